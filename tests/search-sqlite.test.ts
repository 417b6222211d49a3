import { describe, expect, it } from "vitest";
import { searchMarkers } from "@/lib/db/search";
import { parseSearchRequest } from "@/lib/search/request";
import { searchSuite } from "./helpers/search-suite";
import { tempDatabases, tempSqlite } from "./helpers/temp-db";
import { ensureSource } from "@/lib/db/store";
import { groupDialogueFiles } from "@/lib/ingest/group";
import { importItems } from "@/lib/ingest/pipeline";

searchSuite("SQLite", tempSqlite);

describe("marker search on SQLite only", () => {
  const { fresh } = tempDatabases();
  it("folds accents, as FTS5's unicode61 tokenizer does (PostgreSQL's 'simple' configuration keeps them)", async () => {
    const { db } = await fresh();
    const source = await ensureSource(db, { kind: "upload", name: "accents" });
    const text = "# Alignment Dialogue: Accents\n\n## Round 0: Opening\n\n### Eclair 🧁\n\n[PERSPECTIVE P01: Café résumés are naïve]\nText.\n";
    await importItems(db, source.id, groupDialogueFiles([{ path: "a.dialogue.md", bytes: new TextEncoder().encode(text) }]).items);
    const r = await searchMarkers(db, parseSearchRequest({ q: "cafe resumes" }));
    expect(r.hits.map((h) => h.ref)).toEqual(["P01"]);
    expect(r.hits[0]!.description.filter((p) => p.hit).map((p) => p.text)).toEqual(["Café", "résumés"]);
  });
});
