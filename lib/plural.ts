/** A count with its noun, singular for one: `counted(1, "judge")` → "1 judge", `counted(3, "judge")` → "3 judges". */
export function counted(n: number, noun: string, plural = `${noun}s`): string {
  return `${n.toLocaleString("en")} ${n === 1 ? noun : plural}`;
}
