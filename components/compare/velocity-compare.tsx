import type { ParsedDialogue } from "@/lib/contract";
import { RoundsLineChart } from "@/components/scoreboard/rounds-line-chart";
import { dialogueRounds } from "@/components/scoreboard/score-model";

/** Velocity by round: the file's velocity column, else the ALIGNMENT gained since the round before. */
function velocityByRound(d: ParsedDialogue): Map<number, number> {
  const out = new Map<number, number>();
  for (const r of dialogueRounds(d.scoreboard.rounds, d.scoreboard.agents, d.scoreboard.progress)) {
    const v = r.velocity ?? r.gained;
    if (v !== null) out.set(r.round, v);
  }
  return out;
}

/** Both dialogues' velocity curves on one chart (plain SVG, the scoreboard's line chart), over the rounds either records. */
export function VelocityCompare({ a, b }: { a: ParsedDialogue; b: ParsedDialogue }) {
  const va = velocityByRound(a);
  const vb = velocityByRound(b);
  const rounds = [...new Set([...va.keys(), ...vb.keys()])].sort((x, y) => x - y);
  if (rounds.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">Neither dialogue records its ALIGNMENT by round, so there is no velocity to draw.</p>;
  return (
    <RoundsLineChart
      id="compare-velocity"
      title="Velocity by round"
      note={`ALIGNMENT gained per round: the scoreboard's velocity where it has one, else the change since the round before.${va.size === 0 ? " A records none." : ""}${vb.size === 0 ? " B records none." : ""}`}
      rounds={rounds}
      series={[
        { key: "a", name: "A", values: rounds.map((r) => va.get(r) ?? null) },
        { key: "b", name: "B", values: rounds.map((r) => vb.get(r) ?? null) },
      ]}
    />
  );
}
