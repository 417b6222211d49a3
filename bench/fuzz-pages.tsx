import { Fragment, cloneElement, createElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createHash } from "node:crypto";
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { detectA52Session, detectFormat, parseDialogue } from "@/lib/contract";
import { readDocument } from "@/lib/documents/read-document";
import { documentView } from "@/components/documents/views";
import { LintPanel } from "@/components/dialogue/lint-panel";
import { MarkerList } from "@/components/dialogue/marker-list";
import { PanelTable } from "@/components/dialogue/panel-table";
import { RoundState } from "@/components/dialogue/round-state";
import { Threads } from "@/components/dialogue/threads";
import { Timeline } from "@/components/dialogue/timeline";
import { ScoreboardSection } from "@/components/scoreboard/scoreboard-section";
import { parseDialogueView } from "@/lib/dialogue-view";
import { roundDiffs, stateAtRound, stateHref } from "@/lib/views/dialogue/dialogue-state";
import { renderBudgetDiagnostics } from "@/lib/markdown/diagnostics";
import { markerHrefFor, pageBudget, pageBudgetDiagnostics, paged } from "@/lib/page-budget";
import { seededRandom } from "@/lib/seeded-random";
import { generatedDialogue } from "../tests/helpers/generate";
import { generate, mutate, walk } from "./fuzz";

// Issue 32: the fuzz bench reaches the page render of every kind, not only its parser. Each generated input is parsed by
// its kind's reader and rendered as its review page renders it (the dialogue page's sections; a document's view), markdown
// through the real worker, to HTML. Zero exceptions; the slowest render per KB is reported.

const CORPUS = join(process.cwd(), "../shared/corpus");
const KINDS = ["dialogue", "a52", "a52-session", "goopspec", "acor"] as const;
type Kind = (typeof KINDS)[number];

export interface PageFuzzFigures {
  corpus: string;
  seed: number;
  inputsPerKind: number;
  kinds: Record<
    Kind,
    {
      seeds: number;
      inputs: number;
      exceptions: { message: string; inputStart: string; inputBytes: number }[];
      /** Of inputs of 1 KB or more: the slowest parse + render per KB, and that input. */
      worstMsPerKB: number;
      worstInputBytes: number;
      worstInputStart: string;
      /** The slowest parse + render of any input, and the median. */
      maxMs: number;
      medianMs: number;
      seconds: number;
    }
  >;
  seconds: number;
}

// Client components with router hooks (the round scrubber) read Next's router from context; a page has one.
const ROUTER = { back() {}, forward() {}, refresh() {}, push() {}, replace() {}, prefetch() {}, hmrRefresh() {} };

/**
 * An element tree with its server components run (sync or async), as Next's server renderer runs them, so the result
 * can go through react-dom's HTML renderer; a component that uses hooks is a client component and stays an element.
 */
async function resolve(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolve));
  if (node instanceof Promise) return resolve(await node);
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ children?: ReactNode }>;
  if (typeof element.type === "function") {
    let out: ReactNode;
    try {
      out = await (element.type as (props: unknown) => ReactNode | Promise<ReactNode>)(element.props);
    } catch (error) {
      // Hooks outside a render: a client component, which the HTML renderer runs itself.
      if (error instanceof Error && /Invalid hook call|reading 'use[A-Z]|useContext|useState|useRef|useEffect|useRouter/.test(`${error.message}`))
        return element;
      throw error;
    }
    return createElement(Fragment, { key: element.key }, await resolve(out));
  }
  if (element.props.children === undefined) return element;
  return cloneElement(element, undefined, await resolve(element.props.children));
}

async function html(node: ReactNode): Promise<string> {
  return renderToStaticMarkup(createElement(AppRouterContext.Provider, { value: ROUTER as never }, await resolve(node)));
}

