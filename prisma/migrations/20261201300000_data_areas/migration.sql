-- What a cached page is valid for, by what it shows (lib/db/data-areas.ts): one counter per area, moved by the
-- triggers the migration runner keeps on every table (lib/db/migrate.ts), in the writing transaction. Replaces the one
-- counter every write moved (20261128200000_data_changes), whose triggers the runner drops before this runs.
DROP TABLE "DataChange";
CREATE TABLE "DataArea" (
    "area" TEXT NOT NULL PRIMARY KEY,
    "count" INTEGER NOT NULL
);
