-- Search over markers (issue 6): what each marker is, the status of the tension thread it moves, and a full-text
-- index of its words. ALTER TABLE adds the columns in place (Prisma would rebuild "Marker" for them).
ALTER TABLE "Marker" ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'other';
ALTER TABLE "Marker" ADD COLUMN "status" TEXT;
CREATE INDEX "Marker_kind_idx" ON "Marker"("kind");
CREATE INDEX "Marker_status_idx" ON "Marker"("status");

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

-- An external-content FTS5 index of each marker's description and prose, kept in step by triggers, so every insert,
-- update and delete (a dialogue's cascade included) changes it inside the same transaction.
CREATE VIRTUAL TABLE "MarkerFts" USING fts5("description", "body", content='Marker', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
CREATE TRIGGER "Marker_fts_insert" AFTER INSERT ON "Marker" BEGIN
    INSERT INTO "MarkerFts"(rowid, "description", "body") VALUES (new."id", new."description", new."body");
END;
CREATE TRIGGER "Marker_fts_delete" AFTER DELETE ON "Marker" BEGIN
    INSERT INTO "MarkerFts"("MarkerFts", rowid, "description", "body") VALUES ('delete', old."id", old."description", old."body");
END;
CREATE TRIGGER "Marker_fts_update" AFTER UPDATE OF "description", "body" ON "Marker" BEGIN
    INSERT INTO "MarkerFts"("MarkerFts", rowid, "description", "body") VALUES ('delete', old."id", old."description", old."body");
    INSERT INTO "MarkerFts"(rowid, "description", "body") VALUES (new."id", new."description", new."body");
END;
INSERT INTO "MarkerFts"("MarkerFts") VALUES ('rebuild');
