import { saveScore } from "@/lib/api/endpoints";
import { serve } from "@/lib/api/handler";
import { saveScoreAs } from "@/lib/api/judging";

export const dynamic = "force-dynamic";

export const POST = serve(saveScore, ({ params, body, caller }) => saveScoreAs(params.slug, params.round, body, caller!));
