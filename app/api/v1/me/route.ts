import { getMe } from "@/lib/api/endpoints";
import { serve } from "@/lib/api/handler";

export const dynamic = "force-dynamic";

export const GET = serve(getMe, async ({ caller }) => ({
  user: { ...caller!.viewer, kind: caller!.viewer.kind === "model" ? ("model" as const) : ("person" as const) },
  token: { name: caller!.token.name, scopes: caller!.scopes },
}));
