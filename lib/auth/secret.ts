import { createHmac, randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { privateDir } from "@/lib/private-files";

/**
 * The key that signs session cookies: ROUNDTABLE_AUTH_SECRET when set, otherwise one generated on first use and kept
 * in data/auth-secret (mode 600), so `npm start` needs no setup and sessions survive restarts.
 */
export function authSecret(): string {
  return authSecretWithOrigin().secret;
}

/**
 * The key and where it came from: only the environment can give several instances one key (instances/start.ts).
 * server/serve.ts hands its workers the file's key through the environment, marked ROUNDTABLE_AUTH_SECRET_ORIGIN=file,
 * so they sign alike and still count as holding a file key.
 */
export function authSecretWithOrigin(): { secret: string; fromEnv: boolean } {
  const fromEnv = process.env.ROUNDTABLE_AUTH_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error("ROUNDTABLE_AUTH_SECRET must be at least 32 characters: make one with `openssl rand -base64 32`");
    return { secret: fromEnv, fromEnv: process.env.ROUNDTABLE_AUTH_SECRET_ORIGIN !== "file" };
  }
  return { secret: fileSecret(), fromEnv: false };
}

/** What instances compare to know they hold the same key without writing the key anywhere (HMAC, not reversible). */
export function secretDigest(secret: string): string {
  return createHmac("sha256", secret).update("roundtable-instance").digest("hex");
}

function fileSecret(): string {
  // One fixed path, marked for the bundler, which would otherwise trace the whole project for a computed one.
  const dir = join(/* turbopackIgnore: true */ process.cwd(), "data");
  const file = join(dir, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    privateDir(dir);
    try {
      writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
    } catch (error) {
      // Another process wrote it first; theirs wins.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    return readFileSync(file, "utf8").trim();
  }
}
