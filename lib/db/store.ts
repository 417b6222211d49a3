import { scoreValues, type ParseResult, type ParsedDialogue } from "@/lib/contract";
import { slugFromPath } from "@/lib/ingest/strings";
import type { Db } from "./client";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export interface StoreInput {
  sourceId: number;
  path: string;
  raw: string;
  hash: string;
  commit: string | null;
  result: ParseResult;
}

export async function findStored(db: Db, sourceId: number, path: string) {
  return db.dialogue.findUnique({ where: { sourceId_path: { sourceId, path } }, select: { id: true, contentHash: true, removedAt: true, commit: true } });
}

async function freeSlug(tx: Tx, wanted: string): Promise<string> {
  for (let n = 1; ; n++) {
    const slug = n === 1 ? wanted : `${wanted}-${n}`;
    if (!(await tx.dialogue.findUnique({ where: { slug }, select: { id: true } }))) return slug;
  }
}

function summary(d: ParsedDialogue, result: ParseResult) {
  const agents = new Set(d.rounds.flatMap((r) => r.contributions.filter((c) => !c.judge).map((c) => c.agent.toLowerCase())));
  return {
    title: d.title ?? "Untitled dialogue",
    status: d.status,
    statusRaw: d.statusRaw ?? "",
    date: d.date,
    layout: d.layout,
    metadata: JSON.stringify(d.metadata.map(({ key, value }) => ({ key, value }))),
    roundCount: d.rounds.length,
    agentCount: agents.size,
    markerCount: d.markers.length,
    perspectiveCount: d.perspectives.length,
    tensionCount: d.threads.length,
    openTensionCount: d.threads.filter((t) => t.status === "open" || t.status === "partial").length,
    totalAlignment: d.totalAlignment,
    errorCount: result.diagnostics.filter((x) => x.severity === "error").length,
    warningCount: result.diagnostics.filter((x) => x.severity === "warning").length,
  };
}

/**
 * Writes one parsed dialogue and all its children in one transaction: it lands whole or not at all. A re-import
 * replaces the children; human judges' scores belong to the dialogue and stay.
 */
