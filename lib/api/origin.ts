import { publicOrigin } from "@/lib/public-origin";

/** The origin links in answers are made with: the one the request came to, as the proxy forwarded it. */
export const originOf = (request: Request) => publicOrigin(request.headers, new URL(request.url).origin);
