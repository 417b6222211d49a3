import { configDefaults, defineConfig } from "vitest/config";

const INCLUDE = ["lib/**/*.test.ts", "tests/**/*.test.ts", "cli/**/*.test.ts", "server/**/*.test.ts", "components/**/*.test.ts", "components/**/*.test.tsx"];
// Files whose assertions are about waiting (lock waits, a timer's longest gap, saves overlapping an import in another
// process): they run after the others, one at a time.
const ALONE = ["tests/concurrent-writes.test.ts"];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    testTimeout: 20_000,
    // One migrated SQLite file and PostgreSQL database for the run; each test's temporary database is a copy of it.
    globalSetup: ["tests/helpers/template-databases.ts"],
    projects: [
      // Two files at a time even on two cores (Vitest's default is cores − 1): most files wait on a database or a
      // child process, and every file has its own temporary databases, directories and ports.
      { extends: true, test: { name: "unit", include: INCLUDE, exclude: [...configDefaults.exclude, ...ALONE], maxWorkers: 2 } },
      { extends: true, test: { name: "alone", include: ALONE, fileParallelism: false } },
    ],
  },
});
