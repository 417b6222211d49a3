import { NextResponse } from "next/server";
import { currentViewer } from "@/lib/auth/guard";

export const dynamic = "force-dynamic";

/**
 * `GET /api/session`: who is signed in, for the header's name (components/layout/account-name.tsx). Pages name only
 * the reader's role, so each is one page for everyone of that role; the person is asked for here, apart.
 */
export async function GET() {
  const viewer = await currentViewer();
  if (!viewer) return NextResponse.json({ error: "not signed in" }, { status: 401, headers: { "Cache-Control": "private, no-store" } });
  return NextResponse.json({ name: viewer.name, email: viewer.email, role: viewer.role }, { headers: { "Cache-Control": "private, no-store" } });
}
