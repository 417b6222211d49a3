import type { Db } from "./client";

export interface DialogueTitle {
  slug: string;
  title: string;
  date: string | null;
  status: string;
  roundCount: number;
}

/** Every dialogue's title (not other kinds, not removed), newest import first: what "Compare with…" ranks. */
export async function listDialogueTitles(db: Db): Promise<DialogueTitle[]> {
  return db.dialogue.findMany({
    where: { kind: "dialogue", removedAt: null },
    select: { slug: true, title: true, date: true, status: true, roundCount: true },
    orderBy: [{ importedAt: "desc" }, { id: "desc" }],
  });
}
