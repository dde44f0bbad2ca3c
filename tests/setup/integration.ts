// Setup of every integration test file: an SMTP sink, a fresh migrated database with the job
// queue running on it (every email goes through the queue: tests await drainJobs() or
// smtp.waitFor() before reading what was sent), and the environment the app reads (set before
// any app module reads its configuration).
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, vi } from "vitest";
import { closeEmailTransport } from "~/lib/email.server";
import { jobsRunning, stopJobs, wakeWorkers } from "~/lib/jobs.server";
import { closeTestDatabase, openTestDatabase, truncateAll } from "./database";
import { drainJobs, startTestJobs } from "./jobs";
import { SmtpSink } from "../support/smtp-sink";

// Password derivations are memoised: each is a scrypt of 128 MiB (~0.3 s on an idle core, seconds
// on a loaded CI machine), and most tests create and sign in accounts with the same password. A
// password's first hash is computed for real and given to the next accounts with that password
// (same salt, so same hash); a verification's result is computed for real once per (hash,
// password). Each answers exactly what the real function answers for those inputs. The tests of
// hashing itself (A1: parameters, random salts; password.server.test.ts) use the real module.
vi.mock("~/lib/password.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/lib/password.server")>();
  const hashes = new Map<string, Promise<string>>();
  const verifications = new Map<string, Promise<boolean>>();
  const once = <T>(cache: Map<string, Promise<T>>, key: string, compute: () => Promise<T>) => {
    let result = cache.get(key);
    if (!result) {
      result = compute();
      cache.set(key, result);
      result.catch(() => cache.delete(key));
    }
    return result;
  };
  return {
    ...real,
    hashPassword: (password: string) => once(hashes, password, () => real.hashPassword(password)),
    verifyPassword: (input: { hash: string; password: string }) => once(verifications, `${input.hash}\u0000${input.password}`, () => real.verifyPassword(input)),
  };
});

const SMTP_PORT_BASE = 21_000;

export const smtp = new SmtpSink();
// An email awaited with smtp.waitFor() is sent as soon as its job is due, not at the next poll.
smtp.onWait = wakeWorkers;
// A mail server that goes down ends its connections: the site's pool is dropped at once, so no
// message can be handed to a connection the client has not yet seen closing.
smtp.onStop = closeEmailTransport;
// Each vitest worker's sink listens on its own port below Linux's ephemeral range (32768 and
// up). Tests stop the sink to play a mail server out of service, and the site keeps sending to
// that port: a port given out on demand (port 0) could meanwhile be handed to another test
// process's sink, which would then receive what was meant to fail. A port of this range is only
// ever taken by the worker it belongs to. Each project has its own hundred: a worker's pool id is
// only unique within its project's pool, and the PostgreSQL and PGlite projects run side by side
// (two workers with one id would share a port, and the second fall back to an ephemeral one). If
// it is taken all the same (two test runs at once on one machine), the sink falls back to a port
// given out on demand.
const projectBase = SMTP_PORT_BASE + (process.env.TEST_DB === "postgres" ? 100 : 0);
const port = await smtp.start(projectBase + Number(process.env.VITEST_POOL_ID ?? 0)).catch(() => smtp.start());
process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
process.env.DATA_DIR = path.join(os.tmpdir(), `adpl-test-${process.pid}`);
process.env.SITE_URL = "http://localhost:3000";

beforeAll(async () => {
  await openTestDatabase();
  await startTestJobs();
});

afterAll(async () => {
  await stopJobs();
  await closeTestDatabase();
  await smtp.stop();
});

/**
 * The shared hooks of the integration files. `beforeEach(freshState)`: an empty database and an
 * empty mailbox, the emails a previous test queued delivered first (else they would land in this
 * test's mailbox). `afterEach(restoreServices)`: what a test stopped to play an outage (the mail
 * server, the job queue) runs again for the next one, on the same port.
 */
export async function freshState(): Promise<void> {
  await drainJobs();
  await truncateAll();
  smtp.clear();
}

export async function restoreServices(): Promise<void> {
  if (!smtp.running) await smtp.start(smtp.port);
  if (!jobsRunning()) await startTestJobs();
}
