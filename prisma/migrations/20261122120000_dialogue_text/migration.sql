-- The markdown moves to its own table: SQLite keeps a long value in overflow pages, and reading any column stored
-- after it walks them, which made listing and sorting 10,000 dialogues ~70x slower. Data is copied before the drop.
-- ALTER TABLE rather than Prisma's table redefinition: dropping "Dialogue" would cascade to every child row.
CREATE TABLE "DialogueText" (
    "dialogueId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "raw" TEXT NOT NULL,
    CONSTRAINT "DialogueText_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "DialogueText" ("dialogueId", "raw") SELECT "id", "raw" FROM "Dialogue";
ALTER TABLE "Dialogue" DROP COLUMN "raw";

-- Columns of the dialogue index: resolved tensions, and the key of its text filter (lib/db/search-key.ts).
ALTER TABLE "Dialogue" ADD COLUMN "resolvedTensionCount" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Dialogue" ADD COLUMN "searchKey" TEXT NOT NULL DEFAULT '';
-- SQLite's lower() folds ASCII only; the importer writes the full Unicode fold on the next change of each file.
UPDATE "Dialogue" SET
    -- Perspectives raised by markers or listed in the inventory, whichever says more (the importer counts threads).
    "perspectiveCount" = max("perspectiveCount", (SELECT COUNT(*) FROM (SELECT DISTINCT m."round", m."agent", m."markerId" FROM "Marker" m WHERE m."dialogueId" = "Dialogue"."id" AND m."type" = 'PERSPECTIVE' AND m."markerId" IS NOT NULL) raised)),
    "resolvedTensionCount" = (SELECT COUNT(*) FROM "Tension" t WHERE t."dialogueId" = "Dialogue"."id" AND t."status" IN ('resolved', 'accepted')),
    "searchKey" = replace(replace(replace(lower("title" || ' ' || "path"), '%', char(57344)), '_', char(57345)), '\', char(57346));
