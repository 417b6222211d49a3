// The production server `npm start` runs: ROUNDTABLE_WORKERS processes (one per core by default) sharing one port
// through Node's cluster module, each Next's request handler behind the page cache (server/page-cache.ts).
import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { REFUSED_EXIT_CODE } from "@/lib/instances/registry";
import { asSharedRequest, SharedPages, type SharedReply } from "@/lib/page-cache/shared";
import { serveConfig } from "./config";
import { DRAIN_MS } from "./drain";
import { listenTogether } from "./start-together";
import { runWorker } from "./worker";

// A worker that stops this soon after it started, this many times in a row, is failing to start: stop everything.
const QUICK_EXIT_MS = 15_000;
const QUICK_EXITS_TO_GIVE_UP = 3;

function primary(): void {
  const found = serveConfig();
  if (!found.ok) {
    console.error(`roundtable: ${found.message}`);
    process.exit(1);
  }
  const { config } = found;
  // Every worker must sign and check session cookies with one key: the environment's, or data/auth-secret's (marked
  // as such: another instance on the database must still see a file key). All of them are one registered instance.
  if (!process.env.ROUNDTABLE_AUTH_SECRET) {
    process.env.ROUNDTABLE_AUTH_SECRET = authSecret();
    process.env.ROUNDTABLE_AUTH_SECRET_ORIGIN = "file";
  }
  process.env.ROUNDTABLE_INSTANCE_ID = randomBytes(12).toString("hex");
  process.env.ROUNDTABLE_INSTANCE_PID = String(process.pid);
  let stopping = false;
  let quickExits = 0;
  let listening = 0;
  const started = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
  };
  cluster.on("listening", () => {
    listening++;
    if (listening === config.workers)
      console.log(`roundtable: ${config.workers} worker${config.workers === 1 ? "" : "s"} serving on http://${config.host}:${config.port}`);
  });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (code === REFUSED_EXIT_CODE) {
      // The instance registry refused to start (its message is above): starting again would be refused again.
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill("SIGTERM");
      process.exit(REFUSED_EXIT_CODE);
    }
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    quickExits = lived < QUICK_EXIT_MS ? quickExits + 1 : 0;
    if (quickExits >= QUICK_EXITS_TO_GIVE_UP) {
      console.error(`roundtable: workers keep stopping at start (last: ${signal ?? `exit code ${code}`}); see the messages above`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill("SIGTERM");
      process.exit(typeof code === "number" && code !== 0 ? code : 1);
    }
    console.error(`roundtable: worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another`);
    fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // The signal itself, not cluster's kill(): that disconnects first, and a worker whose primary is gone exits at
    // once. Each worker answers what it has under way (server/drain.ts); the primary outlives them all.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    setTimeout(() => process.exit(0), DRAIN_MS + 5_000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  if (config.pageCacheMB > 0 && config.workers > 1) sharePages(config.pageCacheMB);
  listenTogether(config.workers);
  for (let i = 0; i < config.workers; i++) fork();
}

/** The primary keeps the pages its workers share (lib/page-cache/shared.ts): each page rendered once per server. */
function sharePages(megabytes: number): void {
  // Buffers cross the channel as bytes, not as JSON arrays of numbers.
  cluster.setupPrimary({ serialization: "advanced" });
  const shared = new SharedPages(megabytes * 1024 * 1024);
  const reply = (to: number, message: SharedReply) => {
    const worker = cluster.workers?.[to];
    if (worker?.isConnected()) worker.send(message);
  };
  cluster.on("message", (worker, message: unknown) => {
    const request = asSharedRequest(message);
    if (request) shared.handle(worker.id, request, reply);
  });
  cluster.on("exit", (worker) => shared.forget(worker.id, reply));
}

if (cluster.isPrimary) primary();
else {
  const found = serveConfig();
  if (!found.ok) process.exit(1);
  runWorker(found.config).catch((error: unknown) => {
    console.error(`roundtable: worker ${process.pid} could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
