-- The index's Size column: a document's bytes as imported, sortable by the database.
-- AlterTable
ALTER TABLE "Dialogue" ADD COLUMN     "byteSize" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "Dialogue_byteSize_idx" ON "Dialogue"("byteSize");

-- Documents already stored: the stored text's bytes (for a directory, its JSON form: close to its files together).
UPDATE "Dialogue" SET "byteSize" = COALESCE((SELECT octet_length(t."raw") FROM "DialogueText" t WHERE t."dialogueId" = "Dialogue"."id"), 0);
