import type { DialogueStatus } from "@/lib/contract";
import type { Db } from "./client";

export interface DialogueListItem {
  slug: string;
  title: string;
  status: DialogueStatus;
  date: string | null;
  roundCount: number;
  agentCount: number;
}

/** Dialogues that are not removed, newest first. */
export async function listDialogues(db: Db): Promise<DialogueListItem[]> {
  const rows = await db.dialogue.findMany({
    where: { removedAt: null },
    orderBy: [{ date: "desc" }, { title: "asc" }],
    select: { slug: true, title: true, status: true, date: true, roundCount: true, agentCount: true },
  });
  return rows.map((r) => ({ ...r, status: r.status as DialogueStatus }));
}