export async function saveDialogue(db: Db, input: StoreInput): Promise<"imported" | "updated"> {
  const d = input.result.dialogue;
  return db.$transaction(
    async (tx) => {
      const existing = await tx.dialogue.findUnique({ where: { sourceId_path: { sourceId: input.sourceId, path: input.path } }, select: { id: true } });
      const data = { ...summary(d, input.result), contentHash: input.hash, raw: input.raw, commit: input.commit, removedAt: null };
      let dialogueId: number;
      if (existing) {
        dialogueId = existing.id;
        await tx.dialogue.update({ where: { id: dialogueId }, data });
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
      } else {
        const slug = await freeSlug(tx, slugFromPath(input.path || "dialogue"));
        dialogueId = (await tx.dialogue.create({ data: { ...data, sourceId: input.sourceId, path: input.path, slug }, select: { id: true } })).id;
      }

      const agents = new Map<string, { name: string; emoji: string; role: string | null; tier: string | null; relevance: number | null; judge: boolean }>();
      for (const p of d.panel) agents.set(p.name.toLowerCase(), { name: p.name, emoji: p.emoji, role: p.role, tier: p.tier, relevance: p.relevance, judge: p.judge });
      for (const r of d.rounds) for (const c of r.contributions) if (!agents.has(c.agent.toLowerCase())) agents.set(c.agent.toLowerCase(), { name: c.agent, emoji: c.emoji, role: c.role, tier: null, relevance: null, judge: c.judge });
      if (agents.size > 0) await tx.agent.createMany({ data: [...agents.values()].map((a) => ({ ...a, dialogueId })) });

      const rounds = d.rounds.length
        ? await tx.round.createManyAndReturn({ data: d.rounds.map((r) => ({ dialogueId, number: r.number, label: r.label, line: r.line, file: r.file ?? null })), select: { id: true } })
        : [];
      const contributionRows = d.rounds.flatMap((r, ri) =>
        r.contributions.map((c, position) => ({
          dialogueId,
          roundId: rounds[ri]!.id,
          agent: c.agent,
          role: c.role,
          judge: c.judge,
          position,
          body: c.lines.map((l) => l.text).join("\n"),
          line: c.line,
          file: c.file ?? null,
        })),
      );
      // Where each contribution's text lies, to give every marker its contribution.
      const spans = d.rounds.flatMap((r) => r.contributions.map((c) => ({ round: r.number, agent: c.agent, file: c.file, first: c.line, last: c.lines.at(-1)?.line ?? c.line })));
      const contributions = contributionRows.length ? await tx.contribution.createManyAndReturn({ data: contributionRows, select: { id: true } }) : [];
      const contributionOf = (m: ParsedDialogue["markers"][number]): number | null => {
        const i = spans.findIndex((c) => c.round === m.round && c.agent === m.agent && c.file === m.file && c.first <= m.line && m.line <= c.last);
        return i >= 0 ? contributions[i]!.id : null;
      };
      const markers = d.markers.length
        ? await tx.marker.createManyAndReturn({
            data: d.markers.map((m, ordinal) => ({
              dialogueId,
              contributionId: contributionOf(m),
              type: m.type,
              markerId: m.id,
              rawId: m.rawId,
              refs: m.refs.join(","),
              refAgent: m.refAgent,
              description: m.description,
              body: m.body,
              round: m.round,
              agent: m.agent,
              line: m.line,
              file: m.file ?? null,
              position: m.position,
              ordinal,
            })),
            select: { id: true },
          })
        : [];
      if (d.perspectives.length) {
        await tx.perspective.createMany({
          data: d.perspectives.map((p) => ({ dialogueId, registryId: p.id, rawId: p.rawId, label: p.label, agent: p.agent, round: p.round, status: p.status, statusRaw: p.statusRaw, line: p.line, file: p.file ?? null })),
        });
      }
      const tensions = d.threads.length
        ? await tx.tension.createManyAndReturn({
            data: d.threads.map((t) => {
              const row = t.registry !== null ? d.tensions[t.registry]! : null;
              const raised = t.events.find((e) => e.kind === "raised");
              const at = row ?? (raised ? d.markers[raised.marker]! : null);
              return {
                dialogueId,
                registryId: t.id,
                rawId: row?.rawId ?? (raised ? (d.markers[raised.marker]!.rawId ?? t.id) : t.id),
                label: t.label || row?.label || "",
                agent: t.agent,
                round: t.round,
                status: t.status,
                statusRaw: t.statusRaw ?? "",
                origin: row ? "registry" : "marker",
                line: at?.line ?? 1,
                file: at?.file ?? null,
              };
            }),
            select: { id: true },
          })
        : [];
      const events = d.threads.flatMap((t, ti) => t.events.map((e) => ({ dialogueId, tensionId: tensions[ti]!.id, markerId: markers[e.marker]!.id, kind: e.kind, round: e.round, agent: e.agent })));
      if (events.length) await tx.tensionEvent.createMany({ data: events });
      const scores = scoreValues(d.scoreboard);
      if (scores.length) await tx.score.createMany({ data: scores.map((s) => ({ ...s, dialogueId, origin: "file" })) });
      if (input.result.diagnostics.length) {
        await tx.diagnostic.createMany({
          data: input.result.diagnostics.map((x) => ({ dialogueId, code: x.code, severity: x.severity, kind: x.kind, line: x.line, file: x.file ?? null, message: x.message, hint: x.hint })),
        });
      }
      return existing ? "updated" : "imported";
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
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

export interface Stats {
  dialogues: number;
  rounds: number;
  contributions: number;
  markers: number;
  perspectives: number;
  tensions: number;
  scores: number;
  diagnostics: number;
}

/** Counts of what the database holds for dialogues that are not removed. */
export async function getStats(db: Db): Promise<Stats> {
  const live = { dialogue: { removedAt: null } };
  const [dialogues, rounds, contributions, markers, perspectives, tensions, scores, diagnostics] = await Promise.all([
    db.dialogue.count({ where: { removedAt: null } }),
    db.round.count({ where: live }),
    db.contribution.count({ where: live }),
    db.marker.count({ where: live }),
    db.perspective.count({ where: live }),
    db.tension.count({ where: live }),
    db.score.count({ where: { ...live, origin: "file" } }),
    db.diagnostic.count({ where: live }),
  ]);
  return { dialogues, rounds, contributions, markers, perspectives, tensions, scores, diagnostics };
}
