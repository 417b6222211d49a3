import type { Diagnostic } from "@/lib/contract";
import { insertRows } from "./bulk";
import type { Dialect } from "./sql";
import type { Tx } from "./client";

// The columns of the child rows every document kind writes under its index row, in the order their values are given.
export const AGENT_COLUMNS = ["dialogueId", "name", "emoji", "role", "tier", "relevance", "judge"] as const;
export const ROUND_COLUMNS = ["dialogueId", "number", "label", "line", "file"] as const;
export const CONTRIBUTION_COLUMNS = ["dialogueId", "roundId", "agent", "role", "judge", "position", "body", "line", "file"] as const;
export const MARKER_COLUMNS = [
  "dialogueId",
  "contributionId",
  "type",
  "markerId",
  "rawId",
  "refs",
  "refAgent",
  "description",
  "body",
  "round",
  "agent",
  "line",
  "file",
  "position",
  "ordinal",
  "kind",
  "status",
] as const;
const DIAGNOSTIC_COLUMNS = ["dialogueId", "code", "severity", "kind", "line", "file", "message", "hint"] as const;

/** Writes a document's diagnostics under its index row. */
export async function insertDiagnostics(tx: Tx, dialect: Dialect, dialogueId: number, diagnostics: readonly Diagnostic[]): Promise<void> {
  await insertRows(
    tx,
    dialect,
    "Diagnostic",
    DIAGNOSTIC_COLUMNS,
    diagnostics.map((x) => [dialogueId, x.code, x.severity, x.kind, x.line, x.file ?? null, x.message, x.hint]),
  );
}
