import { rewriteMarkers } from "./canonical";
import { diagnostic, type DiagnosticCode } from "./rules";
import { readingDiagnostics } from "./reading";
import { MARKER_LIMITS, markersByContribution } from "./marker-density";
import { isProseSection } from "./sections";
import { AGENT_EMOJI, CANONICAL_TITLE_PREFIX, REQUIRED_METADATA, SECTION_ORDER, SECTIONS, UNKNOWN_MARKER } from "./symbols";
import { normaliseId } from "../core/text";
import type { Diagnostic, ParsedDialogue, SourceLine } from "./types";
import { classifyLines, type Analysis, type ClassifiedLine } from "./walk";
import { readTensions } from "./reading/tensions";

export interface LintContext {
  titleLine: number | null;
  openFences: SourceLine[];
  /** The parser's walk over the document: the linter reads it rather than walking again. */
  analysis: Analysis;
}

type Check = (d: ParsedDialogue, ctx: LintContext) => Diagnostic[];

const opt = (file: string | undefined) => (file !== undefined ? { file } : {});

/** Every line outside code, headings included, for the line-by-line format checks. */
function proseLines(ctx: LintContext): ClassifiedLine[] {
  return ctx.analysis.containers
    .flatMap((c) => (c.heading ? [...classifyLines([c.heading]).lines, ...classifyLines(c.lines).lines] : classifyLines(c.lines).lines))
    .filter((l) => !(l.cls.kind === "content" && l.cls.code));
}

const missingTitle: Check = (d) =>
  d.layout === "single-file" && d.titleRaw === null ? [diagnostic("missing-title", 1, "The document has no `# ` title.")] : [];

const titleForm: Check = (d, ctx) =>
  d.layout === "single-file" && d.titleRaw !== null && !d.titleRaw.startsWith(CANONICAL_TITLE_PREFIX)
    ? [diagnostic("title-form", ctx.titleLine ?? 1, `Title \`# ${d.titleRaw}\` is not \`# ${CANONICAL_TITLE_PREFIX}…\`.`)]
    : [];

const metadataForm: Check = (d) =>
  d.metadata
    .filter((m) => m.form !== "canonical")
    .map((m) => diagnostic("metadata-form", m.line, `\`${m.key}\` is written ${m.form === "table" ? "as a table row" : "as `**Key:**`"}.`));

const missingMetadata: Check = (d) => {
  const keys = new Set(d.metadata.map((m) => m.key.toLowerCase()));
  const missing = REQUIRED_METADATA.filter((k) => !keys.has(k.toLowerCase()));
  return missing.length > 0 ? [diagnostic("missing-metadata", 1, `The header has no ${missing.map((k) => `\`${k}\``).join(", ")}.`)] : [];
};

const missingSection: Check = (d) => {
  const present = new Set(d.parts.flatMap((p) => (p.type === "section" && p.section.kind ? [p.section.kind] : [])));
  return SECTION_ORDER.filter((kind) => !present.has(kind)).map((kind) => diagnostic("missing-section", 1, `No \`## ${SECTIONS[kind].heading}\` section.`));
};

const agentHeadingOrder: Check = (d, ctx) => [
  ...proseLines(ctx).flatMap((l) =>
    l.cls.kind === "agent" && l.cls.form === "emoji-first"
      ? [diagnostic("agent-heading-order", l.line, `\`${l.text.trim()}\` puts the emoji before the name.`, opt(l.file))]
      : [],
  ),
  ...d.rounds.flatMap((r) =>
    r.contributions
      .filter((c) => c.headingForm === "emoji-first")
      .map((c) => diagnostic("agent-heading-order", c.line, `\`### ${AGENT_EMOJI} ${c.agent}\` puts the emoji before the name.`, opt(c.file))),
  ),
];

const idWidth: Check = (d, ctx) => [
  ...proseLines(ctx).flatMap((l) =>
    l.text.includes("[") && rewriteMarkers(l.text, { widen: true, unwrap: false }) !== l.text
      ? [diagnostic("id-width", l.line, "A marker id has a single digit.", opt(l.file))]
      : [],
  ),
  ...[...d.perspectives, ...d.tensions].flatMap((entry) => {
    const wide = normaliseId(entry.rawId);
    return wide && wide !== entry.rawId && (entry.rawId[0] === "P" || entry.rawId[0] === "T")
      ? [diagnostic("id-width", entry.line, `Registry id \`${entry.rawId}\` has a single digit.`, opt(entry.file))]
      : [];
  }),
];

