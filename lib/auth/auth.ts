import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { dialectOf, type Db } from "@/lib/db/client";
import { MIN_PASSWORD_LENGTH } from "./credentials";
import { authSecret } from "./secret";

export const SESSION_DAYS = 7;

/**
 * better-auth over our Prisma client: it hashes passwords (scrypt), issues and checks signed session cookies, and
 * expires sessions. Chosen over Auth.js because email + password with database sessions is its first-class path,
 * while Auth.js's credentials provider supports only JWT sessions, which cannot be revoked when an admin disables
 * someone. Sign-up is off (admins create accounts) and no HTTP handler is mounted: sign-in and sign-out are our
 * server actions, which throttle first (throttle.ts).
 */
export function createAuth(db: Db, options: { secure: boolean }) {
  return betterAuth({
    database: prismaAdapter(db, { provider: dialectOf(db) === "postgres" ? "postgresql" : "sqlite" }),
    secret: authSecret(),
    baseURL: process.env.ROUNDTABLE_URL || "http://localhost",
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: MIN_PASSWORD_LENGTH, maxPasswordLength: 256 },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    user: {
      additionalFields: {
        role: { type: "string", input: false, defaultValue: "viewer" },
        disabledAt: { type: "date", input: false, required: false },
      },
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: { useSecureCookies: options.secure, cookiePrefix: "roundtable" },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// Per process is right with several instances: sessions live in the database and the key is the shared secret.
const instances = new WeakMap<Db, { secure?: Auth; plain?: Auth }>();

/** One instance per (client, cookie security), kept across requests. */
export function authFor(db: Db, secure: boolean): Auth {
  let pair = instances.get(db);
  if (!pair) instances.set(db, (pair = {}));
  const key = secure ? "secure" : "plain";
  return (pair[key] ??= createAuth(db, { secure }));
}
