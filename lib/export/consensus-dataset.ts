import { CONSENSUS_COLUMNS, type ConsensusRecord } from "@/lib/judging/adjudication";
import { csvCell } from "./scoreboard-csv";

/** One JSON object a line, keys in CONSENSUS_COLUMNS order. */
export function consensusJsonl(records: ConsensusRecord[]): string {
  return records.map((r) => JSON.stringify(Object.fromEntries(CONSENSUS_COLUMNS.map((c) => [c, r[c]]))) + "\n").join("");
}

/** The same records as CSV with a header row. */
export function consensusCsv(records: ConsensusRecord[]): string {
  return [CONSENSUS_COLUMNS.join(","), ...records.map((r) => CONSENSUS_COLUMNS.map((c) => csvCell(r[c])).join(","))].join("\n") + "\n";
}