const markerForm: Check = (_d, ctx) =>
  proseLines(ctx).flatMap((l) =>
    l.text.includes("[") && rewriteMarkers(l.text, { widen: false, unwrap: true }) !== l.text
      ? [diagnostic("marker-form", l.line, "A marker is wrapped in bold or followed by `]:`.", opt(l.file))]
      : [],
  );

const roundHeadingForm: Check = (d) =>
  d.rounds
    .filter((r) => r.headingForm !== "canonical" && r.headingForm !== "bare" && r.headingForm !== null)
    .map((r) => diagnostic("round-heading-form", r.line, `Round ${r.number} heading is not \`## Round N: Label\`.`, opt(r.file)));

const tableColumnCount: Check = (_d, ctx) =>
  ctx.analysis.tables.flatMap((t) =>
    t.rows
      .filter((row) => row.cells.length !== t.header.length)
      .map((row) => diagnostic("table-column-count", row.line, `Row has ${row.cells.length} cells; its header has ${t.header.length}.`, opt(row.file))),
  );

const unclosedFence: Check = (_d, ctx) => ctx.openFences.map((f) => diagnostic("unclosed-fence", f.line, "This code fence is never closed.", opt(f.file)));

// Judge round summaries (`### Round 1 Summary`) are rounds too: a dialogue written that way has rounds.
const noRounds: Check = (d) => (d.rounds.length === 0 && d.reading.rounds.length === 0 ? [diagnostic("no-rounds", 1, "The dialogue has no rounds.")] : []);

const roundStart: Check = (d) => {
  const first = d.rounds[0];
  const min = Math.min(...d.rounds.map((r) => r.number));
  return first && min !== 0 ? [diagnostic("round-start", first.line, `Rounds start at ${min}, not 0.`, opt(first.file))] : [];
};

const roundSequence: Check = (d) => {
  const sorted = d.rounds.map((r) => r.number).sort((a, b) => a - b);
  const broken = sorted.findIndex((n, i) => i > 0 && n !== sorted[i - 1]! + 1);
  if (broken <= 0) return [];
  const r = d.rounds.find((x) => x.number === sorted[broken]) ?? d.rounds[0]!;
  return [diagnostic("round-sequence", r.line, `Round ${sorted[broken]} follows round ${sorted[broken - 1]}.`, opt(r.file))];
};

const unknownSection: Check = (d) =>
  d.parts.flatMap((p) => {
    const s = p.type === "section" ? p.section : null;
    return s && s.kind === null && !isProseSection(s.heading)
      ? [diagnostic("unknown-section", s.line, `\`${"#".repeat(s.level)} ${s.heading}\` is not a section the contract knows; kept as written.`, opt(s.file))]
      : [];
  });

const unknownMarker: Check = (d) =>
  d.markers
    .filter((m) => m.type === UNKNOWN_MARKER)
    .map((m) =>
      diagnostic("unknown-marker", m.line, `\`${m.raw}\`: \`${m.name}\` is not a marker type the contract knows; kept as a generic marker.`, opt(m.file)),
    );

const markerMalformed: Check = (d, ctx) => [
  ...ctx.analysis.unclosed.map((u) => diagnostic("marker-malformed", u.line, `\`[${u.type}\` is not closed on its line.`, opt(u.file))),
  ...d.markers
    .filter((m) => (m.type === "PERSPECTIVE" || m.type === "TENSION") && m.id === null)
    .map((m) => diagnostic("marker-malformed", m.line, `\`${m.raw}\` has no id.`, opt(m.file))),
];

const duplicateId: Check = (d) => {
  const seen = new Set<string>();
  return d.markers.flatMap((m) => {
    if ((m.type !== "PERSPECTIVE" && m.type !== "TENSION") || !m.id) return [];
    const key = `${m.round}|${m.agent ?? ""}|${m.id}`;
    const again = seen.has(key);
    seen.add(key);
    return again ? [diagnostic("duplicate-id", m.line, `${m.agent ?? "The preamble"} raises ${m.id} twice in round ${m.round ?? "—"}.`, opt(m.file))] : [];
  });
};

