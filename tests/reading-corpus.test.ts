import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DialogueReading } from "@/lib/contract";
import type { Db } from "@/lib/db/client";
import { getDocumentBySlug } from "@/lib/db/dialogue-detail";
import { listDialogues } from "@/lib/db/dialogues";
import { searchMarkers } from "@/lib/db/search";
import { ensureSource } from "@/lib/db/store";
import { DEFAULT_INDEX_QUERY } from "@/lib/dialogue-index";
import { stateAtRound } from "@/lib/views/dialogue/dialogue-state";
import { groupDialogueFiles, type RawFile } from "@/lib/ingest/group";
import { readDocument } from "@/lib/documents/read-document";
import { importItems } from "@/lib/ingest/pipeline";
import { parseSearchRequest } from "@/lib/search/request";
import { tempSqlite } from "./helpers/temp-db";

// The real Blue dialogues live beside the project, never inside it.
const CORPUS = join(process.cwd(), "../shared/corpus/blue");
const present = existsSync(join(CORPUS, ".blue"));
if (!present) console.warn(`reading corpus suite skipped: ${CORPUS} is absent`);

function corpusFiles(dir = CORPUS): RawFile[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return corpusFiles(full);
    const path = relative(CORPUS, full);
    return path.startsWith(".blue/") && (path.endsWith(".md") || path.endsWith(".json")) ? [{ path, bytes: readFileSync(full) }] : [];
  });
}

describe.skipIf(!present)("every corpus dialogue shows its reading: index, header, agents board, state at round N, search facet (../shared/corpus)", () => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const readings = new Map<string, DialogueReading>();

  beforeAll(async () => {
    ({ db, cleanup } = await tempSqlite());
    const source = await ensureSource(db, { kind: "upload", name: "blue" });
    await importItems(db, source.id, groupDialogueFiles(corpusFiles()).items);
  }, 120_000);
  afterAll(async () => cleanup?.());

  it("the index row (status, rounds, agents, total), the dialogue header and the board's agents are the reading of the stored dialogue", async () => {
    const page = await listDialogues(db, { ...DEFAULT_INDEX_QUERY, stubs: true, size: 100 });
    expect(page.rows.length).toBeGreaterThanOrEqual(41);
    for (const row of page.rows) {
      // The header's loader: the stored row and its parse (app/d/[slug]/load.ts).
      const stored = (await getDocumentBySlug(db, row.slug))!;
      const { dialogue } = readDocument(stored)!.result!;
      const reading = dialogue.reading;
      readings.set(row.slug, reading);
      expect({ slug: row.slug, status: row.status, rounds: row.roundCount, agents: row.agentCount, total: row.totalAlignment }).toEqual({
        slug: row.slug,
        status: reading.status,
        rounds: reading.rounds.length,
        agents: reading.agents.length,
        total: reading.totalAlignment,
      });
      expect(stored.status).toBe(reading.status);
      // The agents board counts the stored agents: the reading's, the Judge aside.
      const agents = await db.agent.findMany({ where: { dialogueId: stored.id, judge: false }, select: { name: true } });
      expect({ slug: row.slug, agents: agents.map((a) => a.name).sort() }).toEqual({ slug: row.slug, agents: [...reading.agents].sort() });
      // State at round N steps through the reading's rounds, and only those.
      const state = stateAtRound(dialogue, null);
      expect(state?.rounds ?? []).toEqual(reading.rounds);
    }
    // A directory and its recorded summary are one dialogue, read together.
    const paired = [...readings.values()].filter((r) => r.alsoFrom.length > 0);
    expect(paired.length).toBeGreaterThanOrEqual(3);
  }, 120_000);

  it("the index's status filter and facet count the readings' statuses", async () => {
    const counts = new Map<string, number>();
    for (const r of readings.values()) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
    const page = await listDialogues(db, { ...DEFAULT_INDEX_QUERY, stubs: true, size: 100 });
    expect(new Map(page.statuses.map((s) => [s.value, s.count]))).toEqual(counts);
    for (const [status, n] of counts)
      expect((await listDialogues(db, { ...DEFAULT_INDEX_QUERY, stubs: true, size: 100, status: status as never })).matching).toBe(n);
  }, 60_000);

  it("the search page's dialogue-status facet gives each dialogue's hits its reading's status", async () => {
    let checked = 0;
    for (const [slug, reading] of readings) {
      const result = await searchMarkers(db, parseSearchRequest({ dialogue: slug }));
      if (result.facets.dialogueStatus.length === 0) continue;
      expect({ slug, statuses: result.facets.dialogueStatus.map((f) => f.value) }).toEqual({ slug, statuses: [reading.status] });
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  }, 120_000);
});
