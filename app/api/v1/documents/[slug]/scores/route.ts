import { listScores } from "@/lib/api/endpoints";
import { serve } from "@/lib/api/handler";
import { scoresOf } from "@/lib/api/judging";

export const dynamic = "force-dynamic";

export const GET = serve(listScores, ({ params, caller }) => scoresOf(params.slug, caller!));
