import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { auditDialogue, parseDialogue } from "@/lib/contract";
import { createDb } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";
import { ensureSource, getStats } from "@/lib/db/store";
import type { DatabaseTarget } from "@/lib/env";
import { groupPaths, importFromDisk, resolveImportPath } from "@/lib/ingest/disk";
import { generatedDialogue } from "../tests/helpers/generate";

export interface ImportFigures {
  database: string;
  dialogues: number;
  megabytes: number;
  seconds: number;
  dialoguesPerSecond: number;
  /** Reading and parsing the same files without a database, in the same run: the floor an import cannot beat. */
  parseOnlySeconds: number;
  ratioToParseOnly: number;
  /** Whether the import worked out and stored the audit (the bench's other run leaves it out, to weigh it). */
  audit: boolean;
  /** The convergence audit alone over the same parsed dialogues, in the same run: its own share of the import. */
  auditOnlySeconds: number;
  auditShareOfImport: number;
  /** Findings the import stored (the generated dialogues are written to converge cleanly, so few rules fire). */
  auditFindings: number;
  peakRssMB: number;
  /** Resident memory after each tenth of the import. */
  rssMBByTenth: number[];
  /** Live JavaScript heap after a full collection at each tenth: flat means memory does not grow with the dialogues. */
  liveHeapMBByTenth: number[];
}

/** Writes `n` dialogues (about 20 KB each, from our own generator) to a temporary folder. */
export function writeCorpus(n: number): { dir: string; bytes: number } {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-bench-"));
  const data = join(dir, "dialogues");
  mkdirSync(data);
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    const text = generatedDialogue(i, i % 3, 3);
    bytes += Buffer.byteLength(text);
    writeFileSync(join(data, `g${String(i).padStart(5, "0")}.dialogue.md`), text);
  }
  return { dir, bytes };
}

export async function importBench(
  target: DatabaseTarget,
  label: string,
  corpus: { dir: string; bytes: number },
  { audit = true }: { audit?: boolean } = {},
): Promise<ImportFigures> {
  await applyMigrations(target);
  const db = createDb(target);
  const { root, paths } = resolveImportPath(join(corpus.dir, "dialogues"));
  const { items } = groupPaths(root, paths);

  let parseMs = 0;
  let auditMs = 0;
  for (const item of items) {
    const text = readFileSync(join(root, item.path), "utf8");
    const p0 = performance.now();
    const parsed = parseDialogue(text);
    const p1 = performance.now();
    auditDialogue(parsed.dialogue, { type: "file", name: item.path, text });
    auditMs += performance.now() - p1;
    parseMs += p1 - p0;
  }
  const parseOnlySeconds = parseMs / 1000;

  const source = await ensureSource(db, { kind: "directory", name: `bench-${label}`, url: root });
  const tenth = Math.max(1, Math.floor(items.length / 10));
  const rss: number[] = [];
  const live: number[] = [];
  const gc = (globalThis as { gc?: () => void }).gc;
  let peak = 0;
  const t0 = performance.now();
  await importFromDisk(db, source.id, root, items, {
    audit,
    onProgress: (done) => {
      const now = process.memoryUsage().rss / 1e6;
      peak = Math.max(peak, now);
      if (done % tenth === 0) {
        rss.push(Math.round(now));
        gc?.();
        live.push(Math.round(process.memoryUsage().heapUsed / 1e6));
      }
    },
  });
  const seconds = (performance.now() - t0) / 1000;
  const stats = await getStats(db);
  const auditFindings = await db.auditFinding.count();
  await db.$disconnect();
  if (stats.dialogues < items.length) throw new Error(`only ${stats.dialogues} of ${items.length} dialogues were stored`);
  return {
    database: label,
    dialogues: items.length,
    megabytes: +(corpus.bytes / 1e6).toFixed(1),
    seconds: +seconds.toFixed(1),
    dialoguesPerSecond: +(items.length / seconds).toFixed(1),
    parseOnlySeconds: +parseOnlySeconds.toFixed(1),
    ratioToParseOnly: +(seconds / parseOnlySeconds).toFixed(1),
    audit,
    auditOnlySeconds: +(auditMs / 1000).toFixed(2),
    auditShareOfImport: +(auditMs / 1000 / seconds).toFixed(4),
    auditFindings,
    peakRssMB: Math.round(peak),
    rssMBByTenth: rss,
    liveHeapMBByTenth: live,
  };
}

export function removeCorpus(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}
