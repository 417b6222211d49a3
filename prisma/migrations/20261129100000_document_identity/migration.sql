-- AlterTable
ALTER TABLE "Dialogue" ADD COLUMN "archivedAt" DATETIME;
ALTER TABLE "Dialogue" ADD COLUMN "logicalKey" TEXT;

-- AlterTable
ALTER TABLE "JudgeScore" ADD COLUMN "documentVersion" INTEGER;

-- CreateTable
CREATE TABLE "DocumentPart" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "dialogueId" INTEGER NOT NULL,
    "sourceId" INTEGER NOT NULL,
    "path" TEXT NOT NULL,
    "layout" TEXT NOT NULL,
    "files" TEXT NOT NULL,
    "contentHash" TEXT NOT NULL,
    "commit" TEXT,
    "addedBy" TEXT,
    "addedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "removedAt" DATETIME,
    CONSTRAINT "DocumentPart_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DocumentPart_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES "Source" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DocumentVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "dialogueId" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "contentHash" TEXT NOT NULL,
    "raw" TEXT NOT NULL,
    "layout" TEXT NOT NULL,
    "commit" TEXT,
    "sourceId" INTEGER,
    "path" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DocumentVersion_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SlugRedirect" (
    "slug" TEXT NOT NULL PRIMARY KEY,
    "dialogueId" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SlugRedirect_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DocumentAudit" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "action" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "otherSlug" TEXT,
    "userId" TEXT,
    "userName" TEXT,
    "detail" TEXT NOT NULL DEFAULT '{}',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "undoneAt" DATETIME
);

-- CreateIndex
CREATE INDEX "DocumentPart_dialogueId_idx" ON "DocumentPart"("dialogueId");

-- CreateIndex
CREATE INDEX "DocumentPart_contentHash_idx" ON "DocumentPart"("contentHash");

-- CreateIndex
CREATE UNIQUE INDEX "DocumentPart_sourceId_path_key" ON "DocumentPart"("sourceId", "path");

-- CreateIndex
CREATE UNIQUE INDEX "DocumentVersion_dialogueId_number_key" ON "DocumentVersion"("dialogueId", "number");

-- CreateIndex
CREATE INDEX "SlugRedirect_dialogueId_idx" ON "SlugRedirect"("dialogueId");

-- CreateIndex
CREATE INDEX "DocumentAudit_createdAt_idx" ON "DocumentAudit"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Dialogue_logicalKey_key" ON "Dialogue"("logicalKey");

