// The production server as the benchmarks start it, one way for all of them (bench/load.mjs,
// bench/lighthouse.mjs, bench/load-submissions.ts, bench/fuzz/, bench/photo-upload.ts): the build
// run as `npm start` runs it (scripts/start.mjs: `node server.js` with the Node flags and
// environment defaults of scripts/server-runtime.mjs, NODE_ENV=production), on 127.0.0.1, with the
// embedded database in a data directory (a new one is seeded with the sample content: APP_ENV
// defaults to development), no real mail, no proxy and the default site address unless the bench
// says otherwise, its output in a log file. Plus the readings of the server process that several
// benches make (memory, CPU time) and a free port.
//
// Plain JavaScript with JSDoc types, so that both the benches run with `node` (.mjs) and those run
// with tsx (.ts) import it. Linux only for the /proc readings.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import { SERVER_ENV_DEFAULTS, SERVER_NODE_FLAGS } from "../../scripts/server-runtime.mjs";

const repoRoot = path.resolve(import.meta.dirname, "../..");

/** Variables a bench server never takes from the caller's environment: the embedded database, no real mail, no proxy, the default site address. */
const REMOVED_VARIABLES = ["DATABASE_URL", "SMTP_URL", "TRUST_PROXY", "SITE_URL"];

/**
 * @typedef {object} ServerOptions
 * @property {string} [buildDir] The build to serve, relative to the repository or absolute (default BUILD_DIR, else build).
 * @property {number} [port] The port (default: a free one).
 * @property {string} [dataDir] DATA_DIR, kept at stop (default: a new temporary directory, removed at stop).
 * @property {string} [tempPrefix] The name prefix of that temporary directory (default "adpl-bench-").
 * @property {string} [logFile] Where the server's output goes, appended (default DATA_DIR/server.log).
 * @property {string} [logLevel] LOG_LEVEL (default warn).
 * @property {Record<string, string>} [env] Variables over all the others, the removed ones included (DATABASE_URL for PostgreSQL, SITE_URL, APP_ENV, raised rate limits…).
 * @property {string[]} [nodeFlags] The Node flags (default SERVER_NODE_FLAGS, as npm start).
 * @property {string[]} [entry] What Node runs after the flags (default ["server.js"]).
 * @property {string} [readyText] Once /healthz answers, also wait for this text in the server's output (a wrapper that prepares more than the server).
 * @property {number} [startTimeoutMs] How long the start may take (default 120 s).
 * @property {number} [stopTimeoutMs] How long stop() waits after SIGTERM before SIGKILL (default 10 s).
 */

/** @typedef {"already-exited" | "sigterm" | "sigkill"} StopOutcome */

