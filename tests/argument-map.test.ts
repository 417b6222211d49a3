import { existsSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseDialogue, parseDirectory, type DirectoryFile, type ParsedDialogue } from "@/lib/contract";
import { ArgumentMap } from "@/components/argument-map/argument-map";
import { MoveList } from "@/components/argument-map/move-list";
import { PanelTable } from "@/components/dialogue/panel-table";
import { NODE_HEIGHT, NODE_WIDTH, type MapLayout } from "@/lib/argument-map/layout";
import { argumentMapLayout, parseMapView } from "@/lib/argument-map/view";
import { directoryTree } from "@/tests/helpers/directory-tree";
import { countCrossings, edgesThroughNodes, slantedSegments } from "@/tests/helpers/map-geometry";

/** Every `<a …>` of the markup as its href and aria-label. */
function links(html: string): { href: string; label: string }[] {
  const out: { href: string; label: string }[] = [];
  for (let at = html.indexOf("<a "); at >= 0; at = html.indexOf("<a ", at + 1)) {
    const tag = html.slice(at, html.indexOf(">", at));
    const attr = (name: string) => {
      const i = tag.indexOf(` ${name}="`);
      return i < 0 ? "" : tag.slice(i + name.length + 3, tag.indexOf('"', i + name.length + 3));
    };
    out.push({ href: attr("href"), label: attr("aria-label") });
  }
  return out;
}

function overlapping(layout: MapLayout): number {
  let n = 0;
  for (const p of layout.nodes) for (const q of layout.nodes) if (p.key < q.key && Math.abs(p.x - q.x) < NODE_WIDTH && Math.abs(p.y - q.y) < NODE_HEIGHT) n++;
  return n;
}

/** Each node's link goes to the marker that raised it: a TENSION or PERSPECTIVE marker by the node's agent. */
function expectNodesLinkToTheirMarkers(d: ParsedDialogue, layout: MapLayout, html: string) {
  const nodeLinks = links(html);
  expect(nodeLinks).toHaveLength(layout.nodes.length);
  layout.nodes.forEach((n, i) => {
    const link = nodeLinks[i]!;
    expect(link.label).toContain(n.kind === "moves" ? `Moves by ${n.agent}` : n.id);
    if (n.marker === null)
      return expect(link.href).toBe(
        `/d/x#${n.kind}-${(n.kind === "tension" ? d.threads : d.perspectiveThreads).findIndex((t) => t.id === n.id && !t.events.some((e) => e.kind === "raised")) + 1}`,
      );
    const ordinal = Number(link.href.slice("/d/x#marker-".length)) - 1;
    const m = d.markers[ordinal]!;
    expect(ordinal).toBe(n.marker);
    // A moves node opens the first of its agent's moves that round.
    if (n.kind === "moves") return expect([m.agent, m.round]).toEqual([n.agent, n.round]);
    expect(m.type).toBe(n.kind === "tension" ? "TENSION" : "PERSPECTIVE");
    // A tracker may renumber (Cupcake's T01 is the Judge's T03) or scope (MUFFIN-T02) the id; the raiser is the same.
    expect(m.agent).toBe(n.agent);
    expect(n.id.endsWith(m.id!) || d.threads.some((t) => t.id === n.id && t.events.some((e) => e.marker === ordinal))).toBe(true);
  });
}

// A dialogue of 150 arguments: 5 rounds of 6 agents, each raising 5 and answering one of the round before.
function large(): ParsedDialogue {
  const agents = ["Muffin", "Scone", "Eclair", "Donut", "Cupcake", "Brioche"];
  let text = "# Alignment Dialogue: Large\n\n**Status**: Converged\n";
  for (let r = 0; r < 5; r++) {
    text += `\n## Round ${r}\n`;
    agents.forEach((a, i) => {
      text += `\n### 🧁 ${a}\n\n`;
      for (let k = 1; k <= 5; k++)
        text += `[${k % 2 ? "PERSPECTIVE P" : "TENSION T"}${String(r * 10 + k).padStart(2, "0")}: argument ${k} of ${a} in round ${r}]\n\n`;
      if (r > 0) text += `[REFINEMENT T${String((r - 1) * 10 + 2 + ((i * 2) % 4)).padStart(2, "0")}: narrower]\n\n`;
    });
  }
  return parseDialogue(text).dialogue;
}

