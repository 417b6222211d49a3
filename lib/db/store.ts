import { AGENT_EMOJI, metadataValue, OPEN_STATUSES, scoreValues, slugFromPath, type ParseResult, type ParsedDialogue } from "@/lib/contract";
import { insertRows } from "./bulk";
import { AGENT_COLUMNS, CONTRIBUTION_COLUMNS, insertDiagnostics, MARKER_COLUMNS, ROUND_COLUMNS } from "./child-rows";
import { retryBusy } from "./retry";
import { dialectOf, type Db, type Tx } from "./client";
import { searchKeyOf } from "./search-key";
import { markerFacets } from "@/lib/search/marker-facets";
import { recordArrival, type Attachment } from "./document-parts";

export type { Tx };

export interface StoreInput {
  /** Where the document is read from (its directory, or the file that arrived last): the row's source and path. */
  sourceId: number;
  path: string;
  raw: string;
  hash: string;
  /** The document's bytes as imported (a directory: its files together). */
  byteSize: number;
  commit: string | null;
  result: ParseResult;
  /** Which document this arrival belongs to, and the part it brings. */
  attachment: Attachment;
}

export async function findStored(db: Db, sourceId: number, path: string) {
  return db.dialogue.findUnique({
    where: { sourceId_path: { sourceId, path } },
    select: { id: true, slug: true, contentHash: true, removedAt: true, commit: true },
  });
}

export async function freeSlug(tx: Tx, wanted: string): Promise<string> {
  for (let n = 1; ; n++) {
    const slug = n === 1 ? wanted : `${wanted}-${n}`;
    if (!(await tx.dialogue.findUnique({ where: { slug }, select: { id: true } }))) return slug;
  }
}

function summary(d: ParsedDialogue, result: ParseResult, path: string) {
  return {
    title: d.title ?? "Untitled dialogue",
    // Status, rounds, agents and total as the reading reads them: the index, its filters and stats show these.
    status: d.reading.status,
    statusRaw: d.statusRaw ?? "",
    date: d.date,
    layout: d.layout,
    metadata: JSON.stringify(d.metadata.map((m) => ({ key: m.key, value: metadataValue(m) }))),
    roundCount: d.reading.rounds.length,
    agentCount: d.reading.agents.length,
    markerCount: d.markers.length,
    // Perspectives raised by markers or listed in the inventory: many dialogues have only one of the two.
    perspectiveCount: d.perspectiveThreads.length,
    tensionCount: d.threads.length,
    openTensionCount: d.threads.filter((t) => OPEN_STATUSES.includes(t.status)).length,
    resolvedTensionCount: d.threads.filter((t) => t.status === "resolved" || t.status === "accepted").length,
    totalAlignment: d.reading.totalAlignment,
    errorCount: result.diagnostics.filter((x) => x.severity === "error").length,
    warningCount: result.diagnostics.filter((x) => x.severity === "warning").length,
    searchKey: searchKeyOf(`${d.title ?? ""} ${path}`),
  };
}

/** Removes what a re-import rewrites; human judges' scores belong to the document and stay. */
export async function clearChildren(tx: Tx, dialogueId: number): Promise<void> {
  const where = { dialogueId };
  await tx.tensionEvent.deleteMany({ where });
  await tx.marker.deleteMany({ where });
  await tx.contribution.deleteMany({ where });
  await tx.round.deleteMany({ where });
  await tx.tension.deleteMany({ where });
  await tx.perspective.deleteMany({ where });
  await tx.agent.deleteMany({ where });
  await tx.diagnostic.deleteMany({ where });
  await tx.score.deleteMany({ where: { dialogueId, origin: "file" } });
}

/**
 * Writes one parsed dialogue and all its children in one transaction: it lands whole or not at all. A re-import
 * replaces the children; human judges' scores belong to the dialogue and stay.
 */
