-- The areas a statement's rows name (a document's, a dialogue's judging, a judge's), noted once per statement from its
-- transition tables rather than once per row: a per-row trigger doubled the cost of inserting 20,000 marker rows
-- (87 ms bare, 232 ms by row, 124 ms by statement). The arguments are pairs of a prefix and a column, as for
-- roundtable_note_row_areas; the trigger names its transition tables old_rows and new_rows (lib/db/migrate.ts).
CREATE FUNCTION roundtable_note_rows_areas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    FOR i IN 0 .. TG_NARGS / 2 - 1 LOOP
        IF TG_OP <> 'INSERT' THEN
            EXECUTE format(
                'INSERT INTO "DataArea" ("txid", "area") SELECT DISTINCT txid_current(), %L || %I FROM old_rows WHERE %I IS NOT NULL ON CONFLICT ("txid", "area") DO NOTHING',
                TG_ARGV[2 * i], TG_ARGV[2 * i + 1], TG_ARGV[2 * i + 1]);
        END IF;
        IF TG_OP <> 'DELETE' THEN
            EXECUTE format(
                'INSERT INTO "DataArea" ("txid", "area") SELECT DISTINCT txid_current(), %L || %I FROM new_rows WHERE %I IS NOT NULL ON CONFLICT ("txid", "area") DO NOTHING',
                TG_ARGV[2 * i], TG_ARGV[2 * i + 1], TG_ARGV[2 * i + 1]);
        END IF;
    END LOOP;
    RETURN NULL;
END $$;
