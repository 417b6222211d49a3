/**
 * Closed tables of the format contract. The parser, the renderer, the linter and specificationMarkdown() all read
 * these, so a spelling added here is accepted, rendered and documented at once.
 */

/** Agent emoji (U+1F9C1 cupcake) and Judge emoji (U+1F499 blue heart). */
export const AGENT_EMOJI = "\u{1F9C1}";
export const JUDGE_EMOJI = "\u{1F499}";

/** The core marker types, in the order the specification lists them. */
export const CORE_MARKER_TYPES = ["PERSPECTIVE", "TENSION", "REFINEMENT", "CONCESSION", "RESOLVED", "MOVE"] as const;

/**
 * Every marker type the contract recognises after `[`. Longer spellings come first so `[REFINED RESOLUTION` is not
 * read as `[REFINED`. Each must be followed by a space, `:` or `]` to count.
 */
export const MARKER_TYPES = [
  "DESIGN CONVERGENCE CONFIRMED",
  "CONVERGENCE CONFIRMED",
  "CONVERGENCE PROPOSAL",
  "REFINED RESOLUTION",
  "MINORITY VERDICT",
  "CONCEDE-WITH-SCOPE",
  "PERSPECTIVE",
  "TENSION",
  "REFINEMENT",
  "CONCESSION",
  "RESOLVED",
  "RESOLUTION",
  "MOVE",
  "ACKNOWLEDGED",
  "CHALLENGE",
  "CONFIRM",
  "REFINED",
  "DISSENT",
  "ACCEPT",
  "DEFER",
  "RE",
] as const;

/** A bracket shaped like a marker (`[` + upper-case words) whose type the contract does not know: kept and reported. */
export const UNKNOWN_MARKER = "UNKNOWN";
export type MarkerType = (typeof MARKER_TYPES)[number] | typeof UNKNOWN_MARKER;
export type CoreMarkerType = (typeof CORE_MARKER_TYPES)[number];

/** What each marker type means, for the specification and the UI. */
export const MARKER_MEANING: Record<MarkerType, string> = {
  PERSPECTIVE: "a new perspective; carries an id P01, P02, … numbered per agent",
  TENSION: "a tension between positions; carries an id T01, T02, … numbered per agent",
  REFINEMENT: "builds on another agent's point; may name the id it refines (`on T01`)",
  CONCESSION: "concedes a point; may name the agent and id (`to Strudel on T01`)",
  RESOLVED: "resolves one or more tensions (`T01`, `T1/T4`, `T06, T01`, `MUFFIN R1-T01`)",
  MOVE: "a dialogue move such as `[MOVE:CONVERGE]`",
  RESOLUTION: "a proposed resolution of a tension",
  ACKNOWLEDGED: "acknowledges a tension without resolving it",
  "CONVERGENCE CONFIRMED": "confirms convergence (pattern-document style)",
  "CONVERGENCE PROPOSAL": "proposes convergence",
  "DESIGN CONVERGENCE CONFIRMED": "confirms convergence on a design",
  "REFINED RESOLUTION": "refines an earlier resolution",
  REFINED: "a refined position",
  CONFIRM: "confirms a perspective or position",
  CHALLENGE: "challenges a position",
  ACCEPT: "accepts a resolution",
  DEFER: "defers a question",
  DISSENT: "records dissent",
  "MINORITY VERDICT": "records a minority verdict",
  "CONCEDE-WITH-SCOPE": "concedes within a stated scope",
  RE: "responds to an id (`[RE:RESOLVE T14]`, `[RE:SUPPORT P03]`)",
  UNKNOWN:
    "any other `[` + upper-case words followed by a space, `:` or `]` (`[CONSENSUS REACHED]`): kept as a generic marker and reported by `unknown-marker`",
};

/** Title prefixes removed from the H1, split at the first `: ` only. */
export const TITLE_PREFIXES = ["Alignment Dialogue", "RFC Dialogue", "Dialogue"] as const;
export const CANONICAL_TITLE_PREFIX = "Alignment Dialogue: ";

/** Canonical sections, with every spelling of their heading observed in real dialogues (case-insensitive prefix). */
export const SECTIONS = {
  panel: { heading: "Expert Panel", spellings: ["expert panels by round", "expert panel", "panel", "expert roster"] },
  scoreboard: {
    heading: "Alignment Scoreboard",
    spellings: ["alignment scoreboard", "final alignment scoreboard", "scoreboard", "final scoreboard", "final alignment scores", "per-agent"],
  },
  perspectives: { heading: "Perspectives Inventory", spellings: ["perspectives inventory", "perspectives registered", "key perspectives"] },
  pool: { heading: "Expert Pool", spellings: ["expert pool"] },
  tensions: {
    heading: "Tensions Tracker",
    spellings: [
      "tensions tracker",
      "tensions identified",
      "tensions resolved",
      "resolved tensions",
      "tensions",
      "key tensions",
      "accumulated tensions",
      "tensions status",
    ],
  },
} as const;

export type SectionKind = keyof typeof SECTIONS;

/**
 * Sections the contract knows and keeps as prose (case-insensitive prefix of the heading, emoji removed). Any other
 * heading is kept too, and reported by `unknown-section`, so new vocabulary shows up instead of vanishing.
 */
