import { expect, test } from "@playwright/test";
import { expectAccessible } from "./helpers/looks";

// The accessibility check every page passes must be able to fail: a page with known faults is refused, and passes mended.
test("the accessibility check finds a nameless button and grey-on-white text, and passes the same page mended", async ({ page }) => {
  const page_ = (button: string, colour: string) =>
    `<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>${button}<p style="color:${colour};background:#fff">Some words.</p></main></body></html>`;
  await page.setContent(page_("<button></button>", "#ccc"));
  const refused = await expectAccessible(page).then(
    () => "",
    (error: Error) => error.message,
  );
  expect(refused).toContain("button-name (critical)");
  expect(refused).toContain("color-contrast (serious)");
  await page.setContent(page_("<button>Go</button>", "#333"));
  await expectAccessible(page);
});
