-- Search at 10,000 dialogues (issue 20): each marker's facet columns beside its search vectors, so the candidates a
-- search reads from "MarkerSearch" carry what it counts and orders by, and "Marker" (wide: label and prose) is not
-- read for them (the planner read all of it in a merge join, 160 ms of a 450 ms word search).
ALTER TABLE "MarkerSearch" ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'other',
    ADD COLUMN "status" TEXT,
    ADD COLUMN "agent" TEXT,
    ADD COLUMN "round" INTEGER,
    ADD COLUMN "dialogueId" INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN "ordinal" INTEGER NOT NULL DEFAULT 0;

-- The vectors now split words as FTS5's unicode61 tokenizer and lib/search/query.ts tokens() do, at every
-- punctuation mark: PostgreSQL's parser kept `trade-off` whole beside `trade` and `off` (so the phrase "sees trade-off",
-- searched as sees trade off, found nothing) and read `12-0-1` as 12, -0, -1.
CREATE OR REPLACE FUNCTION "search_words"(text) RETURNS tsvector AS $$
    SELECT to_tsvector('simple', regexp_replace($1, '[[:punct:]]+', ' ', 'g'))
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE;

CREATE OR REPLACE FUNCTION "marker_search_sync"() RETURNS trigger AS $$
BEGIN
    INSERT INTO "MarkerSearch" ("markerId", "label", "prose", "kind", "status", "agent", "round", "dialogueId", "ordinal")
    VALUES (NEW."id", "search_words"(NEW."description"), "search_words"(NEW."body"), NEW."kind", NEW."status", NEW."agent", NEW."round", NEW."dialogueId", NEW."ordinal")
    ON CONFLICT ("markerId") DO UPDATE SET "label" = EXCLUDED."label", "prose" = EXCLUDED."prose", "kind" = EXCLUDED."kind",
        "status" = EXCLUDED."status", "agent" = EXCLUDED."agent", "round" = EXCLUDED."round", "dialogueId" = EXCLUDED."dialogueId",
        "ordinal" = EXCLUDED."ordinal";
    RETURN NEW;
END
$$ LANGUAGE plpgsql;
DROP TRIGGER "Marker_search_sync" ON "Marker";
CREATE TRIGGER "Marker_search_sync" AFTER INSERT OR UPDATE OF "description", "body", "kind", "status", "agent", "round", "dialogueId", "ordinal" ON "Marker"
    FOR EACH ROW EXECUTE FUNCTION "marker_search_sync"();

UPDATE "MarkerSearch" s SET "label" = "search_words"(m."description"), "prose" = "search_words"(m."body"), "kind" = m."kind",
    "status" = m."status", "agent" = m."agent", "round" = m."round", "dialogueId" = m."dialogueId", "ordinal" = m."ordinal"
FROM "Marker" m WHERE m."id" = s."markerId";
ANALYZE "MarkerSearch";
