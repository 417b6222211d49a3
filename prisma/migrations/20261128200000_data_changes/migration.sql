-- What a cached page is valid for (lib/db/data-version.ts): a counter every write to a watched table moves, in the
-- writing transaction, so it is seen exactly when the write is. SQLite has one writer at a time, so one row serialises
-- nothing that was not serialised already. The triggers are made by the migration runner after every run
-- (lib/db/migrate.ts watchSqliteTables), so tables added by later migrations are watched too.
CREATE TABLE "DataChange" (
    "id" INTEGER NOT NULL PRIMARY KEY CHECK ("id" = 1),
    "count" INTEGER NOT NULL
);
INSERT INTO "DataChange" ("id", "count") VALUES (1, 0);
