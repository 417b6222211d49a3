-- Judges' discussion of rounds and markers.
-- CreateTable
CREATE TABLE "RoundComment" (
    "id" SERIAL NOT NULL,
    "dialogueId" INTEGER NOT NULL,
    "round" INTEGER NOT NULL,
    "marker" TEXT,
    "markerLabel" TEXT,
    "authorId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RoundComment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RoundComment_dialogueId_round_idx" ON "RoundComment"("dialogueId", "round");

-- AddForeignKey
ALTER TABLE "RoundComment" ADD CONSTRAINT "RoundComment_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoundComment" ADD CONSTRAINT "RoundComment_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

