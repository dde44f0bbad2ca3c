// The server of bench/load-submissions: the production build run as `npm start` runs it
// (`node server.js`, NODE_ENV=production, the Node flags and environment of
// scripts/server-runtime.mjs), on the embedded database in a data directory or on a PostgreSQL
// database, its output in a log file. The database's owner (this bench) creates and drops a
// PostgreSQL database of its own.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { SERVER_ENV_DEFAULTS, SERVER_NODE_FLAGS } from "../../scripts/server-runtime.mjs";

const root = path.resolve(import.meta.dirname, "../..");

export interface RunningServer {
  pid: number;
  origin: string;
  /** SIGTERM (the graceful shutdown), SIGKILL after 20 s. */
  stop: () => Promise<void>;
}

export interface ServerOptions {
  buildDir: string;
  dataDir: string;
  port: number;
  /** A PostgreSQL URL; the embedded database under dataDir when absent. */
  databaseUrl?: string;
  /** Variables over the defaults (rate limits raised for the run, say). */
  env?: Record<string, string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `node server.js`; resolves once /healthz answers. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const logFile = path.join(options.dataDir, "server.log");
  const logFd = fs.openSync(logFile, "a");
  const env: Record<string, string | undefined> = {
    ...SERVER_ENV_DEFAULTS,
    ...process.env,
    NODE_ENV: "production",
    // A new non-production database is seeded with the sample content at its first start.
    APP_ENV: "development",
    BUILD_DIR: options.buildDir,
    DATA_DIR: options.dataDir,
    PORT: String(options.port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    ...options.env,
  };
  // No real mail (messages go to DATA_DIR/outbox), no proxy, the default site address.
  for (const name of ["DATABASE_URL", "SMTP_URL", "TRUST_PROXY", "SITE_URL"]) delete env[name];
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.js"], { cwd: root, env, stdio: ["ignore", logFd, logFd] });
  fs.closeSync(logFd);
  const origin = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    await exited;
    clearTimeout(timer);
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited during start-up (code ${child.exitCode}):\n${fs.readFileSync(logFile, "utf8").slice(-4000)}`);
    }
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 180_000) {
      await stop();
      throw new Error("the server did not answer /healthz within 180 s");
    }
    await sleep(250);
  }
  return { pid: child.pid!, origin, stop };
}

/** A new PostgreSQL database on the server of `adminUrl`: its URL, and how to drop it. */
export async function createPostgresDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
