/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native drivers stay outside the bundle; Next loads them from node_modules at run time.
  serverExternalPackages: ["better-sqlite3", "pg", "@prisma/adapter-better-sqlite3", "@prisma/adapter-pg"],
  poweredByHeader: false,
};

export default nextConfig;
