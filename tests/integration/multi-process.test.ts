// Two server processes of the production build behind one PostgreSQL database (ADR 0022), as
// several processes behind a load balancer: started at the same time on a new database (the
// migrations must hold), files in an S3-compatible bucket (s3rver, started here), emails to the
// suite's SMTP sink. What one process does, the other sees: a session, a shared rate limit, a
// job run once, an uploaded photo, a page cache invalidation.
//
// PostgreSQL only: the vitest config leaves this file out of the pglite project (an embedded
// database is one process by nature, nothing to share). The production build is the one named by
// TEST_BUILD_DIR when set (a build made before the tests), else one made here once (minutes).
import { spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import pg from "pg";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startServer } from "../../bench/support/server.mjs";
import { smtp } from "../setup/integration";
import { scratchPostgresDatabase } from "../support/scratch-database";

const ADMIN = { email: "admin@multi.test", password: "Multi-process-2026!" };
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
const BUCKET = "adpl-multi";
const POST_LIMIT = 12;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "adpl-multi-"));
const cleanups: (() => Promise<unknown>)[] = [];
let database = "";
let s3: S3Client;
const servers: Server[] = [];

interface Server {
  name: string;
  url: string;
  child: ChildProcess;
}

function productionBuild(): string {
  const given = process.env.TEST_BUILD_DIR;
  if (given && fs.existsSync(path.join(given, "server/index.js"))) return path.resolve(given);
  // Inside the project, so that the server bundle finds its dependencies in node_modules.
  const cache = path.resolve("node_modules/.cache");
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, "adpl-multi-build-"));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  const built = spawnSync("npx", ["react-router", "build"], { env: { ...process.env, NODE_ENV: "production", BUILD_DIR: dir }, encoding: "utf8", timeout: 900_000 });
  if (built.status !== 0) throw new Error(`production build failed:\n${built.stdout}\n${built.stderr}`);
  return dir;
}

/** One of the two processes, started the one way the tests and benches start a server (bench/support/server.mjs). */
async function startProcess(name: string, buildDir: string, s3endpoint: string): Promise<Server> {
  const started = await startServer({
    buildDir,
    dataDir: path.join(tmp, name),
    startTimeoutMs: 180_000,
    env: {
      APP_ENV: "test",
      DATABASE_URL: database,
      SITE_URL: "http://localhost:3000",
      // The test is the load balancer: X-Forwarded-For names the client of each scenario.
      TRUST_PROXY: "loopback",
      BETTER_AUTH_SECRET: "multi-process-test-secret-0123456789abcdef",
      BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
      POST_RATE_LIMIT_PER_MINUTE: String(POST_LIMIT),
      PUBLIC_FORM_RATE_LIMIT: "50",
      JOBS_POLLING_SECONDS: "0.5",
      SMTP_URL: process.env.SMTP_URL!,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
  });
  cleanups.push(started.stop);
  return { name, url: started.origin, child: started.child };
}

/** Retries `probe` until it gives a value; `fatal` ends the wait at once with its error. */
async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 60_000, fatal: () => Error | undefined = () => undefined): Promise<T> {
  const started = Date.now();
  for (;;) {
    const stop = fatal();
    if (stop) throw stop;
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function form(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams(fields);
}

/** A POST as a browser without JavaScript sends it, from client address `ip`. */
function post(server: Server, pathname: string, body: URLSearchParams | FormData, ip: string, cookie?: string): Promise<Response> {
  return fetch(`${server.url}${pathname}`, { method: "POST", body, redirect: "manual", headers: { "X-Forwarded-For": ip, ...(cookie ? { Cookie: cookie } : {}) } });
}

function get(server: Server, pathname: string, cookie?: string): Promise<Response> {
  return fetch(`${server.url}${pathname}`, { redirect: "manual", headers: { "X-Forwarded-For": "198.51.100.200", ...(cookie ? { Cookie: cookie } : {}) } });
}

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  const buildDir = productionBuild();

  database = await scratchPostgresDatabase("multi", cleanups);

  const s3server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: path.join(tmp, "s3") });
  const { port: s3port } = await s3server.run();
  const s3endpoint = `http://127.0.0.1:${s3port}`;
  s3 = new S3Client({ region: "us-east-1", endpoint: s3endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));

  // Last added, first run: stop the servers, then the bucket, then drop the database.
  cleanups.push(async () => fs.rmSync(tmp, { recursive: true, force: true }));
  cleanups.push(() => s3server.close());

  // Both at once on the empty database, as two processes restarted together after an upgrade.
  servers.push(...(await Promise.all([startProcess("a", buildDir, s3endpoint), startProcess("b", buildDir, s3endpoint)])));
}, 1_200_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

const [a, b] = [() => servers[0]!, () => servers[1]!];

async function signIn(server: Server): Promise<string> {
  const response = await post(server, "/espace", form({ intent: "sign-in", email: ADMIN.email, password: ADMIN.password }), "198.51.100.10");
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("adpl.session_token="));
  expect(cookie, `sign-in answered ${response.status}`).toBeDefined();
  return cookie!.split(";")[0]!;
}

