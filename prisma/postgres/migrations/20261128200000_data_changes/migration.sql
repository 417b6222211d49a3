-- What a cached page is valid for (lib/db/data-version.ts). Every writing transaction leaves one row here, visible
-- when (and only when) it commits, so "how many rows, and the highest id" moves with every commit to this database,
-- whatever order transactions commit in. Statement triggers write it: no lock is shared between writers, no
-- lock order changes (a counter row updated by every writer would serialise them and could deadlock).
CREATE TABLE "DataChange" (
    "id" BIGSERIAL NOT NULL,
    "txid" BIGINT NOT NULL,
    CONSTRAINT "DataChange_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "DataChange_txid_key" ON "DataChange"("txid");
-- Pruning keeps the table small; each prune bumps the epoch in the same transaction, so it moves the stamp too.
CREATE TABLE "DataChangePrune" ("epoch" BIGINT NOT NULL);
INSERT INTO "DataChangePrune" ("epoch") VALUES (0);

CREATE FUNCTION roundtable_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO "DataChange" ("txid") VALUES (txid_current()) ON CONFLICT ("txid") DO NOTHING;
    RETURN NULL;
END $$;

-- Gives every table but `unwatched` the trigger; the migration runner calls it after each run with its list
-- (lib/db/migrate.ts UNWATCHED_TABLES), so tables added later get it too.
CREATE FUNCTION roundtable_note_changes_everywhere(unwatched text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    t text;
BEGIN
    FOR t IN
        SELECT c.relname FROM pg_class c
        WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
          AND NOT (c.relname = ANY (unwatched))
          AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'roundtable_note_change')
    LOOP
        EXECUTE format('CREATE TRIGGER roundtable_note_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION roundtable_note_change()', t);
    END LOOP;
END $$;
SELECT roundtable_note_changes_everywhere(ARRAY['DataChange', 'DataChangePrune', '_roundtable_migrations', 'SignInFailure', 'Instance']);
