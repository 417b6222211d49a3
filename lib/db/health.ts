import { lastLine } from "@/lib/errors";
import { databaseTarget } from "@/lib/env";
import type { Db } from "./client";

export interface Health {
  status: "ok" | "unavailable";
  database: { provider: "sqlite" | "postgres"; reachable: boolean; dialogues?: number; error?: string };
}

/** Whether the database answers a real query; the error is reported, never thrown. */
export async function checkHealth(db: Db): Promise<Health> {
  const provider = databaseTarget().provider;
  try {
    const dialogues = await db.dialogue.count();
    return { status: "ok", database: { provider, reachable: true, dialogues } };
  } catch (error) {
    return { status: "unavailable", database: { provider, reachable: false, error: lastLine(error) } };
  }
}