/** TENSION ids raised by markers (first raise of each), and every id a RESOLVED marker names. */
function raisedAndResolved(d: ParsedDialogue) {
  const raised = new Map<string, ParsedDialogue["markers"][number]>();
  for (const m of d.markers) if (m.type === "TENSION" && m.id && normaliseId(m.id) && !raised.has(m.id)) raised.set(m.id, m);
  const resolved = new Set(d.markers.flatMap((m) => (m.type === "RESOLVED" ? m.refs : [])));
  return { raised, resolved };
}

const resolvedUnknownTension: Check = (d) => {
  const { raised } = raisedAndResolved(d);
  const tracked = new Set(d.tensions.map((t) => t.id));
  return d.markers.flatMap((m) => {
    if (m.type !== "RESOLVED") return [];
    const unknown = m.refs.filter((ref) => ref[0] === "T" && !raised.has(ref) && !tracked.has(ref));
    return unknown.length > 0 ? [diagnostic("resolved-unknown-tension", m.line, `${unknown.join(", ")} was never raised.`, opt(m.file))] : [];
  });
};

const tensionUnresolved: Check = (d) => {
  const { raised, resolved } = raisedAndResolved(d);
  const settled = new Set(d.tensions.filter((t) => t.status === "resolved" || t.status === "accepted" || t.status === "deferred").map((t) => t.id));
  const converged = d.status === "converged";
  return [...raised]
    .filter(([id]) => !resolved.has(id) && !settled.has(id))
    .map(([id, m]) =>
      diagnostic("tension-unresolved", m.line, `${id} (${m.description || "no label"}) is never resolved.`, {
        ...opt(m.file),
        severity: converged ? "warning" : "info",
      }),
    );
};

/**
 * The thread's final status is not what the tracker row says: a later marker or a later word of the Judge settled it
 * (the latter also reported, naming both lines, as `tracker-superseded`). The tracker row is where to fix it.
 */
const trackerDisagrees: Check = (d) =>
  d.threads.flatMap((t) => {
    if (t.registry === null || t.trackerStatus === null || t.trackerStatus === "unknown" || t.status === t.trackerStatus) return [];
    // They disagree on whether it is still open (either way), or the tracker defers what was settled.
    const isOpen = (s: string) => s === "open" || s === "partial";
    if (isOpen(t.trackerStatus) === isOpen(t.status) && t.trackerStatus !== "deferred") return [];
    const row = d.tensions[t.registry]!;
    const resolving = t.status === "resolved" ? t.events.find((e) => e.kind === "resolved") : undefined;
    const m = resolving ? d.markers[resolving.marker]! : null;
    const by = m ? [m.agent, m.round !== null ? `round ${m.round}` : null].filter(Boolean).join(", ") : "";
    const why = m ? `\`${m.raw}\`${by ? ` (${by})` : ""} resolves it` : `the Judge's later word rules it ${t.status}`;
    return [diagnostic("tracker-disagrees", row.line, `${t.id}: the tracker says \`${row.statusRaw || t.trackerStatus}\`; ${why}.`, opt(row.file))];
  });

/** A tracker row the Judge's later word overrules (a closing table, a FINAL tracker, `N/N resolved`): both lines named. */
const trackerSuperseded: Check = (d) => readTensions({ dialogue: d }).diagnostics;
/** The header's status against the Judge's final word: the reading keeps the final word and says so. */
const statusSuperseded: Check = (d) => readingDiagnostics(d.reading).filter((x) => x.code === "status-superseded");

const unknownAgent: Check = (d) => {
  const panel = new Set(d.panel.filter((p) => !p.judge).map((p) => p.name.toLowerCase()));
  if (panel.size === 0) return [];
  const reported = new Set<string>();
  return d.rounds.flatMap((r) =>
    r.contributions.flatMap((c) => {
      const name = c.agent.toLowerCase();
      if (c.judge || panel.has(name) || reported.has(name)) return [];
      reported.add(name);
      return [diagnostic("unknown-agent", c.line, `${c.agent} is not on the Expert Panel.`, opt(c.file))];
    }),
  );
};

