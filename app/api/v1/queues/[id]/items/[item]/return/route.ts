import { returnToQueueItem } from "@/lib/api/endpoints";
import { serve } from "@/lib/api/handler";
import { returnFor } from "@/lib/api/queues";

export const dynamic = "force-dynamic";

export const POST = serve(returnToQueueItem, ({ params, caller }) => returnFor(params.id, params.item, caller!));
