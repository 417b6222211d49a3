import { z } from "zod";
import { INDEX_SORTS } from "@/lib/dialogue-index";
import { slugSchema } from "@/lib/db/slug";
import { SCOPES } from "@/lib/auth/scopes";
import { allAuditRules, MOVER_BASES } from "@/lib/contract";
import { ANY_FINDING } from "@/lib/audit-rules";

/** Every audit rule's code: the dialogue's convergence rules and each agent format's claim-versus-delivery rules. */
const AUDIT_CODES = allAuditRules().map((r) => r.code) as [string, ...string[]];

/** The schemas of the API's inputs and outputs; lib/api/endpoints.ts names which operation uses which. */

export const slugParams = z.object({ slug: slugSchema.describe("The document's slug, as in its page's address.") });

export const diagnosticSchema = z
  .object({
    severity: z.enum(["error", "warning", "info"]),
    code: z.string(),
    kind: z.enum(["format", "content"]),
    line: z.number().int(),
    file: z.string().optional(),
    message: z.string(),
    hint: z.string(),
  })
  .meta({ id: "Diagnostic" });

const evidenceLineSchema = z.object({
  line: z.number().int(),
  file: z.string().optional().describe("A directory's file."),
  text: z.string().describe("The line exactly as the source has it."),
});

export const persuasionMoveSchema = z
  .object({
    agent: z.string().describe("The agent who moved."),
    kind: z.enum(["stance", "concession"]).describe("A change of stance between positions, or a concession on a tension."),
    from: z.string().optional().describe("A stance change: the stance before (`converge`, `dissent`, or a move's own word)."),
    to: z.string().optional(),
    tension: z.string().optional().describe("A concession: the tension conceded."),
    round: z.number().int(),
    message: z.string(),
    evidence: z.array(evidenceLineSchema).min(1).describe("The agent's previous position (for a stance change) and the move."),
    movers: z
      .array(
        z.object({
          agent: z.string(),
          basis: z.enum(MOVER_BASES).describe("named: the move names them; addressed: they argued the conceded tension; argued: they argued in between."),
          evidence: z.array(evidenceLineSchema).describe("Their markers behind the credit, nearest three."),
        }),
      )
      .describe("Empty when no other agent argued since the agent's previous position. docs/audit.md states the rule."),
  })
  .meta({ id: "PersuasionMove" });

export const auditFindingSchema = z
  .object({
    rule: z.enum(AUDIT_CODES).describe("The rule's code; docs/audit.md defines each."),
    message: z.string(),
    agent: z.string().optional().describe("Who the finding is about: a dialogue's agent, or the model, agent or tool an agent format's document names."),
    tension: z.string().optional().describe("The tension's id as the dialogue writes it."),
    round: z.number().int().optional(),
    evidence: z
      .array(
        z.object({
          line: z.number().int(),
          file: z.string().optional().describe("A directory's file."),
          text: z.string().describe("The line exactly as the source has it."),
        }),
      )
      .min(1)
      .describe("The lines that support the finding, in the order a reader follows them."),
  })
  .meta({ id: "AuditFinding" });

export const documentSummarySchema = z
  .object({
    slug: z.string(),
    kind: z.string().describe("dialogue, a52, a52-session, goopspec, acor, or a kind registered later"),
    kindLabel: z.string(),
    title: z.string(),
    status: z.string().describe("The document's status word in its own format's vocabulary."),
    statusLabel: z.string(),
    date: z.string().nullable(),
    source: z.string(),
    rounds: z.number().int(),
    agents: z.number().int(),
    perspectives: z.number().int(),
    openTensions: z.number().int(),
    resolvedTensions: z.number().int(),
    totalAlignment: z.number().nullable().describe("The file's Judge's total, on the file's own scale."),
    bytes: z.number().int(),
    errors: z.number().int(),
    warnings: z.number().int(),
    auditFindings: z.number().int().describe("Findings of its audit (docs/audit.md), as stored with its reading."),
    url: z.string().describe("Where a person reads it."),
  })
  .meta({ id: "DocumentSummary" });

