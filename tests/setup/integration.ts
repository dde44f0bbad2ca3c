// Setup of every integration test file: an SMTP sink, a fresh migrated database with the job
// queue running on it (every email goes through the queue: tests await drainJobs() or
// smtp.waitFor() before reading what was sent), and the environment the app reads (set before
// any app module reads its configuration).
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { stopJobs, wakeWorkers } from "~/lib/jobs.server";
import { closeTestDatabase, openTestDatabase } from "./database";
import { startTestJobs } from "./jobs";
import { SmtpSink } from "./smtp-sink";

export const smtp = new SmtpSink();
// An email awaited with smtp.waitFor() is sent as soon as its job is due, not at the next poll.
smtp.onWait = wakeWorkers;
const port = await smtp.start();
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
