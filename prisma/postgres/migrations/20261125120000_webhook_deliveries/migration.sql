-- Hardening: webhook deliveries remembered (replays refused), git credentials kept apart from the shown URL.
-- AlterTable
ALTER TABLE "Source" ADD COLUMN "credentials" TEXT;

-- CreateTable
CREATE TABLE "WebhookDelivery" (
    "id" SERIAL NOT NULL,
    "sourceId" INTEGER NOT NULL,
    "digest" TEXT NOT NULL,
    "deliveryId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WebhookDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WebhookDelivery_sourceId_digest_key" ON "WebhookDelivery"("sourceId", "digest");

-- CreateIndex
CREATE UNIQUE INDEX "WebhookDelivery_sourceId_deliveryId_key" ON "WebhookDelivery"("sourceId", "deliveryId");

-- AddForeignKey
ALTER TABLE "WebhookDelivery" ADD CONSTRAINT "WebhookDelivery_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES "Source"("id") ON DELETE CASCADE ON UPDATE CASCADE;
