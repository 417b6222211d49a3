import { takeNextItem } from "@/lib/api/endpoints";
import { serve } from "@/lib/api/handler";
import { nextFor } from "@/lib/api/queues";

export const dynamic = "force-dynamic";

export const POST = serve(takeNextItem, ({ params, caller }) => nextFor(params.id, caller!));
