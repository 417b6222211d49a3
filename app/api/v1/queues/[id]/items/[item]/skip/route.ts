import { skipQueueItem } from "@/lib/api/endpoints";
import { serve } from "@/lib/api/handler";
import { skipFor } from "@/lib/api/queues";

export const dynamic = "force-dynamic";

export const POST = serve(skipQueueItem, ({ params, body, caller }) => skipFor(params.id, params.item, body.reason, caller!));
