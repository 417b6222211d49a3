// `npm run bench`: figures as ratios against baselines measured in the same run; stdout and bench/results.json.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { join as joinPath } from "node:path";
import { a52Workload, auditOf as a52AuditOf, parseAll, parseSession, renderAll } from "./a52";
import { bareSplit, contractWorkload, remarkParseAll } from "./contract";
import { importBench, removeCorpus, writeCorpus, type ImportFigures } from "./import";
import { pagesBench } from "./pages";
import { apiBench } from "./api";
import { searchBench, type SearchFigures } from "./search";
import { stallBench } from "./stall";
import { markerStallBench } from "./stall-markers";
import { queuesBench } from "./queues";
import { analysisBench } from "./analysis";
import { agentsBench } from "./agents";
import { fuzzBench } from "./fuzz";
import { pageFuzzBench } from "./fuzz-pages";
import { argumentMapBench } from "./argument-map";
import { loadBench, type LoadBenchFigures } from "./load";
import { mergeLoadFigures } from "./load-merge";
import { tempPostgres } from "../tests/helpers/temp-postgres";

const args = process.argv.slice(2);
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : null;
// --keep leaves the imported databases (SQLite file, PostgreSQL database) in place and prints their URLs, for `--only search --db`.
const keep = args.includes("--keep");
const dialogues = args.includes("--dialogues") ? Number(args[args.indexOf("--dialogues") + 1]) : 10_000;
const REQUESTS_NOTE = "50 sequential requests a page after 5 warm-ups, time to last byte";

