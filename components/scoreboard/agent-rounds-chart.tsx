import type { ScoreRow } from "@/lib/contract";
import { RoundsLineChart } from "./rounds-line-chart";

/** Each agent's score by round, one line an agent, from the scoreboard's R0, R1… columns. */
export function AgentRoundsChart({ rows, rounds }: { rows: ScoreRow[]; rounds: number[] }) {
  return (
    <RoundsLineChart
      id="agent-rounds"
      title="Score by round, per agent"
      rounds={rounds}
      series={rows.map((r) => ({ key: r.agent, name: r.agent, values: rounds.map((n) => r.rounds?.[`R${n}`] ?? null) }))}
    />
  );
}
