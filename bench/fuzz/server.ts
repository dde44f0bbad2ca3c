// The server under test: the production build started as `npm start` starts it
// (bench/support/server.mjs) on 127.0.0.1, with a fresh data directory (removed at stop), the fuzz
// environment and its output in a log file kept after the run; its exit watched.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { freePort, isPortFree, startServer, type RunningServer } from "../support/server.mjs";

/** The fuzz run's administrator. The password differs from every value the table posts, so forms asking for the current password (email change, deletion) are refused. */
export const FUZZ_ADMIN = { email: "fuzz-admin@example.org", password: `Fz-${randomBytes(12).toString("base64url")}` };

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Milliseconds since the server was started. */
  atMs: number;
}

export interface FuzzServer extends RunningServer {
  /** Set once the process has exited (whatever the reason). */
  exit: ServerExit | undefined;
}

/** A free port: the first free one of FUZZ_PORTS ("4200-4249") when set, else any. */
async function fuzzPort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.FUZZ_PORTS ?? "");
  if (range) {
    for (let port = Number(range[1]); port <= Number(range[2]); port += 1) if (await isPortFree(port)) return port;
    throw new Error(`no free port in FUZZ_PORTS=${process.env.FUZZ_PORTS}`);
  }
  return freePort();
}

/** Starts the server with the fuzz environment; resolves once GET /healthz answers 200 (within `timeoutMs`). */
export async function startFuzzServer(buildDir: string, timeoutMs: number): Promise<FuzzServer> {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const started = await startServer({
    buildDir,
    port: await fuzzPort(),
    tempPrefix: "adpl-fuzz-data-",
    logFile: path.join(os.tmpdir(), `adpl-fuzz-server-${stamp}.log`),
    logLevel: "warn",
    startTimeoutMs: timeoutMs,
    env: {
      APP_ENV: "test",
      POST_RATE_LIMIT_PER_MINUTE: "1000000",
      PUBLIC_FORM_RATE_LIMIT: "1000000",
      // The administrator the first start creates: the fuzzer signs in with it to reach the
      // member and back-office forms (the password is made here, never printed).
      BOOTSTRAP_ADMIN_EMAIL: FUZZ_ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: FUZZ_ADMIN.password,
    },
  });
  const server: FuzzServer = Object.assign(started, { exit: undefined });
  const { child } = server;
  const onExit = () => {
    server.exit = { code: child.exitCode, signal: child.signalCode, atMs: Date.now() - server.startedAt };
  };
  if (child.exitCode !== null || child.signalCode !== null) onExit();
  else child.once("exit", onExit);
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
