// Setup of every integration test file: an SMTP sink, a fresh migrated database, and the
// environment the app reads (set before any app module reads its configuration).
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { closeTestDatabase, openTestDatabase } from "./database";
import { SmtpSink } from "./smtp-sink";

export const smtp = new SmtpSink();
const port = await smtp.start();
process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
process.env.DATA_DIR = path.join(os.tmpdir(), `adpl-test-${process.pid}`);
process.env.SITE_URL = "http://localhost:3000";

beforeAll(async () => {
  await openTestDatabase();
});

afterAll(async () => {
  await closeTestDatabase();
  await smtp.stop();
});