export const listDocumentsQuery = z.object({
  q: z.string().max(500).optional().describe("Words in the title or slug."),
  kind: z.string().max(40).optional(),
  status: z.string().max(40).optional(),
  source: z.string().max(200).optional(),
  sort: z.enum(INDEX_SORTS).default("date"),
  dir: z.enum(["asc", "desc"]).optional().describe("Default: A→Z for text, biggest or newest first for numbers and dates."),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => [25, 50, 100].includes(n), "25, 50 or 100")
    .default(50),
  audit: z
    .array(z.enum([ANY_FINDING, ...AUDIT_CODES]))
    .max(12)
    .optional()
    .describe("Documents with a finding of any of these audit rules (repeat the parameter); `any` for a finding of any rule."),
  cursor: z
    .string()
    .max(4000)
    .optional()
    .describe("`nextCursor` of the previous page, asked with the same sort and direction; opaque. The list goes on after that page's last document."),
});

export const documentListSchema = z.object({
  data: z.array(documentSummarySchema),
  matching: z.number().int().describe("Documents matching the filter."),
  nextCursor: z.string().nullable(),
});

export const documentSchema = z
  .object({
    summary: documentSummarySchema,
    contentHash: z.string(),
    path: z.string().describe("The file's path in its source."),
    commit: z.string().nullable(),
    importedAt: z.string(),
    diagnostics: z.array(diagnosticSchema).describe("The contract's lint of the document, with lines."),
    content: z
      .looseObject({
        audit: z
          .array(auditFindingSchema)
          .optional()
          .describe(
            "The document's audit, each finding with its rule, its subject and the lines that support it (never a bare score): a dialogue's convergence audit, an agent format's claim against delivery; empty for a kind with no audit.",
          ),
        persuasion: z
          .array(persuasionMoveSchema)
          .optional()
          .describe("Dialogues only: who moved whom, each position change with the agents whose markers preceded it and their lines."),
      })
      .describe(
        "The document as its format's contract reads it. For a dialogue: what `roundtable parse --json` prints (rounds, contributions, markers, threads, scoreboard) with `reading`, the careful reading (status, rounds, agents, scores, tensions with rulings).",
      ),
  })
  .meta({ id: "Document" });

export const sourceTextSchema = z.string().describe("The document's text as stored; a directory dialogue's files joined with `--- <path>` lines.");

export const rubricSchema = z
  .object({
    id: z.number().int().describe("The rubric version's id: what a score records."),
    name: z.string(),
    version: z.number().int(),
    dimensions: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        description: z.string(),
        min: z.number().int(),
        max: z.number().int(),
        anchors: z.array(z.object({ level: z.number().int(), text: z.string() })).describe("What a score at that level means."),
      }),
    ),
  })
  .meta({ id: "Rubric" });

export const scoreSchema = z
  .object({
    round: z.number().int(),
    agent: z.string(),
    judge: z.object({ id: z.string(), name: z.string(), kind: z.enum(["person", "model"]) }),
    rubric: z.object({ id: z.number().int(), name: z.string(), version: z.number().int() }),
    values: z.record(z.string(), z.number()).describe("Dimension key → value, under the score's rubric version."),
    version: z.number().int(),
    rationale: z.string().nullable(),
    afterReveal: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "Score" });

export const scoreListSchema = z.object({
  data: z.array(scoreSchema).describe("The latest version of each score this token's account may see (blind judging applies)."),
  hidden: z.number().int().describe("Score versions blind judging keeps from this account."),
});

export const roundParams = slugParams.extend({ round: z.coerce.number().int().min(0).max(100_000) });

