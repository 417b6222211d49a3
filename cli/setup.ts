import { ensureSetupToken } from "@/lib/db/access-tokens";
import { readSetupFile, writeSetupFile } from "@/lib/auth/setup-file";
import { withDb } from "./with-db";

/** Where the printed link points: ROUNDTABLE_URL, or the address `npm start` serves on (a wildcard bind means this machine). */
export function setupBase(env: Record<string, string | undefined> = process.env): string {
  if (env.ROUNDTABLE_URL) return env.ROUNDTABLE_URL.replace(/\/+$/, "");
  const host = !env.HOST || env.HOST === "0.0.0.0" || env.HOST === "::" ? "127.0.0.1" : env.HOST;
  return `http://${host.includes(":") ? `[${host}]` : host}:${env.PORT || "3000"}`;
}

/**
 * `setup-link` (run by `npm start` after migrating): while no admin exists, prints the one-time link that makes the
 * first one and writes its token to data/setup-token; an unused token from an earlier start is reused.
 */
export async function printSetupLink(): Promise<number> {
  return withDb(async (db) => {
    const setup = await ensureSetupToken(db, readSetupFile());
    if (!setup) return 0;
    const file = writeSetupFile(setup.token);
    const link = `${setupBase()}/setup?token=${setup.token}`;
    console.log(
      [
        "",
        "roundtable: no admin yet. Open this one-time link to create the first admin:",
        "",
        `    ${link}`,
        "",
        `roundtable: (the token is also in ${file}; the link works until it is used${setup.reused ? "; same link as the last start" : ""})`,
        "",
      ].join("\n"),
    );
    return 0;
  });
}
