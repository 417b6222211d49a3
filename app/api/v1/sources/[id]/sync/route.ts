import { startSync } from "@/lib/api/discussion";
import { syncSource } from "@/lib/api/endpoints";
import { serve } from "@/lib/api/handler";

export const dynamic = "force-dynamic";

export const POST = serve(syncSource, ({ params }) => startSync(params.id));
