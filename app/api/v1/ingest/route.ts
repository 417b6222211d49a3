import { ingest } from "@/lib/api/endpoints";
import { serve } from "@/lib/api/handler";
import { ingestFiles } from "@/lib/api/ingest";

export const dynamic = "force-dynamic";

export const POST = serve(ingest, ({ body, caller }) => ingestFiles(body, caller!));
