import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { z } from "zod";
import { type Role } from "@/lib/auth/roles";
import { emailSchema } from "@/lib/auth/credentials";
import { unlockAccount } from "@/lib/db/sign-in-throttle";
import { createUser, listUsers, newUserSchema } from "@/lib/db/users";
import { migrateDatabase } from "@/lib/db/setup";
import { AppError } from "@/lib/errors";
import { withDb } from "./with-db";

/** Asks on a terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  process.stderr.write(question);
  const rl = createInterface({ input: process.stdin, output: muted, terminal: true });
  return new Promise((resolve) => {
    rl.question("", (answer) => {
      rl.close();
      process.stderr.write("\n");
      resolve(answer);
    });
  });
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** The password from a prompt (twice, on a terminal) or the first line of stdin (scripts, CI). Never from argv, which `ps` shows. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return (await readStdin()).split(/\r?\n/)[0] ?? "";
  const first = await askHidden("Password: ");
  const again = await askHidden("Password again: ");
  if (first !== again) throw new AppError("input-invalid", "the passwords differ");
  return first;
}

export async function addUser(input: { email: string; role: Role; name: string }): Promise<number> {
  const password = await readPassword();
  const parsed = newUserSchema.safeParse({ ...input, password });
  if (!parsed.success)
    throw new AppError(
      "input-invalid",
      z.flattenError(parsed.error).fieldErrors.password?.[0] ?? parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "),
    );
  await migrateDatabase();
  return withDb(async (db) => {
    await createUser(db, parsed.data);
    console.log(`added ${parsed.data.email} as ${parsed.data.role}`);
    return 0;
  });
}

export async function printUsers(): Promise<number> {
  await migrateDatabase();
  return withDb(async (db) => {
    const users = await listUsers(db);
    if (users.length === 0) console.log("no users yet: npm run roundtable -- user add --role admin EMAIL");
    for (const u of users) console.log(`${u.email}\t${u.role}${u.disabled ? "\tdisabled" : ""}\t${u.scoreCount} score versions`);
    return 0;
  });
}

/** `user unlock EMAIL`: the account's failed sign-ins are forgotten, so it can sign in at once. */
export async function unlockUser(email: string): Promise<number> {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) throw new AppError("input-invalid", `${email} is not an email address`);
  await migrateDatabase();
  return withDb(async (db) => {
    const forgotten = await unlockAccount(db, parsed.data);
    console.log(`${parsed.data}: ${forgotten} failed sign-in${forgotten === 1 ? "" : "s"} forgotten; it can sign in now`);
    return 0;
  });
}