/** The dialogue page's sections that depend on the file (not the database's judges), as app/d/[slug]/page.tsx composes them. */
async function dialoguePage(text: string): Promise<string> {
  const { dialogue, diagnostics: parsed } = parseDialogue(text, { name: "fuzz" });
  const diagnostics = [...parsed, ...renderBudgetDiagnostics(dialogue), ...pageBudgetDiagnostics(dialogue)];
  const query = {};
  const view = parseDialogueView(query);
  const state = stateAtRound(dialogue, null);
  const diffs = roundDiffs(dialogue);
  const stateLinks = new Map((state?.rounds ?? []).map((r) => [r, stateHref("fuzz", query, r)]));
  const budget = pageBudget(dialogue);
  const markerHref = markerHrefFor("fuzz", budget);
  return html(
    <>
      {state ? (
        <RoundState state={state} diff={diffs.get(state.round) ?? null} hrefs={state.rounds.map((r) => stateLinks.get(r)!)} markerHref={markerHref} />
      ) : null}
      {budget.over ? (
        <MarkerList
          markers={dialogue.markers}
          page={paged(dialogue.markers, 1)}
          reason={budget.over}
          sourcePath="/d/fuzz/source"
          href={(n) => `?markers=${n}`}
        />
      ) : null}
      <Timeline dialogue={dialogue} diffs={diffs} stateLinks={stateLinks} markerHref={markerHref} />
      <PanelTable dialogue={dialogue} />
      <Threads dialogue={dialogue} slug="fuzz" markerHref={markerHref} />
      <ScoreboardSection
        board={dialogue.scoreboard}
        view={view.view}
        sort={view.sort}
        direction={view.dir}
        slug="fuzz"
        markers={dialogue.markers}
        roundList={dialogue.rounds.map((r) => r.number)}
      />
      <LintPanel diagnostics={diagnostics} sourcePath="/d/fuzz/source" />
    </>,
  );
}

/** A document's review page body: its kind's reader, then its kind's view (app/r/[slug]/page.tsx). */
async function documentPage(kind: Exclude<Kind, "dialogue">, text: string): Promise<string> {
  const parsed = readDocument({ kind, layout: "single-file", path: "fuzz", raw: text, contentHash: createHash("sha256").update(text).digest("hex") });
  if (parsed?.result !== null) throw new Error(`no reader for ${kind}`);
  const view = documentView(kind, {
    slug: "fuzz",
    title: "Fuzz",
    path: kind === "acor" ? "fuzz/claude.json" : "fuzz/response.md",
    document: parsed.document,
    diagnostics: parsed.diagnostics,
    sourcePath: "/r/fuzz/source",
    query: {},
  });
  return html(
    <>
      {view}
      <LintPanel diagnostics={parsed.diagnostics} sourcePath="/r/fuzz/source" />
    </>,
  );
}

const renderPage = (kind: Kind, text: string) => (kind === "dialogue" ? dialoguePage(text) : documentPage(kind, text));

/** Corpus files by the kind their reader claims (a PCPP session by its own detector). */
function seedsByKind(): Record<Kind, string[]> {
  const out: Record<Kind, string[]> = { dialogue: [], a52: [], "a52-session": [], goopspec: [], acor: [] };
  // The corpus holds no PCPP session export: ours (tests/fixtures/a52) seed that kind.
  for (const name of ["pcpp-session.json", "session.json"]) {
    const path = join(process.cwd(), "tests/fixtures/a52", name);
    if (existsSync(path)) out["a52-session"].push(readFileSync(path, "utf8"));
  }
  if (!existsSync(CORPUS)) return out;
  for (const folder of ["blue", "a52", "acor", "goopspec"]) {
    const dir = join(CORPUS, folder);
    if (!existsSync(dir)) continue;
    for (const path of walk(dir)) {
      const text = readFileSync(path, "utf8");
      if (detectA52Session(text) >= 0.5) out["a52-session"].push(text);
      else out[detectFormat(text).kind as Kind]?.push(text);
    }
  }
  return out;
}

