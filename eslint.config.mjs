import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ["node_modules/**", ".next/**", "generated/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  {
    // The format contract is pure: it must not reach for I/O, frameworks or the database.
    files: ["lib/contract/**/*.ts"],
    ignores: ["lib/contract/**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["node:*", "fs", "path", "next", "next/*", "react", "react-*", "@prisma/*", "@/generated/*", "@/lib/db/*", "@/lib/ingest/*"] }],
    },
  },
  {
    // Everything else reaches the contract through its one entry point.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/db/**/*.ts", "lib/ingest/**/*.ts", "cli/**/*.ts", "bench/**/*.ts", "e2e/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/lib/contract/*", "**/lib/contract/*"], message: "Import the contract through @/lib/contract." }] }],
    },
  },
];

export default config;
