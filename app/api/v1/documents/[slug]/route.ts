import { documentDetail } from "@/lib/api/documents";
import { getDocument } from "@/lib/api/endpoints";
import { serve } from "@/lib/api/handler";
import { originOf } from "@/lib/api/origin";

export const dynamic = "force-dynamic";

export const GET = serve(getDocument, ({ params, request }) => documentDetail(params.slug, originOf(request)));
