/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native drivers stay outside the bundle; Next loads them from node_modules at run time.
  serverExternalPackages: ["better-sqlite3", "pg", "@prisma/adapter-better-sqlite3", "@prisma/adapter-pg"],
  poweredByHeader: false,
  // Uploads may be up to 100 MB (lib/ingest/zip.ts DEFAULT_LIMITS); the action checks every limit itself.
  // authInterrupts: forbidden() answers a signed-in person whose role is too low with a 403 page.
  experimental: { serverActions: { bodySizeLimit: "101mb" }, authInterrupts: true },
};

export default nextConfig;
