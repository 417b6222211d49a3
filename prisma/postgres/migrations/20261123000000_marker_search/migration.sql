-- Search over markers (issue 6): what each marker is, the status of the tension thread it moves, and a full-text
-- index of its words.
ALTER TABLE "Marker" ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'other',
ADD COLUMN     "status" TEXT;
CREATE INDEX "Marker_kind_idx" ON "Marker"("kind");
CREATE INDEX "Marker_status_idx" ON "Marker"("status");
-- A search result names the tension its marker moves: found by marker.
CREATE INDEX "TensionEvent_markerId_idx" ON "TensionEvent"("markerId");

-- The same mapping as lib/search/marker-facets.ts, for markers imported before this migration.
UPDATE "Marker" SET "kind" = CASE "type"
    WHEN 'TENSION' THEN 'tension'
    WHEN 'PERSPECTIVE' THEN 'perspective'
    WHEN 'RESOLVED' THEN 'resolution'
    WHEN 'RESOLUTION' THEN 'resolution'
    WHEN 'REFINED RESOLUTION' THEN 'resolution'
    WHEN 'REFINEMENT' THEN 'refinement'
    WHEN 'REFINED' THEN 'refinement'
    WHEN 'CONCESSION' THEN 'concession'
    WHEN 'CONCEDE-WITH-SCOPE' THEN 'concession'
    ELSE 'other' END;
UPDATE "Marker" SET "status" = (
    SELECT CASE t."status" WHEN 'partial' THEN 'open' ELSE t."status" END
    FROM "TensionEvent" e JOIN "Tension" t ON t."id" = e."tensionId"
    WHERE e."markerId" = "Marker"."id" ORDER BY e."id" LIMIT 1);

-- A side table holds each marker's tsvectors under GIN indexes (an expression index on "Marker" would read as drift
-- to Prisma); a trigger keeps it in step inside the importing transaction, and deleting a marker deletes its row.
-- Label and prose are separate vectors, as FTS5 keeps separate columns: a phrase never runs from one into the other.
CREATE TABLE "MarkerSearch" (
    "markerId" INTEGER NOT NULL PRIMARY KEY REFERENCES "Marker"("id") ON DELETE CASCADE,
    "label" tsvector NOT NULL,
    "prose" tsvector NOT NULL
);
CREATE INDEX "MarkerSearch_label_idx" ON "MarkerSearch" USING GIN ("label");
CREATE INDEX "MarkerSearch_prose_idx" ON "MarkerSearch" USING GIN ("prose");
CREATE FUNCTION "marker_search_sync"() RETURNS trigger AS $$
BEGIN
    INSERT INTO "MarkerSearch" ("markerId", "label", "prose")
    VALUES (NEW."id", to_tsvector('simple', NEW."description"), to_tsvector('simple', NEW."body"))
    ON CONFLICT ("markerId") DO UPDATE SET "label" = EXCLUDED."label", "prose" = EXCLUDED."prose";
    RETURN NEW;
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER "Marker_search_sync" AFTER INSERT OR UPDATE OF "description", "body" ON "Marker"
    FOR EACH ROW EXECUTE FUNCTION "marker_search_sync"();
INSERT INTO "MarkerSearch" ("markerId", "label", "prose") SELECT "id", to_tsvector('simple', "description"), to_tsvector('simple', "body") FROM "Marker";