export async function pageFuzzBench(inputsPerKind = 20_000, seed = 32): Promise<PageFuzzFigures> {
  const started = performance.now();
  const seeds = seedsByKind();
  const present = existsSync(CORPUS);
  const kinds = {} as PageFuzzFigures["kinds"];
  for (const kind of KINDS) {
    const kindStarted = performance.now();
    const random = seededRandom(seed);
    const own = seeds[kind].length > 0 ? seeds[kind] : Array.from({ length: 10 }, (_, i) => generatedDialogue(i, i % 3));
    if (seeds[kind].length === 0) console.warn(`  fuzz of page renders: no seed of kind ${kind}; generated dialogues stand in`);
    const all = Object.values(seeds).flat();
    const figures: PageFuzzFigures["kinds"][Kind] = {
      seeds: seeds[kind].length,
      inputs: 0,
      exceptions: [],
      worstMsPerKB: 0,
      worstInputBytes: 0,
      worstInputStart: "",
      maxMs: 0,
      medianMs: 0,
      seconds: 0,
    };
    const seen = new Set<string>();
    const times: number[] = [];
    for (let i = 0; i < inputsPerKind; i++) {
      const base = own[Math.floor(random() * own.length)]!;
      const from = Math.floor(random() * base.length);
      const r = random();
      // Mostly the start of a seed of the kind (its envelope) or a slice, mutated; sometimes token soup.
      const start = r < 0.5 ? base.slice(0, 8192) : base.slice(from, from + 6144);
      const input = r < 0.05 ? generate(random) : mutate(start, random, all.length > 0 ? all : own);
      const t0 = performance.now();
      try {
        await renderPage(kind, input);
      } catch (error) {
        const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        if (!seen.has(message)) {
          seen.add(message);
          figures.exceptions.push({ message, inputStart: input.slice(0, 400), inputBytes: input.length });
        }
        continue;
      }
      const ms = performance.now() - t0;
      times.push(ms);
      figures.inputs++;
      figures.maxMs = Math.max(figures.maxMs, ms);
      if (input.length >= 1024) {
        let perKB = ms / (input.length / 1024);
        if (perKB > figures.worstMsPerKB) {
          // A pause of the shared machine is not the page's: the best of two more renders counts.
          const again = Math.min(
            ms,
            ...(await Promise.all(
              [0, 1].map(async () => {
                const t = performance.now();
                await renderPage(kind, input);
                return performance.now() - t;
              }),
            )),
          );
          perKB = again / (input.length / 1024);
          if (perKB > figures.worstMsPerKB) {
            figures.worstMsPerKB = perKB;
            figures.worstInputBytes = input.length;
            figures.worstInputStart = input.slice(0, 160);
          }
        }
      }
    }
    times.sort((a, b) => a - b);
    figures.medianMs = +(times[Math.floor(times.length / 2)] ?? 0).toFixed(2);
    figures.maxMs = +figures.maxMs.toFixed(1);
    figures.worstMsPerKB = +figures.worstMsPerKB.toFixed(3);
    figures.seconds = +((performance.now() - kindStarted) / 1000).toFixed(1);
    kinds[kind] = figures;
  }
  return {
    corpus: present
      ? `seeded from ../shared/corpus (${KINDS.map((k) => `${k} ${seeds[k].length}`).join(", ")})`
      : "../shared/corpus is ABSENT: seeded from generated dialogues only",
    seed,
    inputsPerKind,
    kinds,
    seconds: +((performance.now() - started) / 1000).toFixed(1),
  };
}

// `node --import tsx bench/fuzz-pages.tsx N`: this part alone, N inputs a kind (the full run is `npm run bench -- --only fuzz`).
if (process.argv[1]?.endsWith("fuzz-pages.tsx")) {
  void pageFuzzBench(Number(process.argv[2] ?? 200)).then((f) => {
    console.log(JSON.stringify(f, null, 2));
    process.exit(0);
  });
}
