import { expect, test } from "@playwright/test";
import { checkLooks, watchForErrors } from "./helpers/looks";

// An A52 response of our own: it lists three files, supplies two of them and one it does not list.
const RESPONSE = [
  "The ledger drops entries under load; I add a write-ahead buffer and document it.",
  "",
  "### Course of Action",
  "1. Buffer writes in `src/ledger/buffer.ts`.",
  "2. Flush it from the writer.",
  "3. Document the buffer.",
  "",
  "### Files Updated This Cycle:",
  "* `src/ledger/buffer.ts` (New)",
  "* `src/ledger/writer.ts` (Updated)",
  "* `docs/ledger-buffer.md` (New)",
  "",
  '<file path="src/ledger/buffer.ts">',
  "```ts",
  "export class WriteBuffer {",
  "  private pending: string[] = [];",
  "  push(entry: string) {",
  "    this.pending.push(entry);",
  "  }",
  "}",
  "```",
  "</file>",
  "",
  '<file path="src/ledger/writer.ts">',
  "```ts",
  'import { WriteBuffer } from "./buffer";',
  "export const buffer = new WriteBuffer();",
  "```",
  "</file>",
  "",
  '<file path="src/ledger/metrics.ts">',
  "export const flushed = 0;",
  "</file>",
  "",
].join("\n");
const PAGE = "/r/ledger-buffer-response";

async function upload(page: import("@playwright/test").Page) {
  await page.goto("/upload");
  await page
    .getByLabel("Markdown, XML or JSON files, or zip archives")
    .setInputFiles([{ name: "ledger-buffer-response.md", mimeType: "text/markdown", buffer: Buffer.from(RESPONSE) }]);
  await page.getByRole("button", { name: "Import" }).click();
  const results = page.getByRole("table", { name: "Upload result, one row a file" });
  await expect(results.getByRole("row").filter({ hasText: "ledger-buffer-response.md" })).toContainText(/imported|unchanged|updated/);
}

test("an A52 response that lists a file it does not supply shows it under Claim versus delivery, linked to its line", async ({ page }) => {
  const problems = watchForErrors(page);
  await upload(page);
  await page.goto(PAGE);
  const section = page.getByRole("region", { name: "Claim versus delivery" });
  const rules = section.getByRole("list", { name: "Claim against delivery, by rule" });
  const unsupplied = rules.getByRole("listitem").filter({ hasText: "a52-claims-unsupplied-file" });
  await expect(unsupplied).toContainText("Listed, not supplied");
  await expect(unsupplied).toContainText("“docs/ledger-buffer.md” is listed (New), but no file block supplies it.");
  await expect(rules.getByRole("listitem").filter({ hasText: "a52-supplies-unlisted-file" })).toContainText("src/ledger/metrics.ts");
  // The evidence is a link to the listed line in the source view.
  await unsupplied.getByRole("link", { name: "line 11" }).click();
  await expect(page).toHaveURL(`${PAGE}/source#L11`);
  await expect(page.locator("#L11")).toHaveText("* `docs/ledger-buffer.md` (New)");
  expect(problems).toEqual([]);
});

// Each look uploads the response again (an unchanged upload is a no-op), so it does not depend on the test above.
checkLooks("claims", async (page) => {
  await upload(page);
  await page.goto(PAGE);
  await expect(page.getByRole("region", { name: "Claim versus delivery" })).toBeVisible();
});
