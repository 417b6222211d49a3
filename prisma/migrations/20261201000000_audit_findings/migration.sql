-- The audit stored with each document's reading, and the version of the reading that wrote a row's projection.
-- ALTER TABLE rather than Prisma's table redefinition: dropping "Dialogue" would cascade to every child row.
-- Rows already stored get version 0: the next start re-projects them, which also writes their findings.
ALTER TABLE "Dialogue" ADD COLUMN "projectionVersion" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Dialogue" ADD COLUMN "auditFindingCount" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Dialogue" ADD COLUMN "auditSubject" TEXT;
CREATE INDEX "Dialogue_projectionVersion_idx" ON "Dialogue"("projectionVersion");
CREATE INDEX "Dialogue_auditFindingCount_idx" ON "Dialogue"("auditFindingCount");

-- CreateTable
CREATE TABLE "AuditFinding" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "dialogueId" INTEGER NOT NULL,
    "ordinal" INTEGER NOT NULL,
    "rule" TEXT NOT NULL,
    "agent" TEXT,
    "tension" TEXT,
    "round" INTEGER,
    "line" INTEGER NOT NULL,
    "file" TEXT,
    "message" TEXT NOT NULL,
    CONSTRAINT "AuditFinding_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "AuditFinding_dialogueId_idx" ON "AuditFinding"("dialogueId");

-- CreateIndex
CREATE INDEX "AuditFinding_rule_dialogueId_idx" ON "AuditFinding"("rule", "dialogueId");