describe("the argument map, rendered", () => {
  it("at 150 arguments: every node placed without overlap, a link to its marker, and fewer crossings than the start order", async () => {
    const d = large();
    const layout = await argumentMapLayout(d, "round");
    expect(layout.nodes.filter((n) => n.kind !== "moves")).toHaveLength(150);
    expect(layout.columns.map((c) => c.round)).toEqual([0, 1, 2, 3, 4]);
    expect(overlapping(layout)).toBe(0);
    expect(layout.width).toBeLessThan(1600);
    const html = renderToStaticMarkup(ArgumentMap({ layout, slug: "x", label: "Argument map" }));
    expectNodesLinkToTheirMarkers(d, layout, html);
    const columns = layout.columns.map((c) =>
      layout.nodes
        .filter((n) => n.x === c.x)
        .sort((a, b) => a.y - b.y)
        .map((n) => n.key),
    );
    const start = layout.columns.map((c) => layout.nodes.filter((n) => n.round === c.round).map((n) => n.key));
    expect(countCrossings(columns, layout.edges)).toBeLessThanOrEqual(countCrossings(start, layout.edges));
    expect(slantedSegments(layout)).toEqual([]);
    expect(edgesThroughNodes(layout)).toEqual([]);
  });

  it("draws every edge with a source, tagged with both ends for highlighting, and a highlight rule for every node", async () => {
    const layout = await argumentMapLayout(large(), "round");
    const html = renderToStaticMarkup(ArgumentMap({ layout, slug: "x", label: "Argument map" }));
    const drawn = layout.edges;
    expect(drawn.length).toBeGreaterThan(0);
    expect(html.split('class="E ').length - 1).toBe(drawn.length);
    const e = drawn[0]!;
    expect(html).toContain(`class="E ${e.kind} e-${e.source} e-${e.target}"`);
    for (const n of layout.nodes) expect(html).toContain(`[data-node="${n.key}"]`);
  });

  it("lists every move as a sentence linked to its marker, from the argument it was made from", async () => {
    const d = parseDialogue(
      "# Alignment Dialogue: M\n\n## Round 0\n\n### 🧁 Muffin\n\n[TENSION T01: Freshness]\n\n## Round 1\n\n### 🧁 Scone\n\n[PERSPECTIVE P01: Short TTL]\n\n[RESOLVED T01: done]\n\n### 🧁 Eclair\n\n[CONCESSION T01: fine]\n",
    ).dialogue;
    const html = renderToStaticMarkup(MoveList({ layout: await argumentMapLayout(d, "round"), slug: "x" }));
    expect(links(html).map((l) => l.href)).toEqual(["/d/x#marker-3", "/d/x#marker-4"]);
    expect(html).toContain("Scone resolved T01 (Muffin, R0)</a>");
    expect(html).toContain("from P01 (Scone, R1)");
    expect(html).toContain("Eclair conceded T01 (Muffin, R0)</a></li>");
  });

  it("reads the grouping from the URL and falls back to rounds on anything else", () => {
    expect(parseMapView({ group: "tension" })).toEqual({ group: "tension" });
    expect(parseMapView({ group: ["tension", "round"] })).toEqual({ group: "tension" });
    expect(parseMapView({ group: "<script>" })).toEqual({ group: "round" });
    expect(parseMapView({})).toEqual({ group: "round" });
  });
});

