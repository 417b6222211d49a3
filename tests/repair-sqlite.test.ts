import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { repairSuite } from "./helpers/repair-suite";

repairSuite("SQLite", async () => {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-repair-"));
  const file = join(dir, "old.db");
  return { target: { provider: "sqlite", file, url: `file:${file}` }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
});
