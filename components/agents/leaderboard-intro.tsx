import Link from "next/link";
import { RESAMPLES } from "@/lib/agents/bootstrap";
import { DIMENSION_LABELS, type Dimension, type Group, type ScoreSource } from "@/lib/agents/leaderboard";
import { linkClass } from "@/components/ui/styles";

// Blue's scale has no maximum (lib/judging/file-scale.ts): its figures and the judges' 0–1 figures do not compare.
const FILE_SCALE =
  "The file's Judge scores on Blue's own scale, which has no maximum (neither the file nor RFC 0028 gives one), so its figures are not on the judges' 0–1 scale and do not compare with them.";
const muted = "max-w-3xl text-sm text-slate-600 dark:text-slate-400";
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const WHO: Record<Exclude<ScoreSource, "file">, { scored: string; judges: string }> = {
  people: { scored: "scored by people", judges: "people judging here" },
  models: { scored: "scored by model judges", judges: "model judges (accounts of kind model, scoring through the API)" },
};

/** What the board counts, whose scores and on which scale: the file's Judge's scale is not the judges' 0–1. */
export function LeaderboardIntro(props: { rows: number; by: Group; dialogues: number; scored: number; source: ScoreSource; rankOn: Dimension }) {
  const { rows, by, dialogues, scored, source, rankOn } = props;
  const counts = `${plural(rows, by === "role" ? "role" : "agent")} over ${plural(dialogues, "dialogue")}, ${scored} ${source === "file" ? "with a scoreboard" : WHO[source].scored}.`;
  const intervals = `Intervals are 95 % percentile bootstrap intervals over dialogues (${RESAMPLES} seeded resamples); the rank on ${DIMENSION_LABELS[rankOn]} is a range where intervals overlap.`;
  const moves = "Raised, resolved and conceded count the file's markers whoever scored.";
  if (source === "file") {
    return (
      <p className={muted} data-score-source="file">
        {counts} Scores are each dialogue&apos;s own 💙 Judge&apos;s final scoreboard, one value per dialogue: Wisdom, Consistency, Truth and Relationships
        where the scoreboard records them, Total always (n says over how many dialogues). {FILE_SCALE} {intervals}
      </p>
    );
  }
  return (
    <p className={muted} data-score-source={source}>
      {counts} Scores are those of {WHO[source].judges} that you may see (blind judging holds), on the common 0–1 scale: each score divided out by its own
      rubric version&apos;s bounds, a round&apos;s judges pooled into their mean, then one value per dialogue, the mean over its rounds. Wisdom, Consistency,
      Truth and Relationships count where the rubric has a dimension of that name; Total is the mean of all a rubric&apos;s dimensions. The file&apos;s 💙 Judge
      is not counted here. {FILE_SCALE} {intervals} {moves}
    </p>
  );
}

/** Why a judges' board is empty, and where scores come from. */
export function LeaderboardEmpty({ source, hidden, agents }: { source: ScoreSource; hidden: boolean; agents: boolean }) {
  const box = "space-y-1 rounded-lg border border-dashed border-slate-300 p-6 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400";
  if (source === "file" || !agents) {
    return (
      <div className={box}>
        <p>No agents in the dialogues these filters keep.</p>
      </div>
    );
  }
  return (
    <div className={box}>
      <p>
        {source === "people" ? "No person has scored an agent in these dialogues yet" : "No model judge has scored an agent in these dialogues yet"}, or none
        you may see.
      </p>
      {hidden ? <p>Blind judging keeps some judges&apos; scores from you until you have scored and revealed their rounds.</p> : null}
      <p>
        <Link href="/judging" className={linkClass}>
          {source === "people" ? "Score rounds on the judging page" : "See judging and model judges"}
        </Link>
      </p>
    </div>
  );
}
