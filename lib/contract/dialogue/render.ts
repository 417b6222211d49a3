import { type ConsensusRow, renderConsensusSection } from "./consensus";
import { classifyLines } from "./walk";
import { rewriteMarkers } from "./canonical";
import { readHeading } from "./lines";
import { AGENT_EMOJI, CANONICAL_TITLE_PREFIX, JUDGE_EMOJI, SECTIONS, SECTION_ORDER, type SectionKind } from "./symbols";
import { headerKey, renderRow, renderSeparator } from "./tables";
import { normaliseId } from "../core/text";
import type { Contribution, Marker, ParsedDialogue, SourceLine } from "./types";

export interface RenderBodyOptions {
  /** Headings of embedded files (a directory's agent files) move three levels down so they cannot end a round. */
  demote?: boolean;
  /** Widen the id column of registry tables. */
  registry?: boolean;
}

/** `### Name 🧁 (Role) → note`: the generator's order, keeping role and note. */
export function agentHeading(c: Pick<Contribution, "agent" | "judge" | "role" | "note">): string {
  if (c.judge) return `### ${JUDGE_EMOJI} ${c.note ?? c.agent}`;
  return `### ${c.agent} ${AGENT_EMOJI}${c.role ? ` (${c.role})` : ""}${c.note ? ` \u2192 ${c.note}` : ""}`;
}

export function escapeCell(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) out += s[i] === "|" && s[i - 1] !== "\\" ? "\\|" : s[i];
  return out;
}

/** Canonical lines of a block of markdown the contract keeps as written (prose, tables, code). */
export function renderBody(lines: SourceLine[], options: RenderBodyOptions = {}): string[] {
  const out: string[] = [];
  const classified = classifyLines(lines);
  let tableWidth = 0;
  let idColumn = -1;
  for (let i = 0; i < classified.lines.length; i++) {
    const l = classified.lines[i]!;
    const cls = l.cls;
    if (cls.kind === "content" && cls.code) {
      out.push(l.text);
      continue;
    }
    if (cls.kind === "table-row") {
      const next = classified.lines[i + 1];
      const startsTable = tableWidth === 0 && next?.cls.kind === "table-row" && next.cls.separator;
      if (startsTable) {
        tableWidth = cls.cells.length;
        idColumn = options.registry ? cls.cells.findIndex((c) => headerKey(c) === "id") : -1;
      }
      if (tableWidth === 0) {
        out.push(rewriteMarkers(l.text, { widen: true, unwrap: false }));
        continue;
      }
      if (cls.separator && !startsTable) {
        out.push(renderSeparator(tableWidth));
        continue;
      }
      const cells = cls.cells.map((cell, at) => {
        const widened = rewriteMarkers(cell, { widen: true, unwrap: false });
        if (at !== idColumn || startsTable) return widened;
        const bare = widened.split("**").join("");
        const id = normaliseId(bare);
        return id && (bare[0] === "P" || bare[0] === "T") ? widened.split(bare).join(id) : widened;
      });
      out.push(renderRow(cells, tableWidth));
      continue;
    }
    tableWidth = 0;
    idColumn = -1;
    const text = rewriteMarkers(l.text, { widen: true, unwrap: true });
    const heading = readHeading(text.trim());
    if (heading && options.demote && heading.level <= 3) {
      out.push("#".repeat(heading.level + 3) + " " + heading.text);
      continue;
    }
    if (cls.kind === "agent") {
      out.push(agentHeading({ agent: cls.name, judge: cls.judge, role: cls.role, note: cls.note }));
      continue;
    }
    out.push(text);
  }
  if (classified.openFence) {
    const opened = classified.openFence.text.trim();
    let run = 0;
    while (opened[run] === opened[0]) run++;
    out.push(opened.slice(0, run));
  }
  return out;
}

