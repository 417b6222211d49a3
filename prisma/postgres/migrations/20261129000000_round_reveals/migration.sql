-- Blind judging's deliberate reveal (issue 32, item 6): see the SQLite migration of the same name.
-- AlterTable
ALTER TABLE "Dialogue" ADD COLUMN     "agreementAfterReveal" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "JudgeScore" ADD COLUMN     "afterReveal" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "RoundReveal" (
    "id" SERIAL NOT NULL,
    "dialogueId" INTEGER NOT NULL,
    "round" INTEGER NOT NULL,
    "judgeId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RoundReveal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RoundReveal_dialogueId_round_judgeId_key" ON "RoundReveal"("dialogueId", "round", "judgeId");

-- AddForeignKey
ALTER TABLE "RoundReveal" ADD CONSTRAINT "RoundReveal_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoundReveal" ADD CONSTRAINT "RoundReveal_judgeId_fkey" FOREIGN KEY ("judgeId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

