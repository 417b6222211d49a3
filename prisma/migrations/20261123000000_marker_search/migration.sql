-- Search over markers (issue 6): what each marker is, the status of the tension thread it moves, and a full-text
-- index of its words. ALTER TABLE adds the columns in place (Prisma would rebuild "Marker" for them).
ALTER TABLE "Marker" ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'other';
ALTER TABLE "Marker" ADD COLUMN "status" TEXT;
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

-- External-content FTS5 indexes kept in step by triggers, so every insert, update and delete (a dialogue's cascade
-- included) changes them inside the same transaction: "MarkerFts" holds each marker's description and prose (what
-- search matches and scores); "MarkerLabelFts" the description alone, which orders a broad search label-first
-- without reading the position lists a column filter on "MarkerFts" needs (40 ms for common words at 10,000 dialogues).
CREATE VIRTUAL TABLE "MarkerFts" USING fts5("description", "body", content='Marker', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE "MarkerLabelFts" USING fts5("description", content='Marker', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
CREATE TRIGGER "Marker_fts_insert" AFTER INSERT ON "Marker" BEGIN
    INSERT INTO "MarkerFts"(rowid, "description", "body") VALUES (new."id", new."description", new."body");
    INSERT INTO "MarkerLabelFts"(rowid, "description") VALUES (new."id", new."description");
END;
CREATE TRIGGER "Marker_fts_delete" AFTER DELETE ON "Marker" BEGIN
    INSERT INTO "MarkerFts"("MarkerFts", rowid, "description", "body") VALUES ('delete', old."id", old."description", old."body");
    INSERT INTO "MarkerLabelFts"("MarkerLabelFts", rowid, "description") VALUES ('delete', old."id", old."description");
END;
CREATE TRIGGER "Marker_fts_update" AFTER UPDATE OF "description", "body" ON "Marker" BEGIN
    INSERT INTO "MarkerFts"("MarkerFts", rowid, "description", "body") VALUES ('delete', old."id", old."description", old."body");
    INSERT INTO "MarkerFts"(rowid, "description", "body") VALUES (new."id", new."description", new."body");
    INSERT INTO "MarkerLabelFts"("MarkerLabelFts", rowid, "description") VALUES ('delete', old."id", old."description");
    INSERT INTO "MarkerLabelFts"(rowid, "description") VALUES (new."id", new."description");
END;
INSERT INTO "MarkerFts"("MarkerFts") VALUES ('rebuild');
INSERT INTO "MarkerLabelFts"("MarkerLabelFts") VALUES ('rebuild');