/** Sections the document lacks, written from what it does say, so the canonical file has the generator's layout. */
function missingSections(d: ParsedDialogue, present: Set<SectionKind>): string[] {
  const out: string[] = [];
  const agents: string[] = [];
  for (const r of d.rounds) for (const c of r.contributions) if (!c.judge && !agents.includes(c.agent)) agents.push(c.agent);
  const raisedBy = (m: Marker) => (m.agent ? `${AGENT_EMOJI} ${m.agent}` : "\u2014");
  for (const kind of SECTION_ORDER) {
    if (present.has(kind)) continue;
    out.push(`## ${SECTIONS[kind].heading}`, "");
    if (kind === "panel") {
      out.push("| Agent | Role | Tier | Relevance | Emoji |", renderSeparator(5));
      const members =
        d.panel.length > 0 ? d.panel : agents.map((name) => ({ name, aliases: [], role: null, tier: null, relevance: null, emoji: AGENT_EMOJI, judge: false }));
      for (const m of members) {
        out.push(
          renderRow([
            `${m.emoji} ${m.name}`,
            escapeCell(m.role ?? "\u2014"),
            m.tier ?? "\u2014",
            m.relevance !== null ? m.relevance.toFixed(2) : "\u2014",
            m.emoji,
          ]),
        );
      }
    }
    if (kind === "scoreboard") {
      out.push("| Agent | Wisdom | Consistency | Truth | Relationships | **Total** |", renderSeparator(6));
      const cell = (n: number | undefined) => (n === undefined ? "\u2014" : String(n));
      for (const a of d.scoreboard.agents) {
        out.push(
          renderRow([
            `${AGENT_EMOJI} ${a.agent}`,
            cell(a.wisdom),
            cell(a.consistency),
            cell(a.truth),
            cell(a.relationships),
            a.total === null ? "\u2014" : `**${a.total}**`,
          ]),
        );
      }
    }
    if (kind === "perspectives") {
      out.push("| ID | Agent | Perspective | Round |", renderSeparator(4));
      for (const m of d.markers) {
        if (m.type !== "PERSPECTIVE" || !m.id || !normaliseId(m.id)) continue;
        out.push(renderRow([m.id, raisedBy(m), escapeCell(m.description), m.round === null ? "\u2014" : String(m.round)]));
      }
    }
    if (kind === "tensions") {
      out.push("| ID | Tension | Status | Raised | Resolved |", renderSeparator(5));
      for (const m of d.markers) {
        if (m.type !== "TENSION" || !m.id || !normaliseId(m.id)) continue;
        const by = d.markers.find((r) => r.type === "RESOLVED" && r.refs.includes(m.id!));
        const raised = `${m.agent ?? "\u2014"}${m.round !== null ? ` R${m.round}` : ""}`;
        const resolvedIn = by ? (by.round !== null ? `R${by.round}` : "\u2713") : "\u2014";
        out.push(renderRow([m.id, escapeCell(m.description), by ? "Resolved" : "Open", raised, resolvedIn]));
      }
    }
    out.push("");
  }
  return out;
}

export interface RenderOptions {
  /** Human judges' consensus, appended as its own section (an export option; the file's scoreboard is untouched). */
  consensus?: { rows: ConsensusRow[]; judgeCount: number };
}

/** RFC 0028's render: canonical markdown. Faithful first: every round, agent, marker, score and line of prose stays. */
export function renderDialogue(d: ParsedDialogue, options: RenderOptions = {}): string {
  const out: string[] = [`# ${CANONICAL_TITLE_PREFIX}${d.title ?? "Untitled dialogue"}`, ""];
  for (const m of d.metadata) {
    out.push(`**${m.key}**: ${m.value}`.trimEnd());
    out.push(...m.continuation);
  }
  if (d.metadata.length > 0) out.push("");
  const preamble = renderBody(d.preamble);
  while (preamble.length > 0 && preamble[0]!.trim() === "") preamble.shift();
  while (preamble.length > 0 && preamble[preamble.length - 1]!.trim() === "") preamble.pop();
  if (preamble.length > 0) out.push(...preamble, "");
  const present = new Set(d.parts.flatMap((p) => (p.type === "section" && p.section.kind ? [p.section.kind] : [])));
  out.push(...missingSections(d, present));
  // A directory's expert-pool.json has no section of its own: the canonical file carries it as the Expert Pool.
  if (d.roster.length > 0 && !present.has("pool")) {
    out.push(`## ${SECTIONS.pool.heading}`, "", "| Role | Tier | Relevance | Agent | Selected |", renderSeparator(5));
    for (const e of d.roster)
      out.push(
        renderRow([
          escapeCell(e.role),
          e.tier ?? "\u2014",
          e.relevance !== null ? e.relevance.toFixed(2) : "\u2014",
          e.name ? `${AGENT_EMOJI} ${e.name}` : "\u2014",
          e.selected ? "yes" : "no",
        ]),
      );
    out.push("");
  }
  const demote = d.layout === "directory";
  for (const part of d.parts) {
    if (part.type === "section") {
      const s = part.section;
      out.push(`${"#".repeat(s.level)} ${rewriteMarkers(s.heading, { widen: true, unwrap: false })}`);
      out.push(...renderBody(s.lines, { demote, registry: s.kind === "perspectives" || s.kind === "tensions" }));
      continue;
    }
    const r = part.round;
    out.push(r.label ? `## Round ${r.number}: ${r.label}` : `## Round ${r.number}`);
    out.push(...renderBody(r.intro, { demote }));
    for (const c of r.contributions) {
      if (demote) out.push("");
      // A bold speaker line is the contribution's first line: it is its own heading.
      if (c.headingForm !== "bold-speaker") out.push(agentHeading(c));
      out.push(...renderBody(c.lines, { demote }));
    }
  }
  if (options.consensus && options.consensus.rows.length > 0) {
    while (out.length > 0 && out[out.length - 1]!.trim() === "") out.pop();
    out.push(
      "",
      ...renderConsensusSection(
        options.consensus.rows.map((r) => ({ ...r, agent: `${AGENT_EMOJI} ${escapeCell(r.agent)}` })),
        options.consensus.judgeCount,
      ),
    );
  }
  while (out.length > 0 && out[out.length - 1]!.trim() === "") out.pop();
  return out.join("\n") + "\n";
}
