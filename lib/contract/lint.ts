import { classifyLines, type Analysis } from "./walk";
import { rewriteMarkers } from "./canonical";
import { diagnostic } from "./diagnostics";
import { isProseSection } from "./sections";
import { AGENT_EMOJI, CANONICAL_TITLE_PREFIX, REQUIRED_METADATA, SECTION_ORDER, SECTIONS, UNKNOWN_MARKER } from "./symbols";
import { normaliseId } from "./text";
import type { Diagnostic, ParsedDialogue, SourceLine } from "./types";

export interface LintContext {
  titleLine: number | null;
  openFences: SourceLine[];
  /** The parser's walk over the document: the linter reads it rather than walking again. */
  analysis: Analysis;
}

const opt = (file: string | undefined) => (file !== undefined ? { file } : {});

/** Every check of the contract; format checks find what renderDialogue rewrites, content checks what it keeps. */
export function lintDialogue(d: ParsedDialogue, ctx: LintContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  const { containers, tables, unclosed, total } = ctx.analysis;
  const markers = d.markers;

  // Format: header.
  if (d.layout === "single-file") {
    if (d.titleRaw === null) out.push(diagnostic("missing-title", 1, "The document has no `# ` title."));
    else if (!d.titleRaw.startsWith(CANONICAL_TITLE_PREFIX)) {
      out.push(diagnostic("title-form", ctx.titleLine ?? 1, `Title \`# ${d.titleRaw}\` is not \`# ${CANONICAL_TITLE_PREFIX}…\`.`));
    }
  }
  for (const m of d.metadata) {
    if (m.form !== "canonical") out.push(diagnostic("metadata-form", m.line, `\`${m.key}\` is written ${m.form === "table" ? "as a table row" : "as `**Key:**`"}.`));
  }
  const keys = new Set(d.metadata.map((m) => m.key.toLowerCase()));
  const missingKeys = REQUIRED_METADATA.filter((k) => !keys.has(k.toLowerCase()));
  if (missingKeys.length > 0) out.push(diagnostic("missing-metadata", 1, `The header has no ${missingKeys.map((k) => `\`${k}\``).join(", ")}.`));
  const present = new Set(d.parts.flatMap((p) => (p.type === "section" && p.section.kind ? [p.section.kind] : [])));
  for (const kind of SECTION_ORDER) {
    if (!present.has(kind)) out.push(diagnostic("missing-section", 1, `No \`## ${SECTIONS[kind].heading}\` section.`));
  }

  // Format: line by line.
  for (const c of containers) {
    const lines = c.heading ? [...classifyLines([c.heading]).lines, ...classifyLines(c.lines).lines] : classifyLines(c.lines).lines;
    for (const l of lines) {
      if (l.cls.kind === "content" && l.cls.code) continue;
      if (l.cls.kind === "agent" && l.cls.form === "emoji-first") {
        out.push(diagnostic("agent-heading-order", l.line, `\`${l.text.trim()}\` puts the emoji before the name.`, opt(l.file)));
      }
      if (l.text.includes("[")) {
        if (rewriteMarkers(l.text, { widen: true, unwrap: false }) !== l.text) {
          out.push(diagnostic("id-width", l.line, "A marker id has a single digit.", opt(l.file)));
        }
        if (rewriteMarkers(l.text, { widen: false, unwrap: true }) !== l.text) {
          out.push(diagnostic("marker-form", l.line, "A marker is wrapped in bold or followed by `]:`.", opt(l.file)));
        }
      }
    }
  }
  for (const r of d.rounds) {
    for (const c of r.contributions) {
      if (c.headingForm === "emoji-first") out.push(diagnostic("agent-heading-order", c.line, `\`### ${AGENT_EMOJI} ${c.agent}\` puts the emoji before the name.`, opt(c.file)));
    }
    if (r.headingForm !== "canonical" && r.headingForm !== "bare" && r.headingForm !== null) out.push(diagnostic("round-heading-form", r.line, `Round ${r.number} heading is not \`## Round N: Label\`.`, opt(r.file)));
  }
  for (const entry of [...d.perspectives, ...d.tensions]) {
    const wide = normaliseId(entry.rawId);
    if (wide && wide !== entry.rawId && (entry.rawId[0] === "P" || entry.rawId[0] === "T")) {
      out.push(diagnostic("id-width", entry.line, `Registry id \`${entry.rawId}\` has a single digit.`, opt(entry.file)));
    }
  }
  for (const t of tables) {
    for (const row of t.rows) {
      if (row.cells.length !== t.header.length) {
        out.push(diagnostic("table-column-count", row.line, `Row has ${row.cells.length} cells; its header has ${t.header.length}.`, opt(row.file)));
      }
    }
  }
  for (const f of ctx.openFences) out.push(diagnostic("unclosed-fence", f.line, "This code fence is never closed.", opt(f.file)));

  // Content: rounds.
  const numbers = d.rounds.map((r) => r.number);
  if (numbers.length === 0) out.push(diagnostic("no-rounds", 1, "The dialogue has no rounds."));
  else {
    const first = d.rounds[0]!;
    if (Math.min(...numbers) !== 0) out.push(diagnostic("round-start", first.line, `Rounds start at ${Math.min(...numbers)}, not 0.`, opt(first.file)));
    const sorted = [...numbers].sort((a, b) => a - b);
    const broken = sorted.findIndex((n, i) => i > 0 && n !== sorted[i - 1]! + 1);
    if (broken > 0) {
      const r = d.rounds.find((x) => x.number === sorted[broken]) ?? first;
      out.push(diagnostic("round-sequence", r.line, `Round ${sorted[broken]} follows round ${sorted[broken - 1]}.`, opt(r.file)));
    }
  }

  // Content: what the contract does not model is kept, and said.
  for (const p of d.parts) {
    const s = p.type === "section" ? p.section : null;
    if (!s || s.kind !== null || isProseSection(s.heading)) continue;
    out.push(diagnostic("unknown-section", s.line, `\`${"#".repeat(s.level)} ${s.heading}\` is not a section the contract knows; kept as written.`, opt(s.file)));
  }
  for (const m of markers) {
    if (m.type === UNKNOWN_MARKER) out.push(diagnostic("unknown-marker", m.line, `\`${m.raw}\`: \`${m.name}\` is not a marker type the contract knows; kept as a generic marker.`, opt(m.file)));
  }

  // Content: markers.
  for (const u of unclosed) out.push(diagnostic("marker-malformed", u.line, `\`[${u.type}\` is not closed on its line.`, opt(u.file)));
  const seen = new Set<string>();
  for (const m of markers) {
    if ((m.type === "PERSPECTIVE" || m.type === "TENSION") && m.id === null) {
      out.push(diagnostic("marker-malformed", m.line, `\`${m.raw}\` has no id.`, opt(m.file)));
      continue;
    }
    if ((m.type === "PERSPECTIVE" || m.type === "TENSION") && m.id) {
      const key = `${m.round}|${m.agent ?? ""}|${m.id}`;
      if (seen.has(key)) out.push(diagnostic("duplicate-id", m.line, `${m.agent ?? "The preamble"} raises ${m.id} twice in round ${m.round ?? "—"}.`, opt(m.file)));
      seen.add(key);
    }
  }
  const raised = new Map<string, (typeof markers)[number]>();
  for (const m of markers) if (m.type === "TENSION" && m.id && normaliseId(m.id) && !raised.has(m.id)) raised.set(m.id, m);
  const tracked = new Set(d.tensions.map((t) => t.id));
  const settledInTracker = new Set(d.tensions.filter((t) => t.status === "resolved" || t.status === "accepted" || t.status === "deferred").map((t) => t.id));
  const resolved = new Set<string>();
  for (const m of markers) {
    if (m.type !== "RESOLVED") continue;
    for (const ref of m.refs) resolved.add(ref);
    const unknown = m.refs.filter((ref) => ref[0] === "T" && !raised.has(ref) && !tracked.has(ref));
    if (unknown.length > 0) out.push(diagnostic("resolved-unknown-tension", m.line, `${unknown.join(", ")} was never raised.`, opt(m.file)));
  }
  const converged = d.status === "converged" || d.status === "complete";
  for (const [id, m] of raised) {
    if (resolved.has(id) || settledInTracker.has(id)) continue;
    out.push(diagnostic("tension-unresolved", m.line, `${id} (${m.description || "no label"}) is never resolved.`, { ...opt(m.file), severity: converged ? "warning" : "info" }));
  }

  // Content: the tracker against the markers. The thread's final status already took the marker's side.
  for (const t of d.threads) {
    if (t.registry === null || t.trackerStatus === null || !["open", "partial", "deferred"].includes(t.trackerStatus)) continue;
    const resolving = t.events.find((e) => e.kind === "resolved");
    if (!resolving) continue;
    const row = d.tensions[t.registry]!;
    const m = markers[resolving.marker]!;
    const by = [m.agent, m.round !== null ? `round ${m.round}` : null].filter(Boolean).join(", ");
    out.push(diagnostic("tracker-disagrees", row.line, `${t.id}: the tracker says \`${row.statusRaw || t.trackerStatus}\`; \`${m.raw}\`${by ? ` (${by})` : ""} resolves it.`, opt(row.file)));
  }

  // Content: agents.
  const panel = new Set(d.panel.filter((p) => !p.judge).map((p) => p.name.toLowerCase()));
  if (panel.size > 0) {
    const reported = new Set<string>();
    for (const r of d.rounds) {
      for (const c of r.contributions) {
        const name = c.agent.toLowerCase();
        if (c.judge || panel.has(name) || reported.has(name)) continue;
        reported.add(name);
        out.push(diagnostic("unknown-agent", c.line, `${c.agent} is not on the Expert Panel.`, opt(c.file)));
      }
    }
  }

  // Content: arithmetic.
  for (const t of tables) {
    if (t.header.length !== 6) continue;
    for (const row of t.rows) {
      const [w, c, tr, r, total] = row.cells.slice(1).map((cell) => Number(cell.split("**").join("").trim()));
      if (![w, c, tr, r, total].every((n) => Number.isFinite(n))) continue;
      const shape = t.header.slice(1, 5).map((h) => h.split("**").join("").trim().toLowerCase()[0]).join("");
      if (shape !== "wctr") continue;
      if (w! + c! + tr! + r! !== total) out.push(diagnostic("scoreboard-total-mismatch", row.line, `W+C+T+R = ${w! + c! + tr! + r!}, but the row's total is ${total}.`, opt(row.file)));
    }
  }
  const totals = d.scoreboard.agents.map((a) => a.total);
  if (total && totals.length > 0 && totals.every((t) => t !== null)) {
    const sum = (totals as number[]).reduce((a, b) => a + b, 0);
    if (sum !== total.value) out.push(diagnostic("scoreboard-total-mismatch", total.line, `Agents' totals add up to ${sum}; Total ALIGNMENT says ${total.value}.`, opt(total.file)));
  }
  return out;
}
