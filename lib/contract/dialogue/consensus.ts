import { renderRow, renderSeparator } from "./tables";

/** Human judges' consensus for one agent: each round's mean over the judges who scored it, summed over rounds. */
export interface ConsensusRow {
  agent: string;
  wisdom: number;
  consistency: number;
  truth: number;
  relationships: number;
  total: number;
  /** How many judges scored this agent at all. */
  judges: number;
  rounds: number;
}

export const CONSENSUS_HEADING = "Judges' Consensus";

const number = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/**
 * The consensus as a section for the end of a canonical file. Its table starts with "Judged agent" and ends with
 * "Rounds", so the reader never takes it for the file's own scoreboard (an agent … total table): the file's
 * Judge keeps their scores, and exporting twice reads back the same.
 */
export function renderConsensusSection(rows: ConsensusRow[], judgeCount: number): string[] {
  return [
    `## ${CONSENSUS_HEADING}`,
    "",
    `Mean of ${judgeCount} human judge${judgeCount === 1 ? "" : "s"} per round, summed over the rounds they scored (Roundtable).`,
    "",
    renderRow(["Judged agent", "Wisdom", "Consistency", "Truth", "Relationships", "Total", "Judges", "Rounds"]),
    renderSeparator(8),
    ...rows.map((r) =>
      renderRow([
        r.agent,
        number(r.wisdom),
        number(r.consistency),
        number(r.truth),
        number(r.relationships),
        `**${number(r.total)}**`,
        String(r.judges),
        String(r.rounds),
      ]),
    ),
  ];
}
