import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    include: ["lib/**/*.test.ts", "tests/**/*.test.ts", "cli/**/*.test.ts", "server/**/*.test.ts", "components/**/*.test.ts", "components/**/*.test.tsx"],
    testTimeout: 20_000,
  },
});
