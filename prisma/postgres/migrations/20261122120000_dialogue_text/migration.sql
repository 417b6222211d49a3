-- The markdown moves to its own table, so listing and sorting dialogues never reads it. Data is copied before the drop.
CREATE TABLE "DialogueText" (
    "dialogueId" INTEGER NOT NULL,
    "raw" TEXT NOT NULL,

    CONSTRAINT "DialogueText_pkey" PRIMARY KEY ("dialogueId")
);
ALTER TABLE "DialogueText" ADD CONSTRAINT "DialogueText_dialogueId_fkey" FOREIGN KEY ("dialogueId") REFERENCES "Dialogue"("id") ON DELETE CASCADE ON UPDATE CASCADE;
INSERT INTO "DialogueText" ("dialogueId", "raw") SELECT "id", "raw" FROM "Dialogue";

-- Columns of the dialogue index: resolved tensions, and the key of its text filter (lib/db/search-key.ts).
ALTER TABLE "Dialogue" DROP COLUMN "raw",
ADD COLUMN     "resolvedTensionCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "searchKey" TEXT NOT NULL DEFAULT '';
UPDATE "Dialogue" SET
    -- Perspectives raised by markers or listed in the inventory, whichever says more (the importer counts threads).
    "perspectiveCount" = GREATEST("perspectiveCount", (SELECT COUNT(*) FROM (SELECT DISTINCT m."round", m."agent", m."markerId" FROM "Marker" m WHERE m."dialogueId" = "Dialogue"."id" AND m."type" = 'PERSPECTIVE' AND m."markerId" IS NOT NULL) raised)),
    "resolvedTensionCount" = (SELECT COUNT(*) FROM "Tension" t WHERE t."dialogueId" = "Dialogue"."id" AND t."status" IN ('resolved', 'accepted')),
    "searchKey" = replace(replace(replace(lower("title" || ' ' || "path"), '%', chr(57344)), '_', chr(57345)), '\', chr(57346));
