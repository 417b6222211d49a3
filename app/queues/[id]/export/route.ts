import { NextResponse } from "next/server";
import { z } from "zod";
import { currentViewer, roleRefusal } from "@/lib/auth/guard";
import { queueConsensus } from "@/lib/db/adjudication";
import { db } from "@/lib/db/client";
import { getQueue } from "@/lib/db/queues";
import { download } from "@/lib/export/download";
import { consensusCsv, consensusJsonl } from "@/lib/export/consensus-dataset";

export const dynamic = "force-dynamic";

const querySchema = z.object({ format: z.enum(["jsonl", "csv"]).default("jsonl") });

/** A queue's consensus as a dataset (lib/judging/adjudication.ts consensusRecords): JSON Lines or CSV, for admins. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const denied = await roleRefusal("admin");
  if (denied) return denied;
  const id = z.coerce
    .number()
    .int()
    .positive()
    .safeParse((await params).id);
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!id.success || !query.success) return NextResponse.json({ error: "format must be jsonl or csv" }, { status: 400 });
  const queue = await getQueue(db(), id.data);
  const viewer = await currentViewer();
  if (!queue || !viewer) return NextResponse.json({ error: "no such queue" }, { status: 404 });
  const records = await queueConsensus(db(), queue, viewer);
  const name = `queue-${queue.id}-consensus`;
  return query.data.format === "csv"
    ? download(consensusCsv(records), "text/csv", `${name}.csv`)
    : download(consensusJsonl(records), "application/jsonl", `${name}.jsonl`);
}
