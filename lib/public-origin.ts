/**
 * The origin a reader reached the app at, for links written into downloads: ROUNDTABLE_URL when it is set (the
 * deployment's own word), else the request's Host with its scheme (HTTPS when the proxy in front says so). Never the
 * address the server listens on (`localhost:3000` behind a proxy is no link for anyone else).
 */
export function publicOrigin(headers: Headers, fallback: string, env: Record<string, string | undefined> = process.env): string {
  const configured = env.ROUNDTABLE_URL;
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // A malformed setting is refused at start-up elsewhere; here the request still answers.
    }
  }
  const host = headers.get("host");
  // Host names and ports only: anything else in the header is not an origin we write into a file.
  if (!host || !/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)) return fallback;
  const scheme = headers.get("x-forwarded-proto") === "https" ? "https" : new URL(fallback).protocol.replace(":", "");
  return `${scheme}://${host}`;
}
