import { documentSource } from "@/lib/api/documents";
import { getDocumentSource } from "@/lib/api/endpoints";
import { serve } from "@/lib/api/handler";

export const dynamic = "force-dynamic";

export const GET = serve(getDocumentSource, ({ params }) => documentSource(params.slug));
