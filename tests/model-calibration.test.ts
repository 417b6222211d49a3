import { describe, expect, it } from "vitest";
import type { Viewer } from "@/lib/auth/roles";
import { createModelJudge } from "@/lib/db/api-tokens";
import { getFileCalibration, getModelCalibration, listJudgeCalibrations } from "@/lib/db/calibration";
import { saveJudgeScore, setBlindJudging } from "@/lib/db/judging";
import { createUser } from "@/lib/db/users";
import { uploadDialogues } from "@/lib/ingest/upload";
import { tempDatabases } from "./helpers/temp-db";

// A dialogue of our own whose 💙 Judge scores each agent by round (R0, R1): Muffin 4 then 8, Cupcake 2 then 6.
const dialogue = [
  "# Alignment Dialogue: Calibration fixture",
  "",
  "## Alignment Scoreboard",
  "",
  "| Agent | R0 | R1 | Total |",
  "|-------|----|----|-------|",
  "| 🧁 Muffin | 4 | 8 | 12 |",
  "| 🧁 Cupcake | 2 | 6 | 8 |",
  "",
  "## Round 0",
  "",
  "### Muffin 🧁",
  "",
  "Opening.",
  "",
  "### Cupcake 🧁",
  "",
  "Reply.",
  "",
  "## Round 1",
  "",
  "### Muffin 🧁",
  "",
  "Second.",
  "",
  "### Cupcake 🧁",
  "",
  "Answer.",
  "",
].join("\n");

const all = (v: number) => ({ wisdom: v, consistency: v, truth: v, relationships: v });

describe("the calibration loaders on SQLite", () => {
  const { fresh } = tempDatabases();

  async function setUp() {
    const { db } = await fresh();
    const up = await uploadDialogues(db, [{ path: "calibration.dialogue.md", bytes: new TextEncoder().encode(dialogue) }]);
    if (!up.ok) throw new Error(up.error);
    const { id: dialogueId } = await db.dialogue.findFirstOrThrow();
    const ann = await createUser(db, { email: "ann@example.org", name: "Ann", role: "judge", password: "ann's judge password" });
    const model = await createModelJudge(db, { name: "Robot", model: "gpt-test", judgeVersion: "prompt 3" });
    const save = (judgeId: string, round: number, agent: string, v: number) =>
      saveJudgeScore(db, judgeId, { dialogueId, round, agent, rubricVersionId: 1, values: all(v), rationale: null, reason: null, baseVersion: 0 });
    // Ann on the built-in 0–20 scale: 0.25, 0.5 for Muffin; 0.1, 0.4 for Cupcake.
    await save(ann.id, 0, "Muffin", 5);
    await save(ann.id, 1, "Muffin", 10);
    await save(ann.id, 0, "Cupcake", 2);
    await save(ann.id, 1, "Cupcake", 8);
    // The model on two units only, a tenth above Ann.
    await save(model.id, 0, "Muffin", 7);
    await save(model.id, 1, "Muffin", 12);
    const reader: Viewer = { id: "reader", role: "viewer", name: "Reader", email: "reader@example.org" };
    return { db, dialogueId, ann: ann.id, model: model.id, reader };
  }

  it("puts the file's Judge beside a model judge, each over its own units, on the file's 0–1 scale", async () => {
    const { db, model, reader } = await setUp();
    const page = await getModelCalibration(db, { viewer: reader, judgeId: model });
    expect(page?.judge).toMatchObject({ name: "Robot", model: "gpt-test", judgeVersion: "prompt 3" });
    const modelOverall = page!.calibration.measures.find((m) => m.measure === "overall")!;
    expect(modelOverall.units).toBe(2);
    expect(modelOverall.leniency).toBeCloseTo(0.1, 9);
    // The file's totals over its best (8): Muffin 0.5, 1; Cupcake 0.25, 0.75. Against Ann: +0.25, +0.5, +0.15, +0.35.
    const fileOverall = page!.file.measures.find((m) => m.measure === "overall")!;
    expect(fileOverall.units).toBe(4);
    expect(fileOverall.leniency).toBeCloseTo((0.25 + 0.5 + 0.15 + 0.35) / 4, 9);
    expect(fileOverall.alpha).not.toBeNull();
    expect(fileOverall.interval).not.toBeNull();
    // The file records dimensions for the whole dialogue only: by round its dimensions share no unit with people.
    expect(page!.file.measures.map((m) => m.label)).toEqual(["Wisdom", "Consistency", "Truth", "Relationships", "Overall"]);
    expect(page!.file.measures.filter((m) => m.measure !== "overall").every((m) => m.units === 0)).toBe(true);
    expect(await getModelCalibration(db, { viewer: reader, judgeId: "file" })).toBeNull();
  });

  it("lists where the file's Judge parts most from people, and each judge with its overall α", async () => {
    const { db, dialogueId, model, reader } = await setUp();
    const { calibration, documents } = await getFileCalibration(db, { viewer: reader });
    expect(calibration.disagreements[0]).toMatchObject({ dialogueId, round: 1, agent: "Muffin", people: 1 });
    expect(calibration.disagreements[0]!.judge).toBeCloseTo(1, 9);
    expect(documents.get(dialogueId)?.slug).toBeTruthy();
    const rows = await listJudgeCalibrations(db, { viewer: reader });
    expect(rows.map((r) => [r.id, r.name, r.scores, r.units])).toEqual([
      [model, "Robot", 2, 2],
      ["file", "File's 💙 Judge", 4, 4],
    ]);
    expect(rows[1]!.alpha).toBeCloseTo(calibration.measures.find((m) => m.measure === "overall")!.alpha!, 12);
  });

  it("keeps blind judging: people's scores a reader may not see calibrate nobody for that reader", async () => {
    const { db, dialogueId, ann, reader } = await setUp();
    await setBlindJudging(db, dialogueId, true);
    const blind = await getFileCalibration(db, { viewer: reader });
    expect(blind.calibration.measures.find((m) => m.measure === "overall")!.units).toBe(0);
    expect(blind.calibration.disagreements).toEqual([]);
    // Ann sees her own scores, so the file's Judge is calibrated against them for her.
    const own = await getFileCalibration(db, { viewer: { id: ann, role: "judge", name: "Ann", email: "ann@example.org" } });
    expect(own.calibration.measures.find((m) => m.measure === "overall")!.units).toBe(4);
  });
});
