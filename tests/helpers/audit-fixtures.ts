/**
 * Dialogues of our own whose audit findings are known: convergence declared over an open tracker row
 * (declared-with-open-business) and, optionally, a panel member who speaks without a marker (silent-agent).
 */
export function auditedDialogue(options: { title: string; date: string; open: boolean; silent?: boolean; participants?: string[] }): string {
  const [a, b, c] = options.participants ?? ["Muffin", "Cupcake", "Scone"];
  const silent = options.silent ? `\n### 🧁 ${c}\n\nI have nothing to add this round.\n` : "";
  return `# Alignment Dialogue: ${options.title}

**Date**: ${options.date} 10:00Z
**Participants**: 🧁 ${a}, 🧁 ${b}, 🧁 ${c}
**Status**: Converged

## Tensions Tracker

| ID | Tension | Raised By | Status |
|----|---------|-----------|--------|
| T01 | Hooks vs resources | ${a} | Resolved |
| T02 | Who owns the tiers | ${b} | ${options.open ? "Open" : "Resolved"} |

## Round 0: Opening

### 🧁 ${a}

[TENSION T01: Hooks vs resources]

### 🧁 ${b}

[TENSION T02: Who owns the tiers]
${silent}
## Round 1: Closing

### 🧁 ${a}

[RESOLVED T01: hooks push references]

### 🧁 ${b}

${options.open ? "" : "[RESOLVED T02: the platform team owns the tiers]\n"}[MOVE:CONVERGE] fine by me.
`;
}
