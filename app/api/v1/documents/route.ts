import { documentList } from "@/lib/api/documents";
import { listDocuments } from "@/lib/api/endpoints";
import { serve } from "@/lib/api/handler";
import { originOf } from "@/lib/api/origin";

export const dynamic = "force-dynamic";

export const GET = serve(listDocuments, ({ query, request }) => documentList(query, originOf(request)));
