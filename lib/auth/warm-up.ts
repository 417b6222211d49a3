import { randomBytes } from "node:crypto";
import type { Viewer } from "./roles";

/**
 * A server's worker renders its main pages once before it takes any request (server/warm-up.ts), so that the first
 * readers after a start do not wait while each route's code is compiled and the markdown thread starts. Those renders
 * read as this viewer: a reader of the lowest role who is nobody. Only a request carrying a token the worker opened
 * for its own warm-up counts as it; the worker drops the header from every other request, and closes the token
 * before it listens.
 *
 * The tokens live on globalThis because Next's bundle holds its own copies of our modules in the same process.
 */
export const WARM_UP_HEADER = "x-roundtable-warm-up";

export const WARM_UP_VIEWER: Viewer = { id: "warm-up", email: "warm-up@roundtable.invalid", name: "Warm-up", role: "viewer" };

const REGISTRY = Symbol.for("roundtable.warm-up-tokens");

function openTokens(): Set<string> {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Set<string> };
  return (holder[REGISTRY] ??= new Set());
}

export function openWarmUp(): string {
  const token = randomBytes(24).toString("base64url");
  openTokens().add(token);
  return token;
}

export function closeWarmUp(token: string): void {
  openTokens().delete(token);
}

/** The warm-up viewer for a request carrying an open token; null for every other request. */
export function warmUpViewer(header: string | null | undefined): Viewer | null {
  return header && openTokens().has(header) ? WARM_UP_VIEWER : null;
}