describe("the panel section", () => {
  it("says plainly when a dialogue has no expert pool", () => {
    const d = parseDialogue("# Alignment Dialogue: Fixed\n\n## Round 0\n\n### 🧁 Muffin\n\nA.\n").dialogue;
    expect(renderToStaticMarkup(PanelTable({ dialogue: d }))).toContain("This dialogue has no expert pool");
  });
});

// The real Blue corpus beside the project: its largest dialogue by arguments is a round-scoped directory.
const CORPUS = join(process.cwd(), "../shared/corpus/blue/.blue/dialogues/2026-03-11T1341Z-jira-cloud-integration-for-blue");
const present = existsSync(CORPUS);
if (!present) console.warn(`argument map corpus test skipped: ${CORPUS} is absent`);

describe.skipIf(!present)("the argument map of the corpus's largest dialogue (jira-cloud-integration)", () => {
  const d = present ? parseDirectory(directoryTree(CORPUS), { name: "jira" }).dialogue : null;

  for (const group of ["round", "tension"] as const)
    it(`grouped by ${group}: a node per thread, none overlapping, each a named link to its marker`, async () => {
      const layout = await argumentMapLayout(d!, group);
      expect(layout.nodes.filter((n) => n.kind !== "moves")).toHaveLength(d!.threads.length + d!.perspectiveThreads.length);
      expect(overlapping(layout)).toBe(0);
      expect(slantedSegments(layout)).toEqual([]);
      expect(edgesThroughNodes(layout)).toEqual([]);
      expectNodesLinkToTheirMarkers(d!, layout, renderToStaticMarkup(ArgumentMap({ layout, slug: "x", label: "Argument map" })));
      // Scone's round-1 perspective opens "T01 resolves…": it refers to T01, and resolves it from there.
      const scone = layout.nodes.find((n) => n.agent === "Scone" && n.round === 1 && n.label.startsWith("T01 resolves"))!;
      const t01 = layout.nodes.find((n) => n.kind === "tension" && n.id === "T01")!;
      expect(layout.edges.filter((e) => e.source === scone.key && e.target === t01.key).map((e) => e.kind)).toEqual(
        expect.arrayContaining(["referenced", "resolved"]),
      );
    });
});

describe("the panel section on a pool that names roles only", () => {
  it("does not call every role unselected when the dialogue does not say who held which", () => {
    const files: DirectoryFile[] = [
      { path: "expert-pool.json", content: JSON.stringify({ experts: [{ role: "Security Engineer", tier: "core", relevance: 0.9 }] }) },
      { path: "round-0/muffin.md", content: "[PERSPECTIVE P01: Keys stay local]\n" },
    ];
    const html = renderToStaticMarkup(PanelTable({ dialogue: parseDirectory(files, { name: "2026-05-02T1200Z-roles" }).dialogue }));
    expect(html).toContain("Expert pool (1 role; the dialogue does not record which agent held which)");
    expect(html).not.toContain("not selected");
  });
});

describe("a node's accessible name", () => {
  it("starts with what the node shows, in the order shown, so the visible text is part of the name", async () => {
    const d = parseDialogue(
      "# Alignment Dialogue: N\n\n## Tensions Tracker\n\n| ID | Tension | Raised By | Status |\n|---|---|---|---|\n| T01 | Freshness vs latency | Muffin | Resolved |\n\n## Round 0\n\n### 🧁 Muffin\n\n[TENSION T01: Freshness vs latency]\n\n[PERSPECTIVE P01: Cache at the edge]\n",
    ).dialogue;
    const layout = await argumentMapLayout(d, "round");
    const names = links(renderToStaticMarkup(ArgumentMap({ layout, slug: "x", label: "m" }))).map((l) => l.label);
    expect(names).toEqual([
      "T01 · Muffin, resolved: Freshness vs latency. Tension raised in round 0",
      "P01 · Muffin: Cache at the edge. Perspective raised in round 0",
    ]);
  });
});