export async function saveDialogue(db: Db, input: StoreInput): Promise<"imported" | "updated"> {
  const d = input.result.dialogue;
  const dialect = dialectOf(db);
  // A busy database is waited out and tried again rather than reported as a rejected dialogue.
  return retryBusy(() =>
    db.$transaction(
      async (tx) => {
        const data = {
          ...summary(d, input.result, input.path),
          contentHash: input.hash,
          byteSize: input.byteSize,
          commit: input.commit,
          removedAt: null,
          sourceId: input.sourceId,
          path: input.path,
          logicalKey: input.attachment.logicalKey,
        };
        const existing = input.attachment.dialogueId;
        const dialogueId = await writeDocumentRow(tx, existing, data, slugFromPath(input.path || "dialogue"));
        await tx.dialogueText.upsert({ where: { dialogueId }, create: { dialogueId, raw: input.raw }, update: { raw: input.raw } });
        await recordArrival(tx, dialogueId, input.attachment, { raw: input.raw, layout: d.layout, contentHash: input.hash });

        const agents = new Map<string, [string, string, string | null, string | null, number | null, boolean]>();
        // The agents board counts these rows: the reading's agents (who took part, as the dialogue names them), each
        // with what the panel says of them, and the Judge. A panel member who never spoke is not one.
        for (const p of d.panel) if (p.judge) agents.set(p.name.toLowerCase(), [p.name, p.emoji, p.role, p.tier, p.relevance, true]);
        for (const r of d.rounds)
          for (const c of r.contributions)
            if (c.judge && !agents.has(c.agent.toLowerCase())) agents.set(c.agent.toLowerCase(), [c.agent, c.emoji, c.role, null, null, true]);
        for (const name of d.reading.agents) {
          const key = name.toLowerCase();
          const p = d.panel.find((m) => [m.name, m.role ?? "", ...m.aliases].some((n) => n.toLowerCase() === key));
          const c = d.rounds.flatMap((r) => r.contributions).find((x) => x.agent.toLowerCase() === key);
          agents.set(key, [name, p?.emoji ?? c?.emoji ?? AGENT_EMOJI, p?.role ?? c?.role ?? null, p?.tier ?? null, p?.relevance ?? null, false]);
        }
        await insertRows(
          tx,
          dialect,
          "Agent",
          AGENT_COLUMNS,
          [...agents.values()].map((a) => [dialogueId, ...a]),
        );

        const roundIds = await insertRows(
          tx,
          dialect,
          "Round",
          ROUND_COLUMNS,
          d.rounds.map((r) => [dialogueId, r.number, r.label, r.line, r.file ?? null]),
          true,
        );
        const contributionRows = d.rounds.flatMap((r, ri) =>
          r.contributions.map((c, position) => [
            dialogueId,
            roundIds[ri]!,
            c.agent,
            c.role,
            c.judge,
            position,
            c.lines.map((l) => l.text).join("\n"),
            c.line,
            c.file ?? null,
          ]),
        );
        const contributionIds = await insertRows(tx, dialect, "Contribution", CONTRIBUTION_COLUMNS, contributionRows, true);
        // Where each contribution's text lies, to give every marker its contribution.
        const spans = d.rounds.flatMap((r) =>
          r.contributions.map((c) => ({ round: r.number, agent: c.agent, file: c.file, first: c.line, last: c.lines.at(-1)?.line ?? c.line })),
        );
        const contributionOf = (m: ParsedDialogue["markers"][number]): number | null => {
          const i = spans.findIndex((c) => c.round === m.round && c.agent === m.agent && c.file === m.file && c.first <= m.line && m.line <= c.last);
          return i >= 0 ? contributionIds[i]! : null;
        };
        const facets = markerFacets(d);
        const markerIds = await insertRows(
          tx,
          dialect,
          "Marker",
          MARKER_COLUMNS,
          d.markers.map((m, ordinal) => [
            dialogueId,
            contributionOf(m),
            m.type,
            m.id,
            m.rawId,
            m.refs.join(","),
            m.refAgent,
            m.description,
            m.body,
            m.round,
            m.agent,
            m.line,
            m.file ?? null,
            m.position,
            ordinal,
            facets[ordinal]!.kind,
            facets[ordinal]!.status,
          ]),
          true,
        );
        await insertRows(
          tx,
          dialect,
          "Perspective",
          ["dialogueId", "registryId", "rawId", "label", "agent", "round", "status", "statusRaw", "line", "file"],
          d.perspectives.map((p) => [dialogueId, p.id, p.rawId, p.label, p.agent, p.round, p.status, p.statusRaw, p.line, p.file ?? null]),
        );
        const tensionIds = await insertRows(
          tx,
          dialect,
          "Tension",
          ["dialogueId", "registryId", "rawId", "label", "agent", "round", "status", "statusRaw", "origin", "line", "file"],
          d.threads.map((t) => {
            const row = t.registry !== null ? d.tensions[t.registry]! : null;
            const raised = t.events.find((e) => e.kind === "raised");
            const marker = raised ? d.markers[raised.marker]! : null;
            // A tension the Judge recorded outside the Tensions Tracker (a closing table, a heading) is anchored where the Judge wrote it.
            const judged = t.line !== undefined ? { line: t.line, file: t.file } : null;
            const at = row ?? judged ?? marker;
            return [
              dialogueId,
              t.id,
              row?.rawId ?? marker?.rawId ?? t.id,
              t.label || row?.label || "",
              t.agent,
              t.round,
              t.status,
              t.statusRaw ?? "",
              row || judged ? "registry" : "marker",
              at?.line ?? 1,
              at?.file ?? null,
            ];
          }),
          true,
        );
        await insertRows(
          tx,
          dialect,
          "TensionEvent",
          ["dialogueId", "tensionId", "markerId", "kind", "round", "agent"],
          d.threads.flatMap((t, ti) => t.events.map((e) => [dialogueId, tensionIds[ti]!, markerIds[e.marker]!, e.kind, e.round, e.agent])),
        );
        await insertRows(
          tx,
          dialect,
          "Score",
          ["dialogueId", "agent", "round", "dimension", "value", "origin"],
          scoreValues(d.scoreboard).map((s) => [dialogueId, s.agent, s.round, s.dimension, s.value, "file"]),
        );
        await insertDiagnostics(tx, dialect, dialogueId, input.result.diagnostics);
        return existing !== null ? "updated" : "imported";
      },
      { timeout: 120_000, maxWait: 30_000 },
    ),
  );
}

