/** Axis ticks from 0 to a round number at or above `max`: 0, 5, 10… or 0, 20, 40…, about `count` of them. */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough)!;
  const ticks: number[] = [];
  for (let t = 0; t < max + step; t += step) ticks.push(Number(t.toFixed(10)));
  return ticks;
}

/** Maps a value in [0, max] onto [from, to] (screen y runs downwards, so from > to for a y axis). */
export function scale(max: number, from: number, to: number) {
  return (v: number) => (max === 0 ? from : from + (v / max) * (to - from));
}
