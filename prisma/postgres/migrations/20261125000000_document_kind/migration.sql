-- Every document format shares the Dialogue row (index, search, judging, exports); `kind` says which format it is.
ALTER TABLE "Dialogue" ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'dialogue';
CREATE INDEX "Dialogue_kind_idx" ON "Dialogue"("kind");
