import { search } from "@/lib/api/endpoints";
import { serve } from "@/lib/api/handler";
import { searchAs } from "@/lib/api/search";

export const dynamic = "force-dynamic";

export const GET = serve(search, ({ request }) => searchAs(new URL(request.url).searchParams));