/**
 * @typedef {object} RunningServer
 * @property {number} pid
 * @property {number} port
 * @property {string} origin http://127.0.0.1:<port>
 * @property {import("node:child_process").ChildProcess} child
 * @property {string} dataDir
 * @property {string} logFile
 * @property {number} startedAt Date.now() when the process was spawned.
 * @property {(chars?: number) => string} logTail The end of the server's output since this start (default 4 000 characters).
 * @property {() => Promise<StopOutcome>} stop SIGTERM (the graceful shutdown), SIGKILL after stopTimeoutMs; removes a temporary data directory. Safe to call more than once.
 */

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The Node flags BENCH_NODE_FLAGS names (space-separated, e.g. npm start's plus --cpu-prof), or
 * npm start's when it is not set.
 * @returns {string[]}
 */
export function nodeFlagsFromEnv() {
  const flags = process.env.BENCH_NODE_FLAGS;
  return flags === undefined ? [...SERVER_NODE_FLAGS] : flags.split(/\s+/).filter(Boolean);
}

/**
 * Throws, with the command that makes it, when `buildDir` holds no production build.
 * @param {string} buildDir
 */
export function requireBuild(buildDir) {
  const dir = path.resolve(repoRoot, buildDir);
  if (!fs.existsSync(path.join(dir, "server/index.js"))) {
    throw new Error(`No production build in ${dir}. Build it first: BUILD_DIR=${path.relative(repoRoot, dir) || dir} npx react-router build`);
  }
}

/**
 * Starts the production server; resolves once GET /healthz answers 200 (and `readyText` is in its
 * output, when given). Throws with the end of its output when it exits or the time runs out first.
 * @param {ServerOptions} [options]
 * @returns {Promise<RunningServer>}
 */
export async function startServer(options = {}) {
  const buildDir = path.resolve(repoRoot, options.buildDir ?? process.env.BUILD_DIR ?? "build");
  requireBuild(buildDir);
  const port = options.port ?? (await freePort());
  const tempDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), options.tempPrefix ?? "adpl-bench-"));
  fs.mkdirSync(dataDir, { recursive: true });
  const logFile = options.logFile ?? path.join(dataDir, "server.log");
  const logStart = fs.existsSync(logFile) ? fs.statSync(logFile).size : 0;

  /** @type {Record<string, string | undefined>} */
  const env = {
    ...SERVER_ENV_DEFAULTS,
    ...process.env,
    NODE_ENV: "production",
    // A new non-production database is seeded with the sample content at its first start.
    APP_ENV: "development",
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: options.logLevel ?? "warn",
  };
  for (const name of REMOVED_VARIABLES) delete env[name];
  Object.assign(env, options.env);

  const logFd = fs.openSync(logFile, "a");
  const startedAt = Date.now();
  const child = spawn(process.execPath, [...(options.nodeFlags ?? SERVER_NODE_FLAGS), ...(options.entry ?? ["server.js"])], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", logFd, logFd],
  });
  fs.closeSync(logFd);
  /** @type {Error | undefined} */
  let spawnError;
  child.on("error", (error) => {
    spawnError = error;
  });
  const origin = `http://127.0.0.1:${port}`;

  const logTail = (chars = 4000) => {
    try {
      const text = fs.readFileSync(logFile, "utf8").slice(logStart);
      return text.slice(-chars);
    } catch {
      return "";
    }
  };
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  /** @type {Promise<StopOutcome> | undefined} */
  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      /** @type {StopOutcome} */
      let outcome = "already-exited";
      if (!hasExited() && child.pid !== undefined) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        outcome = "sigterm";
        /** @type {NodeJS.Timeout | undefined} */
        let timer;
        const inTime = await Promise.race([exited.then(() => true), new Promise((resolve) => (timer = setTimeout(resolve, stopTimeoutMs, false)))]);
        clearTimeout(timer);
        if (!inTime) {
          outcome = "sigkill";
          child.kill("SIGKILL");
          await Promise.race([exited, sleep(5_000)]);
        }
      }
      if (tempDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      return outcome;
    })();
    return stopping;
  };

  const timeoutMs = options.startTimeoutMs ?? 120_000;
  let healthy = false;
  for (;;) {
    if (spawnError || hasExited() || child.pid === undefined) {
      const how = spawnError ? spawnError.message : child.signalCode ? `signal ${child.signalCode}` : `code ${child.exitCode}`;
      const tail = logTail();
      await stop();
      throw new Error(`the server exited during start-up (${how}); the end of its output (${logFile}):\n${tail}`);
    }
    if (!healthy) {
      try {
        healthy = (await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(5_000) })).ok;
      } catch {
        // not listening yet
      }
    }
    if (healthy && (!options.readyText || logTail(Infinity).includes(options.readyText))) break;
    if (Date.now() - startedAt > timeoutMs) {
      const tail = logTail();
      await stop();
      const waitingFor = healthy ? `"${options.readyText}" in its output` : "answer to /healthz";
      throw new Error(`the server was not ready within ${Math.round(timeoutMs / 1000)} s (no ${waitingFor}); the end of its output (${logFile}):\n${tail}`);
    }
    await sleep(250);
  }
  return { pid: /** @type {number} */ (child.pid), port, origin, child, dataDir, logFile, startedAt, logTail, stop };
}

/**
 * Resolves once `port` could be listened on at 127.0.0.1 (to the port listened on: the one given,
 * or the one the system chose for 0).
 * @param {number} port
 * @returns {Promise<number>}
 */
function listenOnce(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(port, "127.0.0.1", () => {
      const address = probe.address();
      const listened = typeof address === "object" && address ? address.port : port;
      probe.close(() => resolve(listened));
    });
  });
}

/**
 * A port free on 127.0.0.1 now (the system's choice).
 * @returns {Promise<number>}
 */
export function freePort() {
  return listenOnce(0);
}

/**
 * Whether `port` is free on 127.0.0.1 now.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function isPortFree(port) {
  return listenOnce(port).then(
    () => true,
    () => false,
  );
}

/**
 * A field of /proc/<pid>/status in bytes, or undefined once the process is gone.
 * @param {number} pid
 * @param {"VmRSS" | "VmHWM"} field
 * @returns {number | undefined}
 */
function readStatusBytes(pid, field) {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, "m").exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Resident set size of a process in bytes (VmRSS), or undefined once it is gone.
 * @param {number} pid
 * @returns {number | undefined}
 */
export function readRss(pid) {
  return readStatusBytes(pid, "VmRSS");
}

/**
 * The kernel's high-water mark of the process's resident set size in bytes (VmHWM), or undefined once it is gone.
 * @param {number} pid
 * @returns {number | undefined}
 */
export function readRssHighWaterMark(pid) {
  return readStatusBytes(pid, "VmHWM");
}

/**
 * Samples VmRSS every `intervalMs` (from now on, a first sample at once) and keeps the peak.
 * @param {number} pid
 * @param {number} [intervalMs]
 * @returns {{ readonly peak: number; readonly samples: number; stop: () => void }}
 */
export function rssSampler(pid, intervalMs = 250) {
  let peak = 0;
  let samples = 0;
  const tick = () => {
    const rss = readRss(pid);
    if (rss === undefined) return;
    samples++;
    if (rss > peak) peak = rss;
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    get peak() {
      return peak;
    },
    get samples() {
      return samples;
    },
    /** A last sample, then no more. */
    stop() {
      tick();
      clearInterval(timer);
    },
  };
}

/**
 * CPU time the process has used so far (user + system), in milliseconds.
 * @param {number} pid
 * @returns {number}
 */
export function processCpuMs(pid) {
  // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses, in clock ticks (100 per second).
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
