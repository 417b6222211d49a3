import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { parseDialogue, parseDirectory, type ParsedDialogue } from "@/lib/contract";
import { ArgumentMap } from "@/components/argument-map/argument-map";
import { MoveList } from "@/components/argument-map/move-list";
import { argumentMapLayout } from "@/lib/argument-map/view";
import type { MapGroup } from "@/lib/argument-map/layout";
import { directoryTree } from "../tests/helpers/directory-tree";

export interface ArgumentMapFigures {
  dialogue: string;
  nodes: number;
  edges: number;
  kilobytes: number;
  /** Graph + layout + the map and its move list rendered to a string; the parse is cached by the app and not counted. */
  byGroup: Record<MapGroup, { p50ms: number; p95ms: number; runs: number }>;
  goalP50ms: number;
}

/** Every corpus dialogue (single files and round-scoped directories), or the seed samples when the corpus is absent. */
function dialogues(): { name: string; dialogue: ParsedDialogue }[] {
  const corpus = join(process.cwd(), "../shared/corpus/blue/.blue");
  if (!existsSync(corpus)) {
    const dir = join(process.cwd(), "prisma/seed");
    return readdirSync(dir)
      .filter((n) => n.endsWith(".md"))
      .map((n) => ({ name: `prisma/seed/${n} (corpus absent)`, dialogue: parseDialogue(readFileSync(join(dir, n), "utf8")).dialogue }));
  }
  const singles = readdirSync(join(corpus, "docs/dialogues"))
    .filter((n) => n.endsWith(".md"))
    .map((n) => ({ name: n, dialogue: parseDialogue(readFileSync(join(corpus, "docs/dialogues", n), "utf8")).dialogue }));
  const dirs = readdirSync(join(corpus, "dialogues"))
    .filter((n) => statSync(join(corpus, "dialogues", n)).isDirectory())
    .map((n) => ({ name: `${n}/`, dialogue: parseDirectory(directoryTree(join(corpus, "dialogues", n)), { name: n }).dialogue }));
  return [...singles, ...dirs];
}

const size = (d: ParsedDialogue) => d.threads.length + d.perspectiveThreads.length;

/** The argument map's server time for the corpus dialogue with the most nodes: 200 runs a grouping after 20 warm-ups. */
export async function argumentMapBench(runs = 200): Promise<ArgumentMapFigures> {
  const largest = dialogues().sort((a, b) => size(b.dialogue) - size(a.dialogue))[0]!;
  const render = async (group: MapGroup) => {
    const layout = await argumentMapLayout(largest.dialogue, group);
    return renderToStaticMarkup(
      createElement(
        "div",
        null,
        createElement(ArgumentMap, { layout, slug: "bench", label: "Argument map" }),
        createElement(MoveList, { layout, slug: "bench" }),
      ),
    );
  };
  const byGroup = {} as ArgumentMapFigures["byGroup"];
  for (const group of ["round", "tension"] as const) {
    for (let i = 0; i < 20; i++) await render(group);
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await render(group);
      samples.push(performance.now() - t0);
    }
    samples.sort((a, b) => a - b);
    const at = (q: number) => +samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(2);
    byGroup[group] = { p50ms: at(0.5), p95ms: at(0.95), runs };
  }
  const layout = await argumentMapLayout(largest.dialogue, "round");
  return {
    dialogue: largest.name,
    nodes: layout.nodes.length,
    edges: layout.edges.length,
    kilobytes: +(Buffer.byteLength(await render("round")) / 1024).toFixed(1),
    byGroup,
    goalP50ms: 100,
  };
}
