-- A lead's queue operations (issue 33, item 4): see the SQLite migration of the same name.
-- AlterTable
ALTER TABLE "JudgingQueue" ADD COLUMN     "closedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "QueueAssignment" (
    "id" SERIAL NOT NULL,
    "itemId" INTEGER NOT NULL,
    "judgeId" TEXT NOT NULL,
    "assignedBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QueueAssignment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Adjudication" (
    "id" SERIAL NOT NULL,
    "dialogueId" INTEGER NOT NULL,
    "round" INTEGER NOT NULL,
    "agent" TEXT NOT NULL,
    "wisdom" INTEGER NOT NULL,
    "consistency" INTEGER NOT NULL,
    "truth" INTEGER NOT NULL,
    "relationships" INTEGER NOT NULL,
    "note" TEXT,
    "leadId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Adjudication_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "QueueAssignment_judgeId_idx" ON "QueueAssignment"("judgeId");

-- CreateIndex
CREATE UNIQUE INDEX "QueueAssignment_itemId_judgeId_key" ON "QueueAssignment"("itemId", "judgeId");

-- CreateIndex
CREATE UNIQUE INDEX "Adjudication_dialogueId_round_agent_key" ON "Adjudication"("dialogueId", "round", "agent");

-- AddForeignKey
ALTER TABLE "QueueAssignment" ADD CONSTRAINT "QueueAssignment_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "QueueItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QueueAssignment" ADD CONSTRAINT "QueueAssignment_judgeId_fkey" FOREIGN KEY ("judgeId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Adjudication" ADD CONSTRAINT "Adjudication_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Adjudication" ADD CONSTRAINT "Adjudication_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

