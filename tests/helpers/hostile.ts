/**
 * Documents built to stall a markdown renderer (issue 17, item 5): each is a valid dialogue whose one contribution
 * is hostile. Shared by the functional test (tests/markdown-budget.test.tsx) and the stall bench (bench/stall.ts).
 */
export const HOSTILE_BODIES = {
  /** One 5 MB line of inline markup: quadratic in micromark's inline resolution. */
  "5 MB single line": () => "**a** _b_ `c` [d](e) ".repeat(Math.ceil((5 * 1024 * 1024) / 21)),
  /** 100 KB of nested brackets. */
  "100 KB nested brackets": () => "[".repeat(50 * 1024) + "x" + "]".repeat(50 * 1024),
  /** 10,000 nested block quotes: recursion once per level overflows the stack. */
  "10,000 nested >": () => ">".repeat(10_000) + " deep",
} as const;

export type HostileKind = keyof typeof HOSTILE_BODIES;

/** A one-round dialogue whose Muffin says `body` after a real marker, and whose Cupcake speaks normally. */
export function hostileDialogue(title: string, body: string): string {
  return [
    `# Alignment Dialogue: ${title}`,
    "",
    "**Draft**: Dialogue 0001",
    "**Date**: 2026-11-23 10:00Z",
    "**Status**: In Progress",
    "**Participants**: 💙 Judge, 🧁 Muffin, 🧁 Cupcake",
    "",
    "## Round 0: Opening Arguments",
    "",
    "### Muffin 🧁",
    "",
    "[PERSPECTIVE P01: what a hostile contribution does to the viewer]",
    body,
    "",
    "### Cupcake 🧁",
    "",
    "[TENSION T01: **rendering** budget versus fidelity]",
    "A normal contribution with *emphasis*.",
    "",
  ].join("\n");
}

/** A dialogue whose Muffin raises `n` tensions in one contribution, one a line (issue 32, item 3: 20,000 took a minute a view). */
export function crowdedDialogue(title: string, n: number): string {
  return hostileDialogue(title, Array.from({ length: n }, (_, i) => `[TENSION T${i + 2}: tension number ${i}]`).join("\n"));
}