export const scoreBody = z.object({
  agent: z.string().min(1).max(200),
  values: z.record(z.string().max(40), z.number().int()).describe("Dimension key → whole number within the rubric's bounds, one for each of its dimensions."),
  rubricVersionId: z
    .number()
    .int()
    .positive()
    .optional()
    .describe("The rubric version scored under (a queue item names it). Needed only when the round is scored under more than one."),
  rationale: z.string().max(4000).optional(),
  reason: z.string().max(1000).optional().describe("Why a saved score changes: needed for every version after the first."),
  baseVersion: z
    .number()
    .int()
    .min(0)
    .default(0)
    .describe("The version you read (0 for a first score): a save on top of a newer one is a 409, never a silent overwrite."),
});

export const scoreSavedSchema = z.object({ version: z.number().int(), unchanged: z.boolean() });

export const ingestBody = z.object({
  files: z.array(z.string()).describe("One or more files (markdown of any of the four formats, JSON, or zip archives), as multipart parts named `files`."),
});

export const ingestResultSchema = z.object({
  data: z.array(
    z.object({
      path: z.string(),
      status: z
        .enum(["imported", "updated", "unchanged", "rejected", "skipped"])
        .describe(
          "imported: new; updated: a new version; unchanged: already held; rejected: refused (see diagnostics); skipped: not a document (e.g. a pool beside its dialogues), with a note.",
        ),
      slug: z.string().nullable(),
      kind: z.string().nullable(),
      title: z.string().nullable(),
      diagnostics: z.array(diagnosticSchema).describe("Why a rejected file was refused."),
    }),
  ),
});

export const meSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string(), kind: z.enum(["person", "model"]) }),
  token: z.object({ name: z.string(), scopes: z.array(z.enum(SCOPES)).describe("What it may do now: its grant, within its owner's current role.") }),
});

export const searchQuery = z.object({
  q: z.string().optional().describe('The search page\'s query language: words, "phrases", -exclusions, type:tension and the like.'),
  type: z.array(z.string()).optional(),
  status: z.array(z.string()).optional(),
  agent: z.array(z.string()).optional(),
  round: z.array(z.string()).optional(),
  dstatus: z.array(z.string()).optional(),
  source: z.array(z.string()).optional(),
  dialogue: z.array(z.string()).optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  sort: z.enum(["relevance", "date"]).optional(),
  group: z.enum(["dialogue"]).optional(),
  page: z.string().optional(),
  limit: z.string().optional(),
});

const snippetSchema = z.array(z.object({ text: z.string(), hit: z.boolean() })).describe("The text in parts; `hit` parts matched the query.");
const hitDialogue = z.object({ slug: z.string(), title: z.string(), status: z.string(), date: z.string().nullable(), source: z.string() });
const facet = z.array(z.object({ value: z.union([z.string(), z.number()]), count: z.number().int() }));
const hitSchema = z
  .object({
    markerId: z.number().int(),
    kind: z.string(),
    type: z.string(),
    ref: z.string().nullable(),
    description: snippetSchema,
    snippet: snippetSchema,
    status: z.string().nullable(),
    round: z.number().int().nullable(),
    agent: z.string().nullable(),
    dialogue: hitDialogue,
    href: z.string(),
    thread: z
      .object({
        id: z.string(),
        label: z.string(),
        status: z.string(),
        resolvedBy: z.object({ agent: z.string().nullable(), round: z.number().int().nullable(), href: z.string() }).nullable(),
      })
      .nullable()
      .describe("For a tension: the move that resolved it. For a move on a tension: the tension."),
  })
  .meta({ id: "SearchHit" });

export const searchResultSchema = z
  .object({
    total: z.number().int(),
    capped: z.boolean().describe("More markers matched than `candidateLimit`: counts and order cover the newest that many."),
    candidateLimit: z.number().int(),
    ranking: z.string(),
    page: z.number().int(),
    pageCount: z.number().int(),
    hits: z.array(hitSchema),
    groups: z.array(z.object({ dialogue: hitDialogue, count: z.number().int(), hits: z.array(hitSchema) })).nullable(),
    groupCount: z.number().int(),
    facets: z.object({ type: facet, status: facet, agent: facet, round: facet, dialogueStatus: facet, source: facet, audit: facet }),
  })
  .meta({ id: "SearchResult" });

