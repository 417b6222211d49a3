-- Blind judging's deliberate reveal (issue 32, item 6): a judge's "I am done with this round", scores marked when saved
-- after it, and an admin's say on whether agreement counts them.
-- ALTER TABLE rather than Prisma's table redefinition: dropping "Dialogue" or "JudgeScore" would cascade to child rows.
ALTER TABLE "Dialogue" ADD COLUMN "agreementAfterReveal" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "JudgeScore" ADD COLUMN "afterReveal" BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE "RoundReveal" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "dialogueId" INTEGER NOT NULL,
    "round" INTEGER NOT NULL,
    "judgeId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "RoundReveal_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "RoundReveal_judgeId_fkey" FOREIGN KEY ("judgeId") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "RoundReveal_dialogueId_round_judgeId_key" ON "RoundReveal"("dialogueId", "round", "judgeId");
