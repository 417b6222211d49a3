-- CreateTable
CREATE TABLE "Dialogue" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "statusRaw" TEXT NOT NULL,
    "date" TEXT,
    "roundCount" INTEGER NOT NULL,
    "agentCount" INTEGER NOT NULL,
    "sourcePath" TEXT NOT NULL,
    "contentHash" TEXT NOT NULL,
    "markdown" TEXT NOT NULL,
    "importedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Dialogue_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Dialogue_slug_key" ON "Dialogue"("slug");

-- CreateIndex
CREATE INDEX "Dialogue_title_idx" ON "Dialogue"("title");
