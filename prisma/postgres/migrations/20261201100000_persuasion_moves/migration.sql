-- Who moved whom per dialogue (docs/audit.md, Persuasion), written with the dialogue's rows; the agents board counts them.
CREATE TABLE "PersuasionMove" (
    "id" SERIAL NOT NULL,
    "dialogueId" INTEGER NOT NULL,
    "ordinal" INTEGER NOT NULL,
    "agent" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "round" INTEGER NOT NULL,
    "mover" TEXT,
    "basis" TEXT,
    "moverRank" INTEGER NOT NULL,

    CONSTRAINT "PersuasionMove_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "PersuasionMove_dialogueId_idx" ON "PersuasionMove"("dialogueId");
ALTER TABLE "PersuasionMove" ADD CONSTRAINT "PersuasionMove_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue"("id") ON DELETE CASCADE ON UPDATE CASCADE;
