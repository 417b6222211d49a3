-- A lead's queue operations (issue 33, item 4): closing a queue, assigning items to named judges, adjudicated final scores.
-- AlterTable
ALTER TABLE "JudgingQueue" ADD COLUMN "closedAt" DATETIME;

-- CreateTable
CREATE TABLE "QueueAssignment" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "itemId" INTEGER NOT NULL,
    "judgeId" TEXT NOT NULL,
    "assignedBy" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "QueueAssignment_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "QueueItem" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "QueueAssignment_judgeId_fkey" FOREIGN KEY ("judgeId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Adjudication" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "dialogueId" INTEGER NOT NULL,
    "round" INTEGER NOT NULL,
    "agent" TEXT NOT NULL,
    "wisdom" INTEGER NOT NULL,
    "consistency" INTEGER NOT NULL,
    "truth" INTEGER NOT NULL,
    "relationships" INTEGER NOT NULL,
    "note" TEXT,
    "leadId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Adjudication_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Adjudication_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "QueueAssignment_judgeId_idx" ON "QueueAssignment"("judgeId");

-- CreateIndex
CREATE UNIQUE INDEX "QueueAssignment_itemId_judgeId_key" ON "QueueAssignment"("itemId", "judgeId");

-- CreateIndex
CREATE UNIQUE INDEX "Adjudication_dialogueId_round_agent_key" ON "Adjudication"("dialogueId", "round", "agent");

