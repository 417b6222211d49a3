// `npm start`: install if needed, migrate, load the samples, build if the sources changed, serve.
// `npm run dev` (--dev): the same, then `next dev` instead of a build.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { bin, build, buildIsCurrent, ensureInstalled, fail, ROOT, roundtable } from "./lib.mjs";

const dev = process.argv.includes("--dev");
const host = process.env.HOST || "127.0.0.1";
const portText = process.env.PORT || "3000";
const port = Number(portText);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`PORT must be a number from 1 to 65535, not "${portText}"`);

function portFree() {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", (error) => resolve(error.code === "EADDRINUSE" ? "in-use" : error.message));
    probe.listen(port, host, () => probe.close(() => resolve("free")));
  });
}

const free = await portFree();
if (free === "in-use") fail(`port ${port} on ${host} is already in use: stop the other server or set PORT, e.g. PORT=${port + 1} npm start`);
if (free !== "free") fail(`cannot listen on ${host}:${port}: ${free}`);

ensureInstalled();
let status = roundtable(["migrate"]);
if (status !== 0) process.exit(status);
status = roundtable(["seed"]);
if (status !== 0) process.exit(status);
if (!dev) {
  if (buildIsCurrent()) console.log("roundtable: build is current, skipping next build");
  else build();
}

// Production: server/serve.ts, one worker per core behind the port, each with the page cache. Development: next dev.
const command = dev ? bin("next") : process.execPath;
const args = dev ? ["dev", "-H", host, "-p", String(port)] : ["--import", "tsx", join(ROOT, "server", "serve.ts")];
if (dev) console.log(`roundtable: serving on http://${host}:${port}`);
const server = spawn(command, args, {
  stdio: "inherit",
  env: {
    ...process.env,
    HOST: host,
    PORT: String(port),
    NEXT_TELEMETRY_DISABLED: "1",
    ...(dev
      ? // peer-address.mjs gives the sign-in throttle the connection's address (lib/auth/sign-in.ts); server/worker.ts does it in production.
        { NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import ${JSON.stringify(join(ROOT, "scripts", "peer-address.mjs"))}`].filter(Boolean).join(" ") }
      : { NODE_ENV: "production" }),
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

/** Resolves once /api/health answers (any status: the server is up), or false after `ms`. */
async function answers(ms) {
  const probe = `http://${host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host}:${port}/api/health`;
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 500))) {
    const response = await fetch(probe, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
    if (response) return true;
  }
  return false;
}

// While no admin exists: the one-time link that makes the first one (also written to data/setup-token), printed once
// the server answers, so it can be opened at once (printed before the build, it failed for minutes).
if (await answers(10 * 60_000)) {
  console.log(`roundtable: ready on http://${host}:${port}`);
  roundtable(["setup-link"]);
} else {
  console.error(`roundtable: the server has not answered on ${host}:${port} after ten minutes; run \`npm run roundtable -- setup-link\` once it does`);
}