export const PROSE_SECTIONS = [
  "judge",
  "verdict",
  "final verdict",
  "converged",
  "convergence",
  "100% convergence",
  "final",
  "consensus",
  "dialogue complete",
  "alignment achieved",
  "recommendation",
  "recommendations",
  "rfc recommendation",
  "problem statement",
  "question",
  "topic",
  "context",
  "open questions",
  "summary",
  "dialogue",
  "rounds",
  "lessons learned",
  "expert pool",
  "dialogue location",
  "key insights",
  "status",
  "background",
  "velocity",
  "opening arguments",
  "resolved",
  "partially addressed",
  "open",
  "accumulated tensions",
  "tension summary",
  "round",
  "scoreboard after round",
  "what round",
  "emerging",
  "strong convergence",
  "result",
  "key design decisions",
  "architecture",
  "decision",
  "proposal",
  "next steps",
] as const;
export const SECTION_ORDER: SectionKind[] = ["panel", "scoreboard", "perspectives", "tensions"];

/** Header metadata keys the generator writes; Blue's header-completeness check wants the first three. */
export const REQUIRED_METADATA = ["Draft", "Participants", "Status"] as const;

/** The four scoring dimensions, with the column spellings that name them. */
export const DIMENSIONS = {
  wisdom: ["wisdom", "w"],
  consistency: ["consistency", "c"],
  truth: ["truth", "t"],
  relationships: ["relationships", "r"],
} as const;
export type Dimension = keyof typeof DIMENSIONS;

/** Normalised tension / perspective statuses, with the words that select them (first word of the cleaned cell). */
export const STATUS_WORDS: Record<string, RegistryStatus> = {
  resolved: "resolved",
  closed: "resolved",
  consensus: "resolved",
  agreed: "resolved",
  addressed: "resolved",
  eliminated: "resolved",
  open: "open",
  active: "open",
  unresolved: "open",
  emerging: "open",
  disputed: "open",
  pending: "open",
  deferred: "deferred",
  defer: "deferred",
  accepted: "accepted",
  partial: "partial",
  partially: "partial",
  conditional: "partial",
  narrowed: "partial",
  superseded: "superseded",
  subsumed: "superseded",
};
/** Statuses a tracker row can carry; `unknown` when the row has no status the contract can read. */
export const REGISTRY_STATUSES = ["open", "partial", "resolved", "deferred", "accepted", "superseded", "unknown"] as const;
export type RegistryStatus = (typeof REGISTRY_STATUSES)[number];
/**
 * A tension thread's final status: the tracker's, upgraded by a later RESOLVED marker; `untracked` when the dialogue
 * has a tracker and the thread's marker maps onto none of its rows.
 */
export type ThreadStatus = RegistryStatus | "untracked";
/** The thread statuses search's facet offers (`open` takes in `partial`), in its order. */
export const SEARCH_ENTRY_STATUSES = ["open", "resolved", "deferred", "accepted", "superseded", "untracked"] as const satisfies readonly ThreadStatus[];
/** What search keeps of a dialogue, one entry a marker of these kinds, in the order facets show them. */
export const SEARCH_ENTRY_TYPES = ["tension", "perspective", "resolution", "refinement", "concession"] as const;
/** The statuses that count as open everywhere (index column, Threads header, search facet, stats). */
export const OPEN_STATUSES: readonly ThreadStatus[] = ["open", "partial"];

/** Dialogue status, from the first `Status` metadata value. */
export type DialogueStatus = "in-progress" | "converged" | "complete" | "recorded" | "unknown";
/** Every dialogue status, in the order the index's filter offers them. */
export const DIALOGUE_STATUSES = ["converged", "complete", "in-progress", "recorded", "unknown"] as const satisfies readonly DialogueStatus[];
export const DIALOGUE_STATUS_WORDS: [string, DialogueStatus][] = [
  ["converged", "converged"],
  ["convergence", "converged"],
  ["complete", "complete"],
  ["completed", "complete"],
  ["in progress", "in-progress"],
  ["in-progress", "in-progress"],
  ["active", "in-progress"],
  ["recorded", "recorded"],
];

/** Files of a round-scoped directory that are not an agent's contribution. */
/** File names that say "this is a dialogue" whatever the content, longest first. */
export const DIALOGUE_FILE_SUFFIXES = [".dialogue.recorded.md", ".dialogue.md"] as const;
export const MARKDOWN_SUFFIX = ".md";
export const JSON_SUFFIX = ".json";
/** A GoopSpec envelope kept on its own (an agent's reference file) is XML; what it is, its content says. */
export const XML_SUFFIX = ".xml";
/** A round-scoped directory (RFC 0033) holds `round-N/` folders and `round-N.summary.md` files. */
export const ROUND_SEGMENT_PREFIX = "round-";
export const DIRECTORY_SUMMARY_SUFFIX = ".summary.md";

export const DIRECTORY_NON_AGENT_FILES = ["summary", "scoreboard", "tensions", "verdict", "context-brief", "background", "convergence", "readme"] as const;

/** The pastry names Blue gives its agents (its PASTRY_NAMES), used to recognise agent-prefixed ids. */
export const PASTRY_NAMES = [
  "Muffin",
  "Cupcake",
  "Scone",
  "Eclair",
  "Donut",
  "Brioche",
  "Croissant",
  "Macaron",
  "Cannoli",
  "Strudel",
  "Beignet",
  "Churro",
  "Profiterole",
  "Tartlet",
  "Galette",
  "Palmier",
  "Kouign",
  "Sfogliatella",
  "Financier",
  "Religieuse",
] as const;
