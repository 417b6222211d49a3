import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { createDb } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";
import { seedSamples } from "@/lib/ingest/samples";
import { ensureSource } from "@/lib/db/store";
import { groupPaths, importFromDisk, resolveImportPath } from "@/lib/ingest/disk";
import { latency, startServer } from "./server";
import { assertSignedIn, signInBench } from "./sign-in";

const CORPUS = join(process.cwd(), "../shared/corpus/blue");
const SESSION = join(process.cwd(), "../shared/corpus/a52/sessions/Cycle-6-Planning.json");

export interface Latency {
  path: string;
  p50ms: number;
  p95ms: number;
  /** p50 over the baseline's p50: what the page costs beyond a round trip to the same server. */
  ratioToBaseline: number;
}

export interface PageFigures {
  baseline: { path: string; p50ms: number; p95ms: number };
  /** `firstMs`: the first request for that dialogue, before the parse and markdown caches hold it. */
  dialogues: (Latency & { label: string; kilobytes: number; firstMs: number; htmlKilobytes: number })[];
  /** The same dialogues' source-and-lint page. */
  sources: Latency[];
  index: (Latency & { label: string })[];
  /** An A52 session's largest cycle (`/r/<slug>?cycle=6`), when the corpus is there. */
  session: (Latency & { goalP50ms: number }) | null;
  indexRows: number;
  javascriptGzipKB: Record<string, number>;
  /** `dialogueHtmlKilobytes`: the first HTML of the largest corpus dialogue, uncompressed (issue 29: 1.49 MB drawn whole). */
  goals: { dialogueP50ms: number; dialogueJavascriptGzipKB: number; dialogueHtmlKilobytes: number };
}

/** The JavaScript a page loads (its <script src> chunks), gzipped as a server would send it. */
async function javascriptGzipKB(base: string, path: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(`${base}${path}`, { headers, redirect: "manual" });
  const html = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const sources = new Set<string>();
  for (const part of html.split("<script").slice(1)) {
    const at = part.indexOf('src="');
    const end = part.indexOf(">");
    if (at < 0 || at > end) continue;
    sources.add(part.slice(at + 5, part.indexOf('"', at + 5)));
  }
  let bytes = 0;
  for (const src of sources) bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer()), { level: 9 }).length;
  return +(bytes / 1024).toFixed(1);
}

/**
 * Listing rows for the index at scale, written straight into the table: the index reads only Dialogue and Source,
 * and importing 10,000 real files would take minutes (that is the import bench's job).
 */
export function addListingRows(file: string, n: number) {
  const db = new Database(file);
  try {
    db.prepare(`INSERT INTO "Source" ("kind", "name") VALUES ('directory', 'bench-listing')`).run();
    const source = (db.prepare(`SELECT "id" FROM "Source" WHERE "name" = 'bench-listing'`).get() as { id: number }).id;
    const insert = db.prepare(
      `INSERT INTO "Dialogue" ("sourceId", "path", "slug", "title", "status", "statusRaw", "date", "layout", "contentHash", "roundCount", "agentCount", "markerCount", "perspectiveCount", "tensionCount", "openTensionCount", "resolvedTensionCount", "totalAlignment", "errorCount", "warningCount", "searchKey", "updatedAt")
       VALUES (?, ?, ?, ?, ?, ?, ?, 'single-file', 'x', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, CURRENT_TIMESTAMP)`,
    );
    const statuses = ["converged", "in-progress", "recorded", "complete"];
    db.transaction(() => {
      for (let i = 0; i < n; i++) {
        const title = `Listing dialogue ${i} on caching, schemas and review`;
        const path = `listing/l${i}.dialogue.md`;
        insert.run(
          source,
          path,
          `bench-listing-${i}`,
          title,
          statuses[i % 4],
          statuses[i % 4],
          `2026-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`,
          3,
          4 + (i % 5),
          30,
          6 + (i % 7),
          4,
          i % 3,
          4 - (i % 3),
          (i * 37) % 500,
          i % 4 === 0 ? 1 : 0,
          i % 9,
          `${title} ${path}`.toLowerCase(),
        );
      }
    })();
  } finally {
    db.close();
  }
}

