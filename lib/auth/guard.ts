import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { cache } from "react";
import { db } from "@/lib/db/client";
import { noteRenderViewer, RENDER_WITNESS_HEADER, roleCacheKey, viewerCacheKey } from "@/lib/page-cache/render-witness";
import { type Role, roleAtLeast, type Viewer } from "./roles";
import { publicRead, viewerFromHeaders } from "./session";
import { WARM_UP_HEADER, warmUpViewer } from "./warm-up";

// The session, read once a request; the two readers below say to the page cache how much of it a render used.
const sessionViewer = cache(async (): Promise<Viewer | null> => {
  const requestHeaders = await headers();
  return warmUpViewer(requestHeaders.get(WARM_UP_HEADER)) ?? viewerFromHeaders(db(), requestHeaders);
});

async function noteRead(key: string): Promise<void> {
  noteRenderViewer((await headers()).get(RENDER_WITNESS_HEADER), key);
}

/** Who is asking; the page cache keeps the render as this person's own (lib/page-cache/render-witness.ts). */
export const currentViewer = cache(async (): Promise<Viewer | null> => {
  const viewer = await sessionViewer();
  await noteRead(viewerCacheKey(viewer));
  return viewer;
});

/**
 * What the asker may do, and nothing of who they are: a render that reads no more is the same page for everyone of the
 * role, and the page cache keeps it once for all of them.
 */
export const currentRole = cache(async (): Promise<Role | null> => {
  const viewer = await sessionViewer();
  await noteRead(roleCacheKey(viewer?.role ?? null));
  return viewer?.role ?? null;
});

/** The reader's id when their role judges (a page showing their own scores), else null without reading who they are. */
export async function ownJudgeId(role: Role | null): Promise<string | null> {
  return role !== null && roleAtLeast(role, "judge") ? ((await currentViewer())?.id ?? null) : null;
}

/**
 * The gate of every page and server action that needs a role: no session goes to sign-in (and comes back to
 * `returnTo`), a lesser role gets 403. Both throw, so nothing after the call runs for the wrong person.
 */
export async function requireRole(role: Role, returnTo = "/"): Promise<Viewer> {
  const viewer = await currentViewer();
  if (!viewer) redirect(`/sign-in?next=${encodeURIComponent(returnTo)}`);
  if (!roleAtLeast(viewer.role, role)) forbidden();
  return viewer;
}

/**
 * The gate of reading pages: open when ROUNDTABLE_PUBLIC_READ is on, otherwise any signed-in role. Answers the reader's
 * role (null when reading signed out); a page that needs the person asks `currentViewer` as well.
 */
export async function requireReader(returnTo: string): Promise<Role | null> {
  // The role is read even when public: the page cache keeps the answer only for readers of the role it was made for.
  const role = await currentRole();
  if (publicRead()) return role;
  if (!role) redirect(`/sign-in?next=${encodeURIComponent(returnTo)}`);
  return role;
}

/** For route handlers, which answer with a status rather than a page: null when the request may read. */
export async function readRefusal(): Promise<Response | null> {
  const role = await currentRole();
  if (publicRead() || role) return null;
  return Response.json({ error: "sign in to read (or set ROUNDTABLE_PUBLIC_READ=1)" }, { status: 401 });
}

/** For route handlers that need a role: 401 without a session, 403 with a lesser role, null when allowed. */
export async function roleRefusal(role: Role): Promise<Response | null> {
  const has = await currentRole();
  if (!has) return Response.json({ error: "sign in first" }, { status: 401 });
  if (!roleAtLeast(has, role)) return Response.json({ error: `needs the ${role} role` }, { status: 403 });
  return null;
}
