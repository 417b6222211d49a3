// Prisma CLI configuration. The CLI runs on WebAssembly engines through a driver adapter, so nothing is downloaded
// (the native schema engine lives on a CDN this machine cannot reach). Only `generate` and `migrate diff` are used:
// migrations are applied by our own runner (lib/db/migrate.ts).
import { defineConfig } from "prisma/config";

process.env.CHECKPOINT_DISABLE ??= "1";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  async adapter() {
    const { PrismaBetterSQLite3 } = await import("@prisma/adapter-better-sqlite3");
    return new PrismaBetterSQLite3({ url: ":memory:" });
  },
});
