import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { parquetReadObjects } from "hyparquet";
import { watchForErrors } from "./helpers/looks";
import { table } from "./helpers/index-table";

test("the index's Download dataset gives the current filter's documents as Parquet", async ({ page }) => {
  const problems = watchForErrors(page);
  await page.goto("/?q=rate&kind=dialogue");
  const slugs = await table(page)
    .locator("tbody tr a[href^='/d/']")
    .evaluateAll((links) => [...new Set(links.map((a) => (a as HTMLAnchorElement).pathname.split("/")[2]!))]);
  expect(slugs.length).toBeGreaterThan(0);
  const group = page.getByRole("group", { name: "Download dataset" });
  const downloading = page.waitForEvent("download");
  await group.getByRole("link", { name: "Parquet" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("roundtable-dataset-parquet.zip");
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  expect(strFromU8(files["roundtable-dataset/README.txt"]!)).toContain('pd.read_parquet("roundtable-dataset/markers.parquet")');
  const bytes = files["roundtable-dataset/documents.parquet"]!;
  const documents = await parquetReadObjects({ file: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer });
  // The dataset counts stubs too (the index hides them): every listed document is in it, and nothing of another kind.
  expect(documents.map((d) => d.slug)).toEqual(expect.arrayContaining(slugs));
  expect(new Set(documents.map((d) => d.kind))).toEqual(new Set(["dialogue"]));

  for (const width of [1280, 390])
    for (const colorScheme of ["light", "dark"] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await group.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screenshots/index-dataset-${width}-${colorScheme}.png` });
    }
  expect(problems).toEqual([]);
});

test("a queue's page gives an admin the queue's documents with only its rounds, as JSON Lines", async ({ page }) => {
  const problems = watchForErrors(page);
  await page.goto("/queues");
  const form = page.getByRole("form", { name: "New queue" });
  await form.getByLabel("Name").fill(`Dataset queue ${Date.now().toString(36)}`);
  await form.getByLabel(/title or slug contains/).fill("api-rate-limiting");
  await form.getByLabel("Kind").selectOption("dialogue");
  await form.getByLabel("Judges per round").fill("1");
  await form.getByRole("button", { name: "Create queue" }).click();
  await expect(page.getByText("3 rounds · 1 judge each")).toBeVisible();
  const group = page.getByRole("group", { name: "This queue's dataset" });
  const downloading = page.waitForEvent("download");
  await group.getByRole("link", { name: "JSON Lines" }).click();
  const files = unzipSync(new Uint8Array(readFileSync((await (await downloading).path())!)));
  const lines = (name: string) =>
    strFromU8(files[`roundtable-dataset/${name}.jsonl`]!)
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(lines("documents").map((d) => d.title)).toEqual(["Rate Limiting for the Public API"]);
  expect(lines("rounds").map((r) => r.round)).toEqual([0, 1, 2]);
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await group.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/queue-dataset-1280-${colorScheme}.png` });
  }
  expect(problems).toEqual([]);
});
