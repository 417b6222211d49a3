import { describe, expect, it } from "vitest";
import { parseDialogue } from "./parse";

const doc = (rounds: string) => `# Alignment Dialogue: Threads

**Status**: In Progress

## Perspectives Inventory

| ID | Agent | Perspective | Round |
|---|---|---|---|
| P01 | 🧁 Muffin | Cache at the edge | 0 |
| P09 | 🧁 Scone | Listed only in the inventory | 1 |

${rounds}`;

describe("perspective threads", () => {
  const { dialogue: d } = parseDialogue(
    doc(`## Round 0: Opening

### Muffin 🧁

[PERSPECTIVE P01: Cache at the edge]
Edge caches absorb the load.

### Cupcake 🧁

[PERSPECTIVE P01: Cache per tenant]
Each tenant gets its own cache.

## Round 1: Building

### Scone 🧁

[REFINEMENT: P01 -- only for read-heavy tenants]
[CONFIRM P01: yes]

### Muffin 🧁

[CHALLENGE MUFFIN P01: my own idea has a cost]
`),
  );

  it("follows each raised perspective, keyed by agent, and who built on it", () => {
    const [muffin, cupcake, inventoryOnly] = d.perspectiveThreads;
    expect(d.perspectiveThreads.map((t) => [t.id, t.agent])).toEqual([
      ["P01", "Muffin"],
      ["P01", "Cupcake"],
      ["P09", "Scone"],
    ]);
    // Unnamed references go to the latest thread with the id; a named one to that agent's.
    expect(cupcake!.events.map((e) => [e.kind, e.agent, e.round])).toEqual([
      ["raised", "Cupcake", 0],
      ["refined", "Scone", 1],
      ["confirmed", "Scone", 1],
    ]);
    expect(muffin!.events.map((e) => [e.kind, e.agent])).toEqual([
      ["raised", "Muffin"],
      ["challenged", "Muffin"],
    ]);
    expect(muffin!.registry).toBe(0);
    expect(inventoryOnly).toMatchObject({ label: "Listed only in the inventory", events: [], registry: 1 });
  });

  it("never mixes perspectives into tension threads", () => {
    expect(d.threads).toEqual([]);
  });
});

describe("tension threads", () => {
  it("read an id written after the colon as the tension a move names", () => {
    const { dialogue: d } = parseDialogue(
      doc(`## Round 0: Opening

### Muffin 🧁

[TENSION T01: Speed vs safety]

## Round 1: Settling

### Cupcake 🧁

[REFINEMENT: T01 -- ship behind a flag]
[RESOLVED: T01 flags settle it]
`),
    );
    expect(d.threads).toHaveLength(1);
    expect(d.threads[0]!.events.map((e) => e.kind)).toEqual(["raised", "refined", "resolved"]);
    expect(d.threads[0]!.status).toBe("resolved");
  });
});
