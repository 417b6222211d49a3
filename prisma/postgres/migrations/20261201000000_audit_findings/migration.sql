-- The audit stored with each document's reading, and the version of the reading that wrote a row's projection.
-- Rows already stored get version 0: the next start re-projects them, which also writes their findings.
-- AlterTable
ALTER TABLE "Dialogue" ADD COLUMN     "auditFindingCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "projectionVersion" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "auditSubject" TEXT;

-- CreateTable
CREATE TABLE "AuditFinding" (
    "id" SERIAL NOT NULL,
    "dialogueId" INTEGER NOT NULL,
    "ordinal" INTEGER NOT NULL,
    "rule" TEXT NOT NULL,
    "agent" TEXT,
    "tension" TEXT,
    "round" INTEGER,
    "line" INTEGER NOT NULL,
    "file" TEXT,
    "message" TEXT NOT NULL,

    CONSTRAINT "AuditFinding_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditFinding_dialogueId_idx" ON "AuditFinding"("dialogueId");

-- CreateIndex
CREATE INDEX "AuditFinding_rule_dialogueId_idx" ON "AuditFinding"("rule", "dialogueId");

-- CreateIndex
CREATE INDEX "Dialogue_projectionVersion_idx" ON "Dialogue"("projectionVersion");

-- CreateIndex
CREATE INDEX "Dialogue_auditFindingCount_idx" ON "Dialogue"("auditFindingCount");

-- AddForeignKey
ALTER TABLE "AuditFinding" ADD CONSTRAINT "AuditFinding_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue"("id") ON DELETE CASCADE ON UPDATE CASCADE;
