-- Hardening: webhook deliveries remembered (replays refused), git credentials kept apart from the shown URL.
-- AlterTable
ALTER TABLE "Source" ADD COLUMN "credentials" TEXT;

-- CreateTable
CREATE TABLE "WebhookDelivery" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "sourceId" INTEGER NOT NULL,
    "digest" TEXT NOT NULL,
    "deliveryId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "WebhookDelivery_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES "Source" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "WebhookDelivery_sourceId_digest_key" ON "WebhookDelivery"("sourceId", "digest");

-- CreateIndex
CREATE UNIQUE INDEX "WebhookDelivery_sourceId_deliveryId_key" ON "WebhookDelivery"("sourceId", "deliveryId");
