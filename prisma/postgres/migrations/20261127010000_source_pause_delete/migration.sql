-- Sources can be paused (no sync starts) and deleted (the row stays, hidden, so archived dialogues keep their scores).
-- AlterTable
ALTER TABLE "Source" ADD COLUMN     "deletedAt" TIMESTAMP(3),
ADD COLUMN     "pausedAt" TIMESTAMP(3);
