import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { cache } from "react";
import { db } from "@/lib/db/client";
import { noteRenderViewer, RENDER_WITNESS_HEADER, viewerCacheKey } from "@/lib/page-cache/render-witness";
import { type Role, roleAtLeast, type Viewer } from "./roles";
import { publicRead, viewerFromHeaders } from "./session";

/** Who is asking, once per request; the page cache is told whom the render is for (lib/page-cache/render-witness.ts). */
export const currentViewer = cache(async (): Promise<Viewer | null> => {
  const requestHeaders = await headers();
  const viewer = await viewerFromHeaders(db(), requestHeaders);
  noteRenderViewer(requestHeaders.get(RENDER_WITNESS_HEADER), viewerCacheKey(viewer));
  return viewer;
});

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

/** The gate of reading pages: open when ROUNDTABLE_PUBLIC_READ is on, otherwise any signed-in role. */
export async function requireReader(returnTo: string): Promise<Viewer | null> {
  if (publicRead()) return currentViewer();
  return requireRole("viewer", returnTo);
}

/** For route handlers, which answer with a status rather than a page: null when the request may read. */
export async function readRefusal(): Promise<Response | null> {
  // The session is read even when public: the answer is kept by the page cache only for the reader it was made for.
  const viewer = await currentViewer();
  if (publicRead() || viewer) return null;
  return Response.json({ error: "sign in to read (or set ROUNDTABLE_PUBLIC_READ=1)" }, { status: 401 });
}

/** For route handlers that need a role: 401 without a session, 403 with a lesser role, null when allowed. */
export async function roleRefusal(role: Role): Promise<Response | null> {
  const viewer = await currentViewer();
  if (!viewer) return Response.json({ error: "sign in first" }, { status: 401 });
  if (!roleAtLeast(viewer.role, role)) return Response.json({ error: `needs the ${role} role` }, { status: 403 });
  return null;
}
