-- What a cached page is valid for, by what it shows (lib/db/data-areas.ts). Every writing transaction leaves one row
-- per area it wrote, visible when (and only when) it commits, so an area's row count and highest id move with every
-- commit that writes it, whatever order transactions commit in. Replaces the one log every write moved
-- (20261128200000_data_changes); the migration runner gives every table its triggers (lib/db/migrate.ts).
DO $$
DECLARE
    t text;
BEGIN
    FOR t IN
        SELECT c.relname FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
        WHERE g.tgname = 'roundtable_note_change' AND c.relnamespace = current_schema()::regnamespace
    LOOP
        EXECUTE format('DROP TRIGGER roundtable_note_change ON %I', t);
    END LOOP;
END $$;
DROP FUNCTION roundtable_note_changes_everywhere(text[]);
DROP FUNCTION roundtable_note_change();
DROP TABLE "DataChange";
ALTER TABLE "DataChangePrune" RENAME TO "DataAreaPrune";

CREATE TABLE "DataArea" (
    "id" BIGSERIAL NOT NULL,
    "txid" BIGINT NOT NULL,
    "area" TEXT NOT NULL,
    CONSTRAINT "DataArea_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "DataArea_txid_area_key" ON "DataArea"("txid", "area");
CREATE INDEX "DataArea_area_id_idx" ON "DataArea"("area", "id");

-- A statement's fixed areas, given as the trigger's arguments.
CREATE FUNCTION roundtable_note_areas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    FOR i IN 0 .. TG_NARGS - 1 LOOP
        INSERT INTO "DataArea" ("txid", "area") VALUES (txid_current(), TG_ARGV[i]) ON CONFLICT ("txid", "area") DO NOTHING;
    END LOOP;
    RETURN NULL;
END $$;

-- A row's own areas: the arguments are pairs of a prefix and a column (`judging:`, `dialogueId`), for the old row and
-- the new one, so a row moved to another dialogue (a merge) moves both.
CREATE FUNCTION roundtable_note_row_areas() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    value text;
BEGIN
    FOR i IN 0 .. TG_NARGS / 2 - 1 LOOP
        IF TG_OP <> 'INSERT' THEN
            value := to_jsonb(OLD) ->> TG_ARGV[2 * i + 1];
            IF value IS NOT NULL THEN
                INSERT INTO "DataArea" ("txid", "area") VALUES (txid_current(), TG_ARGV[2 * i] || value) ON CONFLICT ("txid", "area") DO NOTHING;
            END IF;
        END IF;
        IF TG_OP <> 'DELETE' THEN
            value := to_jsonb(NEW) ->> TG_ARGV[2 * i + 1];
            IF value IS NOT NULL THEN
                INSERT INTO "DataArea" ("txid", "area") VALUES (txid_current(), TG_ARGV[2 * i] || value) ON CONFLICT ("txid", "area") DO NOTHING;
            END IF;
        END IF;
    END LOOP;
    RETURN NULL;
END $$;
