/** Next calls this once when a server starts: the instance registry checks the signing secret before serving. */
export async function register() {
  // The Edge runtime has no database client, and a build must not register anything.
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startInstance } = await import("@/lib/instances/start");
  await startInstance();
}
