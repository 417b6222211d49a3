import { datasetResponse } from "@/lib/api/dataset";
import { getDataset } from "@/lib/api/endpoints";
import { serve } from "@/lib/api/handler";

export const dynamic = "force-dynamic";

export const GET = serve(getDataset, ({ query, caller }) => datasetResponse(query, caller!.viewer));