test("started together on a new database: migrated and seeded once, each process serving", async () => {
  const migrations = await query<{ count: string }>("select count(*)::text as count from drizzle.__drizzle_migrations");
  const files = fs.readdirSync("drizzle").filter((f) => f.endsWith(".sql"));
  expect(Number(migrations[0]!.count)).toBe(files.length);
  // The first-start account exists once (a second seeding would have failed or doubled it).
  expect(await query("select id from users where email = $1", [ADMIN.email])).toHaveLength(1);
  for (const server of servers) expect(server.child.exitCode).toBeNull();
});

test("a session opened on one process is valid on the other", async () => {
  const cookie = await signIn(a());
  const onB = await get(b(), "/espace", cookie);
  expect(onB.status).toBe(200);
  expect(await onB.text()).toContain(ADMIN.email);
  // And without it, B shows the sign-in form, not the member's page.
  expect(await (await get(b(), "/espace")).text()).not.toContain(ADMIN.email);
});

test("the rate limit of state changes is shared: hits on A and B add up", async () => {
  const ip = "203.0.113.50";
  const statuses: number[] = [];
  // Alternating between the processes, as a load balancer would: each alone stays under the limit.
  for (let i = 0; i < POST_LIMIT; i += 1) statuses.push((await post(i % 2 === 0 ? a() : b(), "/cookies", form({ choice: "denied" }), ip)).status);
  expect(statuses.filter((s) => s === 429)).toEqual([]);
  const over = await post(b(), "/cookies", form({ choice: "denied" }), ip);
  expect(over.status).toBe(429);
  expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
  // Another client is not affected.
  expect((await post(a(), "/cookies", form({ choice: "denied" }), "203.0.113.51")).status).not.toBe(429);
});

test("a job queued on one process runs once, whichever takes it", async () => {
  const addresses = Array.from({ length: 6 }, (_, i) => `lecteur-${i}@multi.test`);
  for (const [i, email] of addresses.entries()) {
    const response = await post(i % 2 === 0 ? a() : b(), "/newsletter", form({ email }), `203.0.113.${60 + i}`);
    expect(response.status).toBeLessThan(400);
  }
  await until("the confirmation emails", async () => addresses.every((address) => smtp.messages.some((m) => m.to.includes(address))), 60_000);
  // Long enough for a second run of any job (the workers poll every 0.5 s).
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  for (const address of addresses) expect(smtp.messages.filter((m) => m.to.includes(address))).toHaveLength(1);
  // The start-up purge both processes asked for, with one key: one job, run once.
  const startRuns = await query<{ state: string }>("select state::text from pgboss.job where name = 'retention.run' union all select state::text from pgboss.archive where name = 'retention.run'");
  expect(startRuns).toHaveLength(1);
});

test("a photo uploaded through one process is served by the other", async () => {
  const cookie = await signIn(a());
  await query("update users set email_verified = true where email = $1", [ADMIN.email]);
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#336699" } }).jpeg().toBuffer();
  const body = new FormData();
  for (const [key, value] of Object.entries({ intent: "deposit", title: "Quai Saint-Antoine", category: "jolie_photo", description: "Au matin.", rights_granted: "on" })) body.append(key, value);
  body.append("photo", new File([new Uint8Array(photo)], "quai.jpg", { type: "image/jpeg" }));
  const deposited = await post(a(), "/depot-photos?onglet=depot", body, "198.51.100.20", cookie);
  expect(deposited.status).toBeLessThan(400);

  const page = await (await get(b(), "/depot-photos?onglet=mes-photos", cookie)).text();
  const src = /\/medias\/depots\/[0-9a-f-]{36}\/[a-z0-9.-]+/.exec(page)?.[0];
  expect(src, "the member's photo list on B links to the photo").toBeDefined();
  const image = await get(b(), src!, cookie);
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toMatch(/^image\//);
  expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
  // The files are in the bucket, not on either process's disk.
  const keys = ((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key);
  expect(keys).toContain(src!.slice("/medias/".length));
  expect(fs.existsSync(path.join(tmp, "a", "storage", "depots"))).toBe(false);
});

test("a change made through one process empties the other's page cache at once", async () => {
  const hit = async (server: Server) => (await get(server, "/blog")).headers.get("x-page-cache");
  await get(b(), "/blog");
  expect(await until("B to serve /blog from its cache", async () => (await hit(b())) === "hit" && "hit", 10_000)).toBe("hit");
  // A back-office change carried out by A (giving the administrator a role it has: a success that
  // forgets every page, as a publication does).
  const cookie = await signIn(a());
  const [admin] = await query<{ id: string }>("select id from users where email = $1", [ADMIN.email]);
  expect((await post(a(), "/admin/utilisateurs", form({ intent: "grant-role", user_id: admin!.id, role: "admin" }), "203.0.113.90", cookie)).status).toBeLessThan(400);
  // Well under the cache's 60 s lifetime: the announcement reached B.
  const after = await until("B to render /blog again", async () => (await hit(b())) !== "hit" && "renewed", 5_000);
  expect(after).toBe("renewed");
});