/** Server render time of the dialogue page and the index against `next start`, and the JavaScript they ship. */
export async function pagesBench(listingRows = 10_000): Promise<PageFigures> {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-pages-"));
  const file = join(dir, "pages.db");
  const target = { provider: "sqlite" as const, file, url: `file:${file}` };
  await applyMigrations(target);
  await seedSamples(createDb(target));
  const db = createDb(target);
  if (existsSync(CORPUS)) {
    const source = await ensureSource(db, { kind: "directory", name: "corpus", url: CORPUS });
    const { root, paths } = resolveImportPath(CORPUS);
    await importFromDisk(db, source.id, root, groupPaths(root, paths).items);
  } else console.log("  ../shared/corpus is absent: the dialogue figures cover the samples only");
  let sessionSlug: string | null = null;
  if (existsSync(SESSION)) {
    const source = await ensureSource(db, { kind: "directory", name: "a52", url: SESSION });
    await importFromDisk(db, source.id, join(SESSION, ".."), groupPaths(join(SESSION, ".."), ["Cycle-6-Planning.json"]).items);
    sessionSlug = (await db.dialogue.findFirst({ where: { kind: "a52-session" }, select: { slug: true } }))?.slug ?? null;
  } else console.log("  ../shared/corpus/a52 is absent: no session page figure");
  const sizes = await db.$queryRawUnsafe<{ slug: string; size: number; kind: string; documentKind: string }[]>(
    `SELECT d."slug", length(t."raw") AS "size", s."kind", d."kind" AS "documentKind" FROM "Dialogue" d JOIN "DialogueText" t ON t."dialogueId" = d."id" JOIN "Source" s ON s."id" = d."sourceId" ORDER BY "size" DESC`,
  );
  await db.$disconnect();
  addListingRows(file, listingRows);

  // Reading pages need a session since accounts landed: a viewer reads; the upload page is an admin's.
  const viewer = await signInBench(target.url, { role: "viewer" });
  const admin = await signInBench(target.url, { role: "admin" });
  const { base, stop } = await startServer(target.url, viewer.env);
  try {
    await assertSignedIn(base, viewer);
    const baseline = { path: "/api/health", ...(await latency(`${base}/api/health`)) };
    const ratio = (p50: number) => +(p50 / baseline.p50ms).toFixed(1);
    const picks = [
      // Dialogues only: the A52 session (also from a directory, and larger) has its own page and figure below.
      ["largest sample", sizes.find((s) => s.kind === "samples" && s.documentKind === "dialogue")],
      ["largest corpus dialogue", sizes.find((s) => s.kind === "directory" && s.documentKind === "dialogue")],
    ] as const;
    const dialogues = [];
    const sources = [];
    for (const [label, pick] of picks) {
      if (!pick) continue;
      const path = `/d/${pick.slug}`;
      const t0 = performance.now();
      const html = await (await fetch(`${base}${path}`, { headers: viewer.headers })).text();
      const firstMs = +(performance.now() - t0).toFixed(1);
      const htmlKilobytes = +(Buffer.byteLength(html) / 1024).toFixed(1);
      const l = await latency(`${base}${path}`, 50, viewer.headers);
      dialogues.push({ label, path, kilobytes: +(Number(pick.size) / 1024).toFixed(1), firstMs, htmlKilobytes, ...l, ratioToBaseline: ratio(l.p50ms) });
      const s = await latency(`${base}${path}/source`, 50, viewer.headers);
      sources.push({ path: `${path}/source`, ...s, ratioToBaseline: ratio(s.p50ms) });
    }
    // The largest cycle of the real PCPP session: 13 parallel responses, 1.2 MB (goal: p50 under 150 ms).
    const session = sessionSlug ? { path: `/r/${sessionSlug}?cycle=6`, ...(await latency(`${base}/r/${sessionSlug}?cycle=6`, 50, viewer.headers)) } : null;
    const indexViews = [
      ["default (newest first)", "/"],
      ["sorted by total", "/?sort=total&dir=desc"],
      ["text filter", "/?q=schemas%20review"],
      ["page 100 (rows 4,951-5,000)", "/?page=100"],
    ] as const;
    const index = [];
    for (const [label, path] of indexViews) {
      const l = await latency(`${base}${path}`, 50, viewer.headers);
      index.push({ label, path, ...l, ratioToBaseline: ratio(l.p50ms) });
    }
    const javascript: Record<string, number> = {};
    for (const [name, path, session] of [
      ["dialogue", dialogues[0]?.path ?? "/", viewer],
      ["index", "/", viewer],
      ["upload", "/upload", admin],
    ] as const)
      javascript[name] = await javascriptGzipKB(base, path, session.headers);
    return {
      baseline,
      dialogues,
      sources,
      session: session ? { ...session, ratioToBaseline: ratio(session.p50ms), goalP50ms: 150 } : null,
      index,
      indexRows: listingRows + sizes.length,
      javascriptGzipKB: javascript,
      goals: { dialogueP50ms: 80, dialogueJavascriptGzipKB: 200, dialogueHtmlKilobytes: 400 },
    };
  } finally {
    stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