/**
 * Updates the document an arrival attached to (its children are rewritten after), or creates it under a free slug.
 * The row's key is kept once set: a document found by its part or its content keeps the identity it had.
 */
export async function writeDocumentRow(
  tx: Tx,
  existing: number | null,
  data: { sourceId: number; path: string; logicalKey: string | null } & Record<string, unknown>,
  wantedSlug: string,
): Promise<number> {
  if (existing !== null) {
    const { logicalKey, ...rest } = data;
    const held = await tx.dialogue.findUniqueOrThrow({ where: { id: existing }, select: { logicalKey: true, archivedAt: true, removedAt: true } });
    await tx.dialogue.update({
      where: { id: existing },
      data: {
        ...rest,
        ...(held.logicalKey === null && logicalKey !== null ? { logicalKey } : {}),
        // An admin's archive holds whatever arrives: only a restore brings the document back.
        ...(held.archivedAt ? { removedAt: held.removedAt } : {}),
      } as never,
    });
    await clearChildren(tx, existing);
    return existing;
  }
  const slug = await freeSlug(tx, wantedSlug);
  return (await tx.dialogue.create({ data: { ...data, slug } as never, select: { id: true } })).id;
}

/** Marks the source's dialogues whose paths are gone as removed: kept, never deleted. */
export async function archiveMissing(db: Db, sourceId: number, present: string[]): Promise<number> {
  const { count } = await db.dialogue.updateMany({ where: { sourceId, removedAt: null, path: { notIn: present } }, data: { removedAt: new Date() } });
  return count;
}

export async function archiveDialogues(db: Db, sourceId: number, paths: string[]): Promise<number> {
  if (paths.length === 0) return 0;
  const { count } = await db.dialogue.updateMany({ where: { sourceId, removedAt: null, path: { in: paths } }, data: { removedAt: new Date() } });
  return count;
}

export async function ensureSource(db: Db, source: { kind: string; name: string; url?: string | null; branch?: string | null; globs?: string[] }) {
  return db.source.upsert({
    where: { name: source.name },
    create: { kind: source.kind, name: source.name, url: source.url ?? null, branch: source.branch ?? null, globs: JSON.stringify(source.globs ?? []) },
    update: {},
  });
}

/**
 * The source of a directory imported from disk, named by its folder ("blue", then "blue-2" for another folder of that
 * name) rather than by its absolute path; the path is its url, so importing the same folder again finds it.
 */
export async function ensureDirectorySource(db: Db, root: string) {
  const found = await db.source.findFirst({ where: { kind: "directory", url: root }, orderBy: { id: "asc" } });
  if (found) return found;
  const folder =
    root
      .split(/[\\/]+/)
      .filter((p) => p.length > 0)
      .at(-1) ?? "directory";
  for (let n = 1; ; n++) {
    const name = n === 1 ? folder : `${folder}-${n}`;
    if (!(await db.source.findUnique({ where: { name }, select: { id: true } }))) return ensureSource(db, { kind: "directory", name, url: root });
  }
}

export interface Stats {
  dialogues: number;
  rounds: number;
  contributions: number;
  markers: number;
  perspectives: number;
  tensions: number;
  /** Tension threads by final status: open (open or partial), untracked (in no tracker row), resolved (resolved or accepted). */
  openTensions: number;
  untrackedTensions: number;
  resolvedTensions: number;
  scores: number;
  diagnostics: number;
}

/** Counts of what the database holds for dialogues that are not removed. */
export async function getStats(db: Db): Promise<Stats> {
  const live = { dialogue: { removedAt: null } };
  const [dialogues, roundSum, contributions, markers, perspectives, tensions, openTensions, untrackedTensions, resolvedTensions, scores, diagnostics] =
    await Promise.all([
      db.dialogue.count({ where: { removedAt: null } }),
      // Rounds as the reading counts them (rounds with content), as the index shows them.
      db.dialogue.aggregate({ where: { removedAt: null }, _sum: { roundCount: true } }),
      db.contribution.count({ where: live }),
      db.marker.count({ where: live }),
      db.perspective.count({ where: live }),
      db.tension.count({ where: live }),
      db.tension.count({ where: { ...live, status: { in: [...OPEN_STATUSES] } } }),
      db.tension.count({ where: { ...live, status: "untracked" } }),
      db.tension.count({ where: { ...live, status: { in: ["resolved", "accepted"] } } }),
      db.score.count({ where: { ...live, origin: "file" } }),
      db.diagnostic.count({ where: live }),
    ]);
  const rounds = roundSum._sum.roundCount ?? 0;
  return { dialogues, rounds, contributions, markers, perspectives, tensions, openTensions, untrackedTensions, resolvedTensions, scores, diagnostics };
}

/** A live dialogue holding exactly this content, in any source: the same text arriving by another way in is not a copy. */
export async function findByContent(db: Db, hash: string) {
  return db.dialogue.findFirst({ where: { contentHash: hash, removedAt: null }, select: { slug: true, sourceId: true, path: true } });
}