const scoreboardTotalMismatch: Check = (d, ctx) => {
  const out: Diagnostic[] = [];
  for (const t of ctx.analysis.tables) {
    if (t.header.length !== 6) continue;
    const shape = t.header
      .slice(1, 5)
      .map((h) => h.split("**").join("").trim().toLowerCase()[0])
      .join("");
    for (const row of t.rows) {
      const [w, c, tr, r, total] = row.cells.slice(1).map((cell) => Number(cell.split("**").join("").trim()));
      if (![w, c, tr, r, total].every((n) => Number.isFinite(n)) || shape !== "wctr") continue;
      if (w! + c! + tr! + r! !== total)
        out.push(diagnostic("scoreboard-total-mismatch", row.line, `W+C+T+R = ${w! + c! + tr! + r!}, but the row's total is ${total}.`, opt(row.file)));
    }
  }
  const total = ctx.analysis.total;
  const totals = d.scoreboard.agents.map((a) => a.total);
  if (total && totals.length > 0 && totals.every((t) => t !== null)) {
    const sum = (totals as number[]).reduce((a, b) => a + b, 0);
    if (sum !== total.value)
      out.push(diagnostic("scoreboard-total-mismatch", total.line, `Agents' totals add up to ${sum}; Total ALIGNMENT says ${total.value}.`, opt(total.file)));
  }
  return out;
};

// One warning a contribution over its limit, and one for the dialogue over its own: counts, never a line per marker.
const markerDensity: Check = (d) => {
  const out: Diagnostic[] = [];
  if (d.markers.length <= MARKER_LIMITS.perContribution) return out;
  for (const [c, ordinals] of markersByContribution(d))
    if (ordinals.length > MARKER_LIMITS.perContribution)
      out.push(
        diagnostic(
          "marker-density",
          c.line,
          `${c.agent}'s contribution holds ${ordinals.length.toLocaleString("en")} markers, over the ${MARKER_LIMITS.perContribution} a contribution may hold.`,
          opt(c.file),
        ),
      );
  if (d.markers.length > MARKER_LIMITS.perDialogue)
    out.push(
      diagnostic(
        "marker-density",
        d.markers[0]!.line,
        `The dialogue holds ${d.markers.length.toLocaleString("en")} markers, over the ${MARKER_LIMITS.perDialogue.toLocaleString("en")} a dialogue may hold.`,
        opt(d.markers[0]!.file),
      ),
    );
  return out;
};

/**
 * The contract's checks, one small function per code, in the order they report. Format checks find what
 * renderDialogue rewrites, content checks what it keeps. `json-invalid` is the directory reader's own.
 */
export const CHECKS: Record<Exclude<DiagnosticCode, "json-invalid">, Check> = {
  "missing-title": missingTitle,
  "title-form": titleForm,
  "metadata-form": metadataForm,
  "missing-metadata": missingMetadata,
  "missing-section": missingSection,
  "agent-heading-order": agentHeadingOrder,
  "id-width": idWidth,
  "marker-form": markerForm,
  "round-heading-form": roundHeadingForm,
  "table-column-count": tableColumnCount,
  "unclosed-fence": unclosedFence,
  "no-rounds": noRounds,
  "round-start": roundStart,
  "round-sequence": roundSequence,
  "unknown-section": unknownSection,
  "unknown-marker": unknownMarker,
  "marker-malformed": markerMalformed,
  "duplicate-id": duplicateId,
  "resolved-unknown-tension": resolvedUnknownTension,
  "tension-unresolved": tensionUnresolved,
  "tracker-disagrees": trackerDisagrees,
  "tracker-superseded": trackerSuperseded,
  "status-superseded": statusSuperseded,
  "unknown-agent": unknownAgent,
  "scoreboard-total-mismatch": scoreboardTotalMismatch,
  "marker-density": markerDensity,
};

/** Every check of the contract over one parsed dialogue. */
export function lintDialogue(d: ParsedDialogue, ctx: LintContext): Diagnostic[] {
  return Object.values(CHECKS).flatMap((check) => check(d, ctx));
}
