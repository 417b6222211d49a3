import { commentAs, commentsOf } from "@/lib/api/discussion";
import { addComment, listComments } from "@/lib/api/endpoints";
import { serve } from "@/lib/api/handler";

export const dynamic = "force-dynamic";

export const GET = serve(listComments, ({ params, caller }) => commentsOf(params.slug, params.round, caller!));
export const POST = serve(addComment, ({ params, body, caller }) => commentAs(params.slug, params.round, body, caller!));
