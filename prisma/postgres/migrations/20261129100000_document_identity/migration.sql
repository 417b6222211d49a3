-- AlterTable
ALTER TABLE "Dialogue" ADD COLUMN     "archivedAt" TIMESTAMP(3),
ADD COLUMN     "logicalKey" TEXT;

-- AlterTable
ALTER TABLE "JudgeScore" ADD COLUMN     "documentVersion" INTEGER;

-- CreateTable
CREATE TABLE "DocumentPart" (
    "id" SERIAL NOT NULL,
    "dialogueId" INTEGER NOT NULL,
    "sourceId" INTEGER NOT NULL,
    "path" TEXT NOT NULL,
    "layout" TEXT NOT NULL,
    "files" TEXT NOT NULL,
    "contentHash" TEXT NOT NULL,
    "commit" TEXT,
    "addedBy" TEXT,
    "addedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "removedAt" TIMESTAMP(3),

    CONSTRAINT "DocumentPart_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DocumentVersion" (
    "id" SERIAL NOT NULL,
    "dialogueId" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "contentHash" TEXT NOT NULL,
    "raw" TEXT NOT NULL,
    "layout" TEXT NOT NULL,
    "commit" TEXT,
    "sourceId" INTEGER,
    "path" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DocumentVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SlugRedirect" (
    "slug" TEXT NOT NULL,
    "dialogueId" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SlugRedirect_pkey" PRIMARY KEY ("slug")
);

-- CreateTable
CREATE TABLE "DocumentAudit" (
    "id" SERIAL NOT NULL,
    "action" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "otherSlug" TEXT,
    "userId" TEXT,
    "userName" TEXT,
    "detail" TEXT NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "undoneAt" TIMESTAMP(3),

    CONSTRAINT "DocumentAudit_pkey" PRIMARY KEY ("id")
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

-- AddForeignKey
ALTER TABLE "DocumentPart" ADD CONSTRAINT "DocumentPart_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentPart" ADD CONSTRAINT "DocumentPart_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES "Source"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentVersion" ADD CONSTRAINT "DocumentVersion_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SlugRedirect" ADD CONSTRAINT "SlugRedirect_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