export const queueListSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      judgesPerItem: z.number().int(),
      mine: z.boolean().describe("Whether this token's judge may take items from it."),
    }),
  ),
});

export const queueParams = z.object({ id: z.coerce.number().int().positive() });
export const queueItemParams = queueParams.extend({ item: z.coerce.number().int().positive() });

export const queueItemSchema = z
  .object({
    itemId: z.number().int(),
    slug: z.string(),
    title: z.string(),
    round: z.number().int(),
    /** What the judge reads: each agent's contribution to the round, in speaking order. */
    contributions: z.array(z.object({ agent: z.string(), role: z.string().nullable(), body: z.string() })),
    agents: z.array(z.string()).describe("Who is to be scored in this round."),
    rubric: rubricSchema.describe("What to score them on: the queue's rubric version, with bounds and anchors."),
  })
  .meta({ id: "QueueItem" });

export const nextItemSchema = z.object({ item: queueItemSchema.nullable().describe("null: nothing left for this judge in the queue.") });
export const skipBody = z.object({ reason: z.string().trim().max(500).default("") });
export const okSchema = z.object({ ok: z.literal(true) });

export const datasetQuery = z.object({
  format: z.enum(["parquet", "jsonl"]).default("parquet").describe("One Parquet or JSON Lines file per table."),
  kind: z.string().max(40).optional().describe("The index's filters: documents of this kind…"),
  status: z.string().max(40).optional().describe("…with this status word…"),
  source: z.string().max(200).optional().describe("…from this source…"),
  q: z.string().max(200).optional().describe("…with these words in the title or slug…"),
  audit: z.string().max(400).optional().describe("…with a finding of one of these audit rules (codes, comma-separated; `any`: any finding)."),
  search: z.string().max(2000).optional().describe("Instead: the documents holding results of this search (the search page's query language)."),
  queue: z.coerce.number().int().positive().optional().describe("Instead: a judging queue's documents, keeping only its rounds."),
});

export const datasetZipSchema = z
  .string()
  .describe(
    "A zip of `roundtable-dataset/`: one file per table (documents, rounds, contributions, markers, tensions, file_scores, scores, audit_findings), `schema.json` and `README.txt`.",
  );

export const commentSchema = z
  .object({
    id: z.number().int(),
    round: z.number().int(),
    marker: z.string().nullable().describe("The marker discussed (`marker-N` of the dialogue page), or null for the round."),
    markerLabel: z.string().nullable(),
    author: z.object({ id: z.string(), name: z.string() }),
    body: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "Comment" });

export const commentListSchema = z.object({
  data: z.array(commentSchema),
  held: z.boolean().describe("Blind judging holds other judges' comments until this judge is done with the round."),
});

export const commentBody = z.object({
  body: z.string().min(1).max(4000),
  marker: z.string().max(40).default("").describe("`marker-N` to comment on one marker; empty for the round."),
  markerLabel: z.string().max(300).default(""),
});

export const sourceSchema = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    name: z.string(),
    url: z.string().nullable().describe("Never with its credentials."),
    branch: z.string().nullable(),
    lastCommit: z.string().nullable(),
    status: z.string(),
    statusDetail: z.string().nullable(),
    syncedAt: z.string().nullable(),
    paused: z.boolean(),
    documents: z.number().int(),
  })
  .meta({ id: "Source" });

export const sourceListSchema = z.object({ data: z.array(sourceSchema) });
export const sourceParams = z.object({ id: z.coerce.number().int().positive() });
export const syncStartedSchema = z.object({ source: sourceSchema.describe("As it stood when the sync was asked for: read it again for the outcome.") });
