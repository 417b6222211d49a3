import type { ThreadStatus } from "@/lib/contract";
import { markerAnchor } from "@/lib/anchors";
import type { EdgeKind } from "@/lib/argument-map/graph";
import { EDGE_COLORS, highlightCss, MAP_CSS } from "@/lib/argument-map/highlight";
import { fitLabel, NODE_HEIGHT, NODE_WIDTH, type MapLayout, type PlacedNode } from "@/lib/argument-map/layout";

const STATUS_TEXT: Partial<Record<ThreadStatus, string>> = { resolved: "resolved", accepted: "accepted", deferred: "deferred", partial: "partial" };
// Roughly how many characters of 11 px text fit on a node's line, and on a band's heading.
const LINE_CHARS = 35;

/**
 * What a node is called for a screen reader: first what it shows, in the order shown (id, agent, status, words; the
 * visible text must be part of the name), then what the outline and column say (kind, round).
 */
export function nodeName(n: PlacedNode): string {
  const status = n.kind === "tension" ? STATUS_TEXT[n.status] : undefined;
  const shown = `${n.id}${n.kind === "moves" ? " · moves" : n.agent ? ` · ${n.agent}` : ""}${status ? `, ${status}` : ""}: ${n.label}`;
  const round = n.round !== null ? ` in round ${n.round}` : "";
  if (n.kind === "moves") return `${shown}. Moves by ${n.agent ?? "the preamble"}${round}, who raised nothing of their own that round`;
  const kind = n.kind === "tension" ? "Tension" : "Perspective";
  return `${shown}. ${kind}${n.marker === null ? " from the tracker only" : ` raised${round}`}${n.kind === "tension" && !status ? `, ${n.status}` : ""}`;
}

/** A node opens its marker; a tracker row no marker raised opens its card in Threads (`#tension-4`, numbered as there). */
export const nodeHref = (slug: string, n: { marker: number | null; kind: string; key: string }) =>
  `/d/${slug}#${n.marker !== null ? markerAnchor(n.marker) : n.kind === "moves" ? "threads" : `${n.kind}-${Number(n.key.slice(1)) + 1}`}`;

function Node({ node, slug }: { node: PlacedNode; slug: string }) {
  const tension = node.kind === "tension";
  const status = tension ? STATUS_TEXT[node.status] : undefined;
  const name = nodeName(node);
  const kindClass = tension ? "nt" : node.kind === "perspective" ? "np" : "nm";
  return (
    <a
      href={nodeHref(slug, node)}
      aria-label={name}
      data-node={node.key}
      className={`N ${kindClass}${node.marker === null ? " nd" : ""} ${[node.key, ...node.neighbours].map((k) => `n-${k}`).join(" ")}`}
    >
      <title>{name}</title>
      <rect x={node.x} y={node.y} width={NODE_WIDTH} height={NODE_HEIGHT} rx={6} className="nb" />
      <rect x={node.x} y={node.y} width={5} height={NODE_HEIGHT} rx={2} className="bar" />
      <text x={node.x + 12} y={node.y + 15} className="id">
        {node.id}
        {node.kind === "moves" ? <tspan className="who"> · moves</tspan> : node.agent ? <tspan className="who"> · {node.agent}</tspan> : null}
        {/* A space SVG does not draw (it trims each text's ends) but the DOM keeps: the texts read as words, not run together. */}{" "}
      </text>
      {status ? (
        <text
          x={node.x + NODE_WIDTH - 8}
          y={node.y + 15}
          textAnchor="end"
          className={node.status === "resolved" || node.status === "accepted" ? "st ok" : "st"}
        >
          {status}{" "}
        </text>
      ) : null}
      <text x={node.x + 12} y={node.y + 31} className="lb">
        {fitLabel(node.label, LINE_CHARS)}
      </text>
    </a>
  );
}

/**
 * The argument map as server-rendered SVG: a column a round, tensions and perspectives as links to their markers, each
 * move an arrow from the argument that made it to the one it acts on. Hovering or focusing a node fades the rest.
 */
export function ArgumentMap({ layout, slug, label }: { layout: MapLayout; slug: string; label: string }) {
  const kinds = [...new Set(layout.edges.map((e) => e.kind))];
  return (
    <div className="amap">
      <style dangerouslySetInnerHTML={{ __html: `${MAP_CSS}\n${highlightCss(layout.nodes.map((n) => n.key))}` }} />
      <svg width={layout.width} height={layout.height} viewBox={`0 0 ${layout.width} ${layout.height}`} role="group" aria-label={label} className="block">
        <defs>
          {kinds.map((k) => (
            <marker key={k} id={`amap-arrow-${k}`} viewBox="0 0 8 8" refX={7} refY={4} markerWidth={7} markerHeight={7} orient="auto-start-reverse">
              <path d="M0,0 L8,4 L0,8 z" fill={EDGE_COLORS[k as EdgeKind]} />
            </marker>
          ))}
        </defs>
        {layout.columns.map((c) => (
          <text key={c.x} x={c.x} y={18} className="col">
            {c.round !== null ? `Round ${c.round}` : "Tracker only"}
          </text>
        ))}
        {layout.bands.map((b, i) => (
          <g key={`${b.y}-${i}`}>
            <line x1={0} x2={layout.width} y1={b.y} y2={b.y} className="rule" />
            <text x={8} y={b.y + 17} className="band">
              {fitLabel(b.label, Math.floor(layout.width / 7))}
            </text>
          </g>
        ))}
        <g>
          {layout.edges.map((e, i) => (
            <path key={i} d={e.path} markerEnd={`url(#amap-arrow-${e.kind})`} className={`E ${e.kind} e-${e.source} e-${e.target}`} />
          ))}
        </g>
        {layout.nodes.map((n) => (
          <Node key={n.key} node={n} slug={slug} />
        ))}
      </svg>
    </div>
  );
}
