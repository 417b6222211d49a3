-- Sources can be paused (no sync starts) and deleted (the row stays, hidden, so archived dialogues keep their scores).
-- AlterTable
ALTER TABLE "Source" ADD COLUMN "deletedAt" DATETIME;
ALTER TABLE "Source" ADD COLUMN "pausedAt" DATETIME;
