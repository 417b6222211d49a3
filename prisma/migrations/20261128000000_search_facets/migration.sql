-- Search at 10,000 dialogues (issue 20): on PostgreSQL each marker's facet columns move beside its search vectors, and
-- the vectors split words at punctuation as FTS5 does. Here FTS5 already does, and search reads "Marker" by rowid:
-- nothing to change. The migration keeps both providers' lists in step.
SELECT 1;