/** Runs fn repeatedly for at least `seconds` after a warm-up; returns seconds per run (median of batches). */
function measure(fn: () => unknown, seconds = 1.5): number {
  for (let i = 0; i < 3; i++) fn();
  const samples: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline || samples.length < 5) {
    const t0 = performance.now();
    fn();
    samples.push((performance.now() - t0) / 1000);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

/** bench/results.json as the last run left it: a partial run keeps what it did not measure again. */
function previousResults(): Record<string, unknown> {
  const file = join(process.cwd(), "bench/results.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>) : {};
}

async function main() {
  const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
  if (!only || only === "contract") {
    const work = contractWorkload();
    const mb = work.bytes / 1e6;
    const contract = measure(work.parse);
    const remark = measure(() => remarkParseAll(work.texts));
    const split = measure(() => bareSplit(work.texts));
    const audit = measure(work.audit);

    results.contract = {
      workload: work.name,
      bytes: work.bytes,
      contractMBps: +(mb / contract).toFixed(2),
      remarkGfmMBps: +(mb / remark).toFixed(2),
      bareSplitMBps: +(mb / split).toFixed(2),
      ratioVsRemark: +(remark / contract).toFixed(2),
      ratioVsBareSplit: +(split / contract).toFixed(3),
      auditOfParse: +(audit / contract).toFixed(3),
      goals: { ratioVsRemark: 10, ratioVsBareSplit: 0.33, auditOfParse: 0.1 },
    };
    const c = results.contract as Record<string, number>;

    console.log(`contract on ${work.name}, ${mb.toFixed(2)} MB`);
    console.log(`  contract (parse + lint)   ${c.contractMBps} MB/s`);
    console.log(`  remark-parse + remark-gfm ${c.remarkGfmMBps} MB/s  -> contract is ${c.ratioVsRemark}x remark (goal >= 10x)`);
    console.log(`  bare line split + trim    ${c.bareSplitMBps} MB/s  -> contract is ${c.ratioVsBareSplit}x the split (goal >= 0.33x)`);
    console.log(`  convergence audit         ${((audit / contract) * 100).toFixed(1)} % of the parse (goal < 10 %)`);
  }

  if (!only || only === "a52") {
    const work = a52Workload();
    const mb = work.bytes / 1e6;
    const parse = measure(() => parseAll(work.texts));
    const roundTrip = measure(() => renderAll(work.texts));
    const split = measure(() => bareSplit(work.texts));
    const session = work.session ? measure(() => parseSession(work.session!)) : null;
    const audit = measure(a52AuditOf(work.texts));
    results.a52 = {
      workload: work.name,
      bytes: work.bytes,
      responses: work.texts.length,
      parseMBps: +(mb / parse).toFixed(2),
      parseResponsesPerSecond: Math.round(work.texts.length / parse),
      parseRenderMBps: +(mb / roundTrip).toFixed(2),
      bareSplitMBps: +(mb / split).toFixed(2),
      ratioVsBareSplit: +(split / parse).toFixed(3),
      sessionParseMs: session === null ? null : +(session * 1000).toFixed(1),
      sessionBytes: work.session ? Buffer.byteLength(work.session) : null,
      auditOfParse: +(audit / parse).toFixed(3),
      goals: { auditOfParse: 0.1 },
    };
    const a = results.a52 as Record<string, number | null>;
    console.log(`A52 on ${work.name}, ${mb.toFixed(2)} MB`);
    console.log(`  parse + lint              ${a.parseMBps} MB/s (${a.parseResponsesPerSecond} responses/s)`);
    console.log(`  parse + render            ${a.parseRenderMBps} MB/s`);
    console.log(`  claim against delivery    ${((a.auditOfParse ?? 0) * 100).toFixed(1)} % of the parse (goal < 10 %)`);
    console.log(`  bare line split + trim    ${a.bareSplitMBps} MB/s  -> parse is ${a.ratioVsBareSplit}x the split`);
    if (a.sessionParseMs !== null)
      console.log(`  session export (${((a.sessionBytes ?? 0) / 1e6).toFixed(1)} MB: JSON.parse, shape checks, every response parsed) ${a.sessionParseMs} ms`);
  }

  // Against a database that already holds the dialogues, e.g. one a previous import left: `--only search --db file:…`.
  if (only === "search") {
    const url = args.includes("--db") ? args[args.indexOf("--db") + 1] : null;
    if (!url) throw new Error("--only search needs --db DATABASE_URL (a database holding the dialogues); the full run imports 10,000 first");
    const f = await searchBench(url, url.startsWith("file:") ? "sqlite" : "postgres");
    console.log(`search on ${url}: p50 ${f.p50ms} ms, p95 ${f.p95ms} ms (goal p95 < ${f.goalP95ms} ms); baseline p50 ${f.baselineP50ms} ms`);
    console.log(
      `  by group: ${Object.entries(f.byGroup)
        .map(([g, v]) => `${g} p50 ${v.p50ms}/p95 ${v.p95ms}`)
        .join("; ")}`,
    );
    console.log(`  slowest: ${f.slowest.map((q) => `${q.params} ${q.ms} ms (${q.total} hits)`).join("; ")}`);
    return;
  }

  if (!only || only === "import") {
    const corpus = writeCorpus(dialogues);
    console.log(`import of ${dialogues} generated dialogues (${(corpus.bytes / 1e6).toFixed(0)} MB), one transaction each`);
    const figures: ImportFigures[] = [];
    // The imported databases then serve the search bench, before they are dropped.
    const searches: SearchFigures[] = [];
    try {
      const sqliteFile = joinPath(keep ? mkdtempSync(joinPath(tmpdir(), "roundtable-bench-db-")) : corpus.dir, "bench.db");
      figures.push(await importBench({ provider: "sqlite", file: sqliteFile, url: "" }, "sqlite", corpus));
      searches.push(await searchBench(`file:${sqliteFile}`, "sqlite"));
      if (keep) console.log(`  kept: --db file:${sqliteFile}`);
      // The same import without the audit, in the same run, into a database of its own: what the audit adds.
      figures.push(await importBench({ provider: "sqlite", file: joinPath(corpus.dir, "no-audit.db"), url: "" }, "sqlite", corpus, { audit: false }));
      const pgUrl = process.env.BENCH_PG_URL || process.env.PG_TEST_URL;
      if (pgUrl) {
        const pg = await tempPostgres(pgUrl);
        await pg.db.$disconnect();
        try {
          figures.push(await importBench({ provider: "postgres", url: pg.url }, "postgres", corpus));
          searches.push(await searchBench(pg.url, "postgres"));
          const bare = await tempPostgres(pgUrl);
          await bare.db.$disconnect();
          try {
            figures.push(await importBench({ provider: "postgres", url: bare.url }, "postgres", corpus, { audit: false }));
          } finally {
            await bare.cleanup();
          }
        } finally {
          if (keep) console.log(`  kept: --db ${pg.url}`);
          else await pg.cleanup();
        }
      } else console.log("  PostgreSQL skipped: set BENCH_PG_URL or PG_TEST_URL");
    } finally {
      removeCorpus(corpus.dir);
    }
    for (const f of figures) {
      console.log(
        `  ${f.database.padEnd(9)} ${f.audit ? "" : "without the audit "}${f.seconds} s (${f.dialoguesPerSecond}/s; ${f.ratioToParseOnly}x parsing alone) goal < 300 s; peak RSS ${f.peakRssMB} MB; live heap by tenth ${f.liveHeapMBByTenth.join(" ")} MB`,
      );
    }
    // The audit's share, two ways: the whole import against the same import without it, and its own time over the same dialogues.
    const auditShare = ["sqlite", "postgres"].flatMap((database) => {
      const withAudit = figures.find((f) => f.database === database && f.audit);
      const without = figures.find((f) => f.database === database && !f.audit);
      if (!withAudit || !without) return [];
      const share = {
        database,
        ratioToImportWithoutAudit: +(withAudit.seconds / without.seconds).toFixed(3),
        auditOnlySeconds: withAudit.auditOnlySeconds,
        auditShareOfImport: withAudit.auditShareOfImport,
        auditFindings: withAudit.auditFindings,
        goal: "< 1.10",
      };
      console.log(
        `  ${database.padEnd(9)} the audit: import ${share.ratioToImportWithoutAudit}x the same import without it (goal < 1.10); the audit alone ${share.auditOnlySeconds} s, ${(share.auditShareOfImport * 100).toFixed(1)} % of the import; ${share.auditFindings} findings stored`,
      );
      return [share];
    });
    results.import = { goalSeconds: 300, runs: figures, audit: auditShare };
    console.log(`search: ${searches[0]?.queries ?? 0} fixed queries, each 3 times after a warm-up, GET /api/search on the production server`);
    for (const f of searches) {
      console.log(
        `  ${f.database.padEnd(9)} p50 ${f.p50ms} ms, p95 ${f.p95ms} ms (goal p95 < ${f.goalP95ms} ms); baseline /api/health p50 ${f.baselineP50ms} ms, p95 is ${f.ratioP95ToBaseline}x it`,
      );
      console.log(
        `            by group: ${Object.entries(f.byGroup)
          .map(([g, v]) => `${g} p50 ${v.p50ms}/p95 ${v.p95ms}`)
          .join("; ")}`,
      );
      console.log(`            slowest: ${f.slowest.map((q) => `${q.params} ${q.ms} ms (${q.total} hits)`).join("; ")}`);
    }
    results.search = { dialogues, runs: searches };
  }

  if (!only || only === "pages") {
    const pages = await pagesBench();
    const b = pages.baseline;
    console.log(`pages against the production server (next start), ${pages.indexRows} dialogues listed; ${REQUESTS_NOTE}`);
    console.log(`  baseline ${b.path}: p50 ${b.p50ms} ms, p95 ${b.p95ms} ms`);
    for (const d of pages.dialogues)
      console.log(
        `  dialogue, ${d.label} (${d.path}, ${d.kilobytes} KB): p50 ${d.p50ms} ms, p95 ${d.p95ms} ms, ${d.ratioToBaseline}x baseline (goal p50 < ${pages.goals.dialogueP50ms} ms); first request ${d.firstMs} ms, ${d.htmlKilobytes} KB of HTML (goal < ${pages.goals.dialogueHtmlKilobytes} KB for the largest corpus dialogue)`,
      );
    for (const s of pages.sources) console.log(`  source and lint (${s.path}): p50 ${s.p50ms} ms, p95 ${s.p95ms} ms, ${s.ratioToBaseline}x baseline`);
    for (const i of pages.index) console.log(`  index, ${i.label} (${i.path}): p50 ${i.p50ms} ms, p95 ${i.p95ms} ms, ${i.ratioToBaseline}x baseline`);
    if (pages.session)
      console.log(
        `  A52 session, largest cycle (${pages.session.path}): p50 ${pages.session.p50ms} ms, p95 ${pages.session.p95ms} ms, ${pages.session.ratioToBaseline}x baseline (goal p50 < ${pages.session.goalP50ms} ms)`,
      );
    const js = pages.javascriptGzipKB;
    console.log(
      `  JavaScript shipped (gzip): dialogue ${js.dialogue} KB (goal < ${pages.goals.dialogueJavascriptGzipKB} KB), index ${js.index} KB, upload ${js.upload} KB`,
    );
    results.pages = pages;
  }

  if (!only || only === "api") {
    const api = await apiBench();
    const line = (label: string, f: (typeof api)["documentRead"]) =>
      console.log(
        `  ${label} (${f.path}): ${f.perSecond} req/s from ${f.clients} clients, p50 ${f.p50ms} ms, p95 ${f.p95ms} ms, ${f.ratioToBaseline}x baseline`,
      );
    console.log(`REST API against the production server (next start, SQLite), a judge's token, rate limit lifted to ${api.rateLimitPerMinute}/min`);
    console.log(`  baseline ${api.baseline.path}: p50 ${api.baseline.p50ms} ms, p95 ${api.baseline.p95ms} ms`);
    console.log(`  the same dialogue as a page (${api.page.path}): p50 ${api.page.p50ms} ms, p95 ${api.page.p95ms} ms, ${api.page.ratioToBaseline}x baseline`);
    line("document read with its reading", api.documentRead);
    line("document list, 50 a page", api.documentList);
    line(`score writes, ${api.scoreWrite.requests} distinct agent-rounds`, api.scoreWrite);
    results.api = api;
  }

  if (!only || only === "queues") {
    const q = await queuesBench();
    console.log(`queues against the production server, ${q.dialogues} dialogues in the database, a queue of ${q.queueItems} rounds; ${REQUESTS_NOTE}`);
    console.log(`  baseline ${q.baseline.path}: p50 ${q.baseline.p50ms} ms, p95 ${q.baseline.p95ms} ms`);
    for (const p of q.pages)
      console.log(`  ${p.label} (${p.path}): p50 ${p.p50ms} ms, p95 ${p.p95ms} ms, ${p.ratioToBaseline}x baseline (goal p50 < ${q.goalP50ms} ms)`);
    results.queues = q;
  }

  if (!only || only === "analysis") {
    const a = await analysisBench();
    const d = a.dialogue;
    console.log(
      `analysis views of the largest corpus dialogue${d ? ` (${d.slug}, ${d.kilobytes} KB, ${d.rounds} rounds)` : ""} against the production server; ${REQUESTS_NOTE}`,
    );
    console.log(`  baseline ${a.baseline.path}: p50 ${a.baseline.p50ms} ms, p95 ${a.baseline.p95ms} ms`);
    for (const v of a.views)
      console.log(
        `  ${v.label} (${v.path}): p50 ${v.p50ms} ms, p95 ${v.p95ms} ms, ${v.ratioToBaseline}x baseline (goal p50 < ${a.goalP50ms} ms); pure work ${v.computeMs} ms`,
      );
    results.analysis = a;
  }

  if (!only || only === "agents") {
    const g = await agentsBench(dialogues);
    console.log(`agents leaderboard on SQLite, ${g.dialogues} dialogues (${g.rows.agents} panel seats, ${g.rows.scores} scores, ${g.rows.moves} moves)`);
    console.log(
      `  grouped from the seats: by name ${g.groupedByNameMs} ms, by role ${g.groupedByRoleMs} ms; uncached p50 ${g.totalP50Ms} ms (goal < ${g.goalMs} ms); a save's seats ${g.seatWriteP50Ms} ms`,
    );
    console.log(`  grouped from every seat, score and move (before the seats): by name ${g.fromRowsByNameMs} ms, by role ${g.fromRowsByRoleMs} ms`);
    console.log(
      `  read as rows (before; the judges' boards still): read ${g.readMs} ms, aggregate by name ${g.aggregateByNameMs} ms, by role ${g.aggregateByRoleMs} ms; p50 ${g.rowsP50Ms} ms`,
    );
    console.log(`  who moves whom (${g.rows.persuasion} move rows) p50 ${g.persuasionP50Ms} ms; panel design p50 ${g.panelDesignP50Ms} ms`);
    results.agents = g;
  }

  if (!only || only === "stall") {
    const s = await stallBench();
    console.log(
      `stall: ${s.page.path} (${s.page.megabytes} MB on one line) requested in a loop for ${s.loopSeconds} s: ${s.page.requests} views, first ${s.page.firstMs} ms, p50 ${s.page.p50ms} ms, statuses ${s.page.statuses.join(",")}`,
    );
    console.log(`  /api/health idle        p50 ${s.healthIdle.p50ms} ms, p99 ${s.healthIdle.p99ms} ms (n ${s.healthIdle.n})`);
    console.log(
      `  /api/health during loop p50 ${s.healthUnderLoad.p50ms} ms, p99 ${s.healthUnderLoad.p99ms} ms, max ${s.healthUnderLoad.maxms} ms (n ${s.healthUnderLoad.n}; goal p99 < ${s.goalP99ms} ms)`,
    );
    for (const [k, v] of Object.entries(s.hostileRenderMs)) console.log(`  hostile: ${k}: ${v.ms} ms, shown as ${v.shownAs}`);
    for (const [k, v] of Object.entries(s.inBudgetMs)) console.log(`  inside the size budget, on the worker: ${k}: ${v.ms} ms, shown as ${v.shownAs}`);
    results.stall = s;
  }

  // `--only stall-markers`: the 20,000-marker case alone (it is part of `--only stall`).
  if (!only || only === "stall" || only === "stall-markers") {
    const m = await markerStallBench();
    console.log(`stall: a dialogue of ${m.markers} markers in one contribution (${m.megabytes} MB), server/serve.ts (${m.workers} workers, page cache)`);
    console.log(
      `  first view (parse + render) ${m.firstViewMs} ms; uncached views (?markers=N) p50 ${m.uncachedViews.p50ms} ms, max ${m.uncachedViews.maxms} ms (goal < ${m.goals.uncachedViewMs} ms)`,
    );
    for (const [label, f] of [
      ["four readers, a new unknown parameter each request", m.unknownParams],
      ["four readers, a new page of markers each request", m.distinctPages],
    ] as const)
      console.log(
        `  ${label}: ${f.views.n} views, p50 ${f.views.p50ms} ms, max ${f.views.maxms} ms, statuses ${f.statuses.join(",")}; /api/health p50 ${f.health.p50ms} ms, p99 ${f.health.p99ms} ms, max ${f.health.maxms} ms (goal p99 < ${m.goals.healthP99ms} ms)`,
      );
    results.stallMarkers = m;
  }

  if (!only || only === "fuzz") {
    const inputs = args.includes("--inputs") ? Number(args[args.indexOf("--inputs") + 1]) : 100_000;
    const f = fuzzBench(inputs);
    console.log(`fuzz: ${f.inputs} inputs (${f.directoryInputs} dialogue directories) over ${f.formats.join(", ")} in ${f.seconds} s; ${f.corpus.note}`);
    console.log(
      `  exceptions: ${f.exceptions.length}${f.exceptions.map((e) => `\n    ${e.target}: ${e.message} (minimal input ${JSON.stringify(e.minimalInput).slice(0, 200)})`).join("")}`,
    );
    for (const [target, s] of Object.entries(f.speed))
      console.log(
        `  ${target}: corpus median ${s.corpusMedianBytesPerMs} bytes/ms; worst fuzz input ${s.worstBytesPerMs} bytes/ms (${s.worstInputBytes} bytes, starts ${JSON.stringify(s.worstInputStart.slice(0, 60))}), ${s.worstVsMedian}x the median, over ${s.inputs} inputs of 4 KB or more`,
      );
    for (const [shape, s] of Object.entries(f.scaling))
      console.log(`  ${shape}: 4x the size took ${s.ratio}x the time (exponent ${s.exponent}; ${s.ms4x} -> ${s.ms16x} ms at ${s.bytes16x} bytes)`);
    results.fuzz = f;
  }

  // The page render of every kind (issue 32); `--only fuzz-pages` alone, fewer inputs with `--page-inputs N` while developing.
  if (!only || only === "fuzz" || only === "fuzz-pages") {
    const pageInputs = args.includes("--page-inputs") ? Number(args[args.indexOf("--page-inputs") + 1]) : 20_000;
    const p = await pageFuzzBench(pageInputs);
    console.log(`fuzz of page renders: ${p.inputsPerKind} inputs a kind in ${p.seconds} s; ${p.corpus}`);
    for (const [kind, k] of Object.entries(p.kinds))
      console.log(
        `  ${kind}: ${k.inputs} rendered, ${k.exceptions.length} exceptions; median ${k.medianMs} ms, max ${k.maxMs} ms; worst ${k.worstMsPerKB} ms/KB (${k.worstInputBytes} bytes, starts ${JSON.stringify(k.worstInputStart.slice(0, 60))})`,
      );
    for (const [kind, k] of Object.entries(p.kinds))
      for (const e of k.exceptions) console.log(`  EXCEPTION ${kind}: ${e.message} on ${JSON.stringify(e.inputStart.slice(0, 120))}`);
    results.fuzzPages = p;
  }

  if (!only || only === "map") {
    const m = await argumentMapBench();
    console.log(`argument map of the largest corpus dialogue (${m.dialogue}: ${m.nodes} nodes, ${m.edges} moves, ${m.kilobytes} KB of markup)`);
    for (const [group, g] of Object.entries(m.byGroup))
      console.log(`  by ${group}: graph + layout + SVG to string p50 ${g.p50ms} ms, p95 ${g.p95ms} ms over ${g.runs} runs (goal p50 < ${m.goalP50ms} ms)`);
    results.argumentMap = m;
  }

  if (!only || only === "load") {
    const seconds = args.includes("--seconds") ? Number(args[args.indexOf("--seconds") + 1]) : 30;
    console.log(
      `load: readers against the production server as npm start runs it (server/serve.ts), ${seconds} s a scenario, the mixes ${args.includes("--seconds") ? seconds : 60} s`,
    );
    // The mixes are a minute each unless --seconds says otherwise.
    const match = args.includes("--loads") ? args[args.indexOf("--loads") + 1]! : null;
    const l = await loadBench(seconds, match, args.includes("--seconds") ? seconds : 60);
    // A run of some loads (--loads) replaces those and keeps the other loads' last figures.
    results.load = match ? mergeLoadFigures(previousResults().load as LoadBenchFigures | undefined, l) : l;
  }

  const file = join(process.cwd(), "bench/results.json");
  // A partial run (--only) keeps the other sections' last figures.
  const previous = previousResults();
  writeFileSync(file, JSON.stringify({ ...previous, ...results }, null, 2) + "\n");
  console.log("wrote bench/results.json");
}

// A finished run exits: after the stall part something stays open (before this branch too; not traced yet), and
// `npm run bench` waited forever after writing its figures.
main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
