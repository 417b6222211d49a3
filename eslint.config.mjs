import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Layer fences. Dependencies point one way: app → components → lib; lib/contract uses nothing of ours. ESLint keeps
// one set of options per rule and file (a later block replaces an earlier one), so each layer lists every fence it has.
const CONTRACT_ENTRY = { group: ["@/lib/contract/*", "**/lib/contract/*"], message: "Import the contract through @/lib/contract." };
const NO_APP = { group: ["@/app", "@/app/*"], message: "app/ is routes only: move what you need into lib/ (or components/) and import it from there." };
const NO_COMPONENTS = { group: ["@/components", "@/components/*"], message: "lib/ is below components/: it must not import UI." };
const NO_INGEST = { group: ["@/lib/ingest", "@/lib/ingest/*"], message: "lib/db is below lib/ingest: ingest writes through db, never the other way." };
const fence = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });
const CONTRACT_PURE = {
  group: ["node:*", "fs", "path", "next", "next/*", "react", "react-*", "@prisma/*", "@/*"],
  message: "The contract is pure: no I/O, frameworks, database, nor anything of ours outside lib/contract.",
};
const FORMAT_FOLDERS = ["dialogue", "a52", "goopspec", "acor"];
// A format folder reaches only core/ (and itself): never another format, nor the registry and entry above them.
const formatFence = (folder, { test = false } = {}) => [
  {
    group: [
      ...FORMAT_FOLDERS.filter((f) => f !== folder).flatMap((f) => [`../${f}`, `../${f}/*`, `../../${f}`, `../../${f}/*`]),
      // Tests may ask the registry which format claims a text; the code of a format never sees the registry.
      ...(test ? [] : ["../formats", "../index", "../projections"]),
    ],
    message: "A format folder imports only ../core/ and its own files: formats are equal rooms, registered in lib/contract/formats.ts.",
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ["node_modules/**", ".next/**", "generated/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  // Import loops: scripts/import-cycles.mjs, a gate of its own (import/no-cycle took 80 s of the lint step's 104).
  { files: ["app/**/*.{ts,tsx}", "cli/**/*.ts", "bench/**/*.ts", "e2e/**/*.ts"], rules: fence(CONTRACT_ENTRY) },
  { files: ["components/**/*.{ts,tsx}"], rules: fence(CONTRACT_ENTRY, NO_APP) },
  // The production server around Next (npm start): it uses lib/, never the routes or the UI.
  { files: ["server/**/*.ts"], rules: fence(CONTRACT_ENTRY, NO_APP, NO_COMPONENTS) },
  { files: ["lib/**/*.{ts,tsx}"], ignores: ["lib/contract/**"], rules: fence(CONTRACT_ENTRY, NO_APP, NO_COMPONENTS) },
  { files: ["lib/db/**/*.ts"], rules: fence(CONTRACT_ENTRY, NO_APP, NO_COMPONENTS, NO_INGEST) },
  {
    // The format contract is pure: no I/O, frameworks, database, nor anything else of ours (`@/…`).
    files: ["lib/contract/**/*.ts"],
    ignores: ["lib/contract/**/*.test.ts"],
    rules: fence(CONTRACT_PURE),
  },
  // Each format is a room of its own: it imports core/ and itself, never another format nor the registry above it.
  ...FORMAT_FOLDERS.flatMap((folder) => [
    { files: [`lib/contract/${folder}/**/*.ts`], ignores: ["lib/contract/**/*.test.ts"], rules: fence(CONTRACT_PURE, ...formatFence(folder)) },
    { files: [`lib/contract/${folder}/**/*.test.ts`], rules: fence(...formatFence(folder, { test: true })) },
  ]),
  {
    files: ["lib/contract/core/**/*.ts"],
    ignores: ["lib/contract/**/*.test.ts"],
    rules: fence(CONTRACT_PURE, {
      group: [...FORMAT_FOLDERS.map((f) => `../${f}`), ...FORMAT_FOLDERS.map((f) => `../${f}/*`), "../formats", "../index", "../projections"],
      message: "core/ is what every format shares: it imports no format.",
    }),
  },
];

export default config;
