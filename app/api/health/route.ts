import { NextResponse } from "next/server";
import { db } from "@/lib/db/client";
import { checkHealth } from "@/lib/db/health";

export const dynamic = "force-dynamic";

export async function GET() {
  const health = await checkHealth(db());
  return NextResponse.json(health, { status: health.status === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
