import { createHash } from "node:crypto";
import type { DialogueStatus, ParsedDialogue } from "@/lib/contract";
import type { Db } from "./client";

export interface DialogueListItem {
  slug: string;
  title: string;
  status: DialogueStatus;
  date: string | null;
  roundCount: number;
  agentCount: number;
}

export async function listDialogues(db: Db): Promise<DialogueListItem[]> {
  const rows = await db.dialogue.findMany({
    orderBy: [{ date: "desc" }, { title: "asc" }],
    select: { slug: true, title: true, status: true, date: true, roundCount: true, agentCount: true },
  });
  return rows.map((r) => ({ ...r, status: r.status as DialogueStatus }));
}

export function contentHash(markdown: string): string {
  return createHash("sha256").update(markdown).digest("hex");
}

/** `api-rate-limiting.dialogue.md` → `api-rate-limiting`. */
export function slugFromPath(path: string): string {
  let name = path.slice(path.lastIndexOf("/") + 1);
  for (const suffix of [".dialogue.recorded.md", ".dialogue.md", ".md"]) {
    if (name.endsWith(suffix)) {
      name = name.slice(0, -suffix.length);
      break;
    }
  }
  return name.toLowerCase();
}

export type UpsertOutcome = "imported" | "updated" | "unchanged";

/** Writes one parsed dialogue by slug; unchanged content is skipped, so loading twice changes nothing. */
export async function upsertDialogue(db: Db, input: { sourcePath: string; markdown: string; dialogue: ParsedDialogue }): Promise<UpsertOutcome> {
  const slug = slugFromPath(input.sourcePath);
  const hash = contentHash(input.markdown);
  const existing = await db.dialogue.findUnique({ where: { slug }, select: { contentHash: true } });
  if (existing?.contentHash === hash) return "unchanged";
  const d = input.dialogue;
  const agents = new Set(d.rounds.flatMap((r) => r.contributions.filter((c) => !c.judge).map((c) => c.agent.toLowerCase())));
  const data = {
    title: d.title ?? slug,
    status: d.status,
    statusRaw: d.statusRaw ?? "",
    date: d.date,
    roundCount: d.rounds.length,
    agentCount: agents.size,
    sourcePath: input.sourcePath,
    contentHash: hash,
    markdown: input.markdown,
  };
  await db.dialogue.upsert({ where: { slug }, create: { slug, ...data }, update: data });
  return existing ? "updated" : "imported";
}
