const production = process.env.NODE_ENV === "production";

/**
 * Sent with every response. Next's App Router streams its payload in inline scripts and the theme is set by one
 * before paint, so scripts need 'unsafe-inline' (a nonce would make every page dynamic and uncacheable); markdown
 * never carries raw HTML, and everything else is same-origin only. Dev mode's hot reload also needs eval.
 */
export const SECURITY_HEADERS = [
  {
    key: "Content-Security-Policy",
    value: [
      "default-src 'self'",
      `script-src 'self' 'unsafe-inline'${production ? "" : " 'unsafe-eval'"}`,
      "style-src 'self' 'unsafe-inline'",
      // No third-party images: markdown shows remote images as links (components/dialogue/markdown.tsx).
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      `connect-src 'self'${production ? "" : " ws: wss:"}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; "),
  },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "same-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native drivers stay outside the bundle; Next loads them from node_modules at run time.
  // Piscina starts its threads from its own files, which must stay where npm put them.
  serverExternalPackages: ["better-sqlite3", "pg", "@prisma/adapter-better-sqlite3", "@prisma/adapter-pg", "piscina"],
  poweredByHeader: false,
  // Uploads may be up to 100 MB (lib/ingest/zip.ts DEFAULT_LIMITS); the action checks every limit itself.
  // authInterrupts: forbidden() answers a signed-in person whose role is too low with a 403 page.
  experimental: { serverActions: { bodySizeLimit: "101mb" }, authInterrupts: true },
  async headers() {
    return [{ source: "/:path*", headers: SECURITY_HEADERS }];
  },
  // A 403 page streams its icon link after the head, so Chromium asks for /favicon.ico: give it the app's icon.
  async rewrites() {
    return [{ source: "/favicon.ico", destination: "/icon.svg" }];
  },
};

export default nextConfig;
