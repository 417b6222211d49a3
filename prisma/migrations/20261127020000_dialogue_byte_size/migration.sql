-- The index's Size column: a document's bytes as imported, sortable by the database.
-- ALTER TABLE rather than Prisma's table redefinition: dropping "Dialogue" would cascade to every child row.
ALTER TABLE "Dialogue" ADD COLUMN "byteSize" INTEGER NOT NULL DEFAULT 0;
CREATE INDEX "Dialogue_byteSize_idx" ON "Dialogue"("byteSize");
-- Documents already stored: the stored text's bytes (for a directory, its JSON form: close to its files together).
UPDATE "Dialogue" SET "byteSize" = COALESCE((SELECT length(CAST(t."raw" AS BLOB)) FROM "DialogueText" t WHERE t."dialogueId" = "Dialogue"."id"), 0);
