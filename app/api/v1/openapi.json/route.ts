import { openApi } from "@/lib/api/endpoints";
import { serve } from "@/lib/api/handler";
import { openApiDocument } from "@/lib/api/openapi";
import { originOf } from "@/lib/api/origin";

export const dynamic = "force-dynamic";

export const GET = serve(openApi, async ({ request }) => openApiDocument(originOf(request)));
