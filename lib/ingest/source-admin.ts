import { rmSync } from "node:fs";
import type { Db } from "@/lib/db/client";
import { deleteGitSource, type DeleteOutcome, type EditOutcome, findSource, type GitSourceInput, updateGitSource } from "@/lib/db/sources";
import { splitCredentials } from "@/lib/git-credentials";
import { checkoutDir } from "./git";

/** The project root, where checkouts live (`data/git/`); tests pass their own. */
export interface CheckoutRoot {
  root?: string;
}

function removeCheckout(root: string, source: { id: number; url: string | null; branch: string | null }) {
  if (!source.url || !source.branch) return;
  rmSync(checkoutDir(root, source.id, splitCredentials(source.url).url, source.branch), { recursive: true, force: true });
}

/** Edits a git source; a new URL or branch also removes the old checkout (no sync holds it: the edit waited for that). */
export async function editGitSource(db: Db, id: number, input: GitSourceInput, options: CheckoutRoot = {}): Promise<EditOutcome> {
  const before = await findSource(db, id);
  const outcome = await updateGitSource(db, id, input);
  if (outcome.ok && outcome.moved && before) removeCheckout(options.root ?? process.cwd(), before);
  return outcome;
}

/** Deletes a git source (its dialogues archived, nothing removed) and its checkout. */
export async function removeGitSource(db: Db, id: number, options: CheckoutRoot = {}): Promise<DeleteOutcome> {
  const before = await findSource(db, id);
  const outcome = await deleteGitSource(db, id);
  if (outcome.ok && before) removeCheckout(options.root ?? process.cwd(), before);
  return outcome;
}
