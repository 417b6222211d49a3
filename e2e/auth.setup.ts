import { test as setup } from "@playwright/test";
import { ADMIN_STATE } from "../playwright.config";
import { ADMIN, addUserWithCli, signIn } from "./helpers/accounts";

setup("the first admin is made with the CLI and signs in", async ({ page }) => {
  addUserWithCli(ADMIN.email, "admin", ADMIN.password);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.context().storageState({ path: ADMIN_STATE });
});
