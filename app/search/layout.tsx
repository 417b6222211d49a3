import type { ReactNode } from "react";
import { requireReader } from "@/lib/auth/guard";

/**
 * The gate, above the page's loading.tsx: that file is a <Suspense> around the page, and once its skeleton is sent the
 * status is 200, so a reader who must sign in would get a page that redirects by script instead of a 307. Here it is
 * still decided first. The page asks again (free: the viewer is read once a request) and sends back to `/search`
 * either way, so the query is not lost by asking here.
 */
export default async function SearchLayout({ children }: { children: ReactNode }) {
  await requireReader("/search");
  return children;
}
