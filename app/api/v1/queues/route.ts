import { listQueues } from "@/lib/api/endpoints";
import { serve } from "@/lib/api/handler";
import { queuesFor } from "@/lib/api/queues";

export const dynamic = "force-dynamic";

export const GET = serve(listQueues, ({ caller }) => queuesFor(caller!));
