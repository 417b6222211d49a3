import { defineConfig, devices } from "@playwright/test";
// @ts-expect-error -- plain JavaScript without type declarations (it runs before `npm ci`)
import { e2eBrowser } from "./scripts/lib.mjs";

const port = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://127.0.0.1:${port}`;
export const ADMIN_STATE = "test-results/e2e-auth/admin.json";

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  use: {
    baseURL,
    // A failed test keeps its trace (actions, network, console) and a screenshot; recording DOM snapshots and a
    // screencast of every test only to throw them away took a tenth of the run (a 30-test run 80 → 70 s).
    trace: { mode: "retain-on-failure", snapshots: false, screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's headless shell where it is installed (npm test installs it as root): the full browser's new headless
      // mode also runs its address bar and window in renderers of their own, a 30-test run 86 s against the shell's 68 s.
      executablePath: e2eBrowser(),
      // Debian's Chromium reaches for Google hosts at start; this machine has no such network.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
      ],
    },
  },
  projects: [
    // Makes the first admin the documented way (the CLI) and signs in once; the other specs start signed in as it.
    { name: "setup", testMatch: /auth\.setup\.ts/, use: { ...devices["Desktop Chrome"] } },
    { name: "chromium", dependencies: ["setup"], testIgnore: /\.last\.spec\.ts$/, use: { ...devices["Desktop Chrome"], storageState: ADMIN_STATE } },
    // Specs that change what the others read (the whole corpus imported, scores on the samples) run after all of them.
    { name: "last", dependencies: ["chromium"], testMatch: /\.last\.spec\.ts$/, use: { ...devices["Desktop Chrome"], storageState: ADMIN_STATE } },
  ],
  webServer: {
    // The real `npm start` path (migrate, seed, serve) against its own database; the build is done by `npm test`.
    command: "node scripts/start.mjs",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    // Local repositories are allowed so the sync tests can use one made on the spot; a short wait for SQLite's write
    // lock lets the busy-save test give up in about a second.
    env: {
      DATABASE_URL: "file:./data/e2e.db",
      PORT: String(port),
      HOST: "127.0.0.1",
      NEXT_TELEMETRY_DISABLED: "1",
      ROUNDTABLE_ALLOW_LOCAL_GIT: "1",
      ROUNDTABLE_DB_BUSY_MS: "300",
    },
  },
});
