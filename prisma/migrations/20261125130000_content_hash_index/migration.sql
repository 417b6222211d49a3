-- The same content arriving by another way in is found by its hash ("unchanged, already at /d/…"): one lookup per imported item.
CREATE INDEX "Dialogue_contentHash_idx" ON "Dialogue"("contentHash");
