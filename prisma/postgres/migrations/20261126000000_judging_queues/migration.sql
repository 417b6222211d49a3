-- Judging queues: items to score, who may judge them, and each judge's reservations and skips.
-- CreateTable
CREATE TABLE "JudgingQueue" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "judgesPerItem" INTEGER NOT NULL,
    "reserveMinutes" INTEGER NOT NULL DEFAULT 30,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JudgingQueue_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QueueItem" (
    "id" SERIAL NOT NULL,
    "queueId" INTEGER NOT NULL,
    "dialogueId" INTEGER NOT NULL,
    "round" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "QueueItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QueueMember" (
    "queueId" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,

    CONSTRAINT "QueueMember_pkey" PRIMARY KEY ("queueId","userId")
);

-- CreateTable
CREATE TABLE "QueueClaim" (
    "id" SERIAL NOT NULL,
    "itemId" INTEGER NOT NULL,
    "judgeId" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "reason" TEXT,
    "until" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "QueueClaim_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "QueueItem_queueId_position_idx" ON "QueueItem"("queueId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "QueueItem_queueId_dialogueId_round_key" ON "QueueItem"("queueId", "dialogueId", "round");

-- CreateIndex
CREATE INDEX "QueueClaim_judgeId_idx" ON "QueueClaim"("judgeId");

-- CreateIndex
CREATE UNIQUE INDEX "QueueClaim_itemId_judgeId_key" ON "QueueClaim"("itemId", "judgeId");

-- AddForeignKey
ALTER TABLE "QueueItem" ADD CONSTRAINT "QueueItem_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "JudgingQueue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QueueItem" ADD CONSTRAINT "QueueItem_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QueueMember" ADD CONSTRAINT "QueueMember_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "JudgingQueue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QueueMember" ADD CONSTRAINT "QueueMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QueueClaim" ADD CONSTRAINT "QueueClaim_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "QueueItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QueueClaim" ADD CONSTRAINT "QueueClaim_judgeId_fkey" FOREIGN KEY ("judgeId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

