-- CreateTable
CREATE TABLE "Dialogue" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
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
    "importedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "Dialogue_slug_key" ON "Dialogue"("slug");

-- CreateIndex
CREATE INDEX "Dialogue_title_idx" ON "Dialogue"("title");
