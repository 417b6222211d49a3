import { sourcesList } from "@/lib/api/discussion";
import { listSources } from "@/lib/api/endpoints";
import { serve } from "@/lib/api/handler";

export const dynamic = "force-dynamic";

export const GET = serve(listSources, () => sourcesList());
