// The server under test: the production build started as a child process (`node server.js`)
// on 127.0.0.1, a fresh data directory, its output in a log file, and its memory read from
// /proc/<pid>/status.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** The fuzz run's administrator. The password differs from every value the table posts, so forms asking for the current password (email change, deletion) are refused. */
export const FUZZ_ADMIN = { email: "fuzz-admin@example.org", password: `Fz-${randomBytes(12).toString("base64url")}` };

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Milliseconds since the server was started. */
  atMs: number;
}

export interface RunningServer {
  child: ChildProcess;
  pid: number;
  port: number;
  origin: string;
  logFile: string;
  dataDir: string;
  startedAt: number;
  /** Set once the process has exited (whatever the reason). */
  exit: ServerExit | undefined;
  /** Set when the fuzzer itself sent the stop signal, so the exit is not a crash. */
  stopping: boolean;
}

/** A free port: the first free one of FUZZ_PORTS ("4200-4249") when set, else any. */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.FUZZ_PORTS ?? "");
  if (range) {
    for (let port = Number(range[1]); port <= Number(range[2]); port += 1) if (await canListen(port)) return port;
    throw new Error(`no free port in FUZZ_PORTS=${process.env.FUZZ_PORTS}`);
  }
  return listenOnce(0);
}

async function canListen(port: number): Promise<boolean> {
  return listenOnce(port).then(
    () => true,
    () => false,
  );
}

function listenOnce(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(port, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `node server.js` in production mode with the fuzz environment. */
export async function startServer(repoRoot: string, buildDir: string): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "adpl-fuzz-data-"));
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const logFile = path.join(os.tmpdir(), `adpl-fuzz-server-${stamp}.log`);
  const logFd = fs.openSync(logFile, "a");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    APP_ENV: "test",
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    POST_RATE_LIMIT_PER_MINUTE: "1000000",
    PUBLIC_FORM_RATE_LIMIT: "1000000",
    // The administrator the first start creates: the fuzzer signs in with it to reach the
    // member and back-office forms (the password is made here, never printed).
    BOOTSTRAP_ADMIN_EMAIL: FUZZ_ADMIN.email,
    BOOTSTRAP_ADMIN_PASSWORD: FUZZ_ADMIN.password,
  };
  // Never let the fuzzer write into a real database, send real mail or trust a proxy.
  for (const name of ["DATABASE_URL", "SMTP_URL", "TRUST_PROXY", "SITE_URL"]) delete env[name];

  const child = spawn(process.execPath, ["server.js"], { cwd: repoRoot, env, stdio: ["ignore", logFd, logFd] });
  fs.closeSync(logFd);
  if (!child.pid) throw new Error(`could not start the server (see ${logFile})`);
  const server: RunningServer = {
    child,
    pid: child.pid,
    port,
    origin: `http://127.0.0.1:${port}`,
    logFile,
    dataDir,
    startedAt: Date.now(),
    exit: undefined,
    stopping: false,
  };
  child.on("exit", (code, signal) => {
    server.exit = { code, signal, atMs: Date.now() - server.startedAt };
  });
  return server;
}

/** GET /healthz once; resolves to the status code, or undefined when there was no answer. */
export function probeHealth(port: number, timeoutMs: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/healthz", agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode));
      res.on("error", () => resolve(res.statusCode));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve(undefined));
  });
}

/** Waits for GET /healthz → 200; throws if the process exits or the time runs out. */
export async function waitHealthy(server: RunningServer, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exit) throw new Error(`the server exited during start-up (${describeExit(server.exit)})`);
    if ((await probeHealth(server.port, 2_000)) === 200) return;
    await sleep(250);
  }
  throw new Error(`GET /healthz did not answer 200 within ${Math.round(timeoutMs / 1000)} s`);
}

/** Resident set size of a process in bytes (VmRSS), or undefined once it is gone. */
export function readRss(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Samples VmRSS every `intervalMs` and keeps the peak. */
export function rssSampler(pid: number, intervalMs = 250) {
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
    stop() {
      tick();
      clearInterval(timer);
    },
  };
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
export async function stopServer(server: RunningServer, graceMs = 10_000): Promise<"already-exited" | "sigterm" | "sigkill"> {
  if (server.exit) return "already-exited";
  server.stopping = true;
  const exited = new Promise<void>((resolve) => server.child.once("exit", () => resolve()));
  server.child.kill("SIGTERM");
  const inTime = await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (inTime) return "sigterm";
  server.child.kill("SIGKILL");
  await Promise.race([exited, sleep(5_000)]);
  return "sigkill";
}

export function describeExit(exit: ServerExit): string {
  const how = exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`;
  return `${how}, ${(exit.atMs / 1000).toFixed(1)} s after start`;
}

/** The last lines of the server log, for the report when the server died. */
export function logTail(file: string, lines = 15): string[] {
  try {
    const text = fs.readFileSync(file, "utf8");
    return text.trimEnd().split("\n").slice(-lines).map((l) => (l.length > 300 ? `${l.slice(0, 300)}…` : l));
  } catch {
    return [];
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Signs the fuzz administrator in through the sign-in form; resolves to the Cookie header, or undefined. */
export function signIn(port: number, origin: string): Promise<string | undefined> {
  const body = new URLSearchParams({ intent: "sign-in", email: FUZZ_ADMIN.email, password: FUZZ_ADMIN.password, redirectTo: "/admin" }).toString();
  return new Promise((resolve) => {
    const req = http.request(
      { host: "127.0.0.1", port, method: "POST", path: "/espace", agent: false, timeout: 60_000, headers: { origin, "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        const cookies = (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]!).filter((c) => !/=$/.test(c));
        resolve(cookies.length ? cookies.join("; ") : undefined);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve(undefined));
    req.end(body);
  });
}

/** Whether a cookie still opens the back-office (GET /admin answers 200). */
export function isSignedIn(port: number, cookie: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/admin", agent: false, timeout: 30_000, headers: { cookie, accept: "text/html" } }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve(false));
  });
}
