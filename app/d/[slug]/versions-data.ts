import { z } from "zod";
import { db } from "@/lib/db/client";
import { getProvenance, getVersionPair } from "@/lib/db/provenance";
import { compareVersions } from "@/lib/versions/version-diff";

const versionNumber = z.coerce.number().int().positive().max(1_000_000);

/** The document's sources and versions, and the two versions `?from=&to=` asks to compare (none when either is not one). */
export async function loadVersions(dialogueId: number, query: Record<string, string | string[] | undefined>) {
  const from = versionNumber.safeParse(query.from);
  const to = versionNumber.safeParse(query.to);
  const [provenance, pair] = await Promise.all([
    getProvenance(db(), dialogueId),
    from.success && to.success ? getVersionPair(db(), dialogueId, from.data, to.data) : Promise.resolve(null),
  ]);
  return { provenance, diff: pair ? compareVersions(pair.from, pair.to) : null };
}
