// Databases of a test's own, for tests that start other processes on them (crash, kill,
// backup, several servers): a new PostgreSQL database on the test server, or a PGlite folder.
// Each registers its removal in the caller's cleanup list, run in its afterAll.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export type Cleanups = (() => Promise<unknown>)[];

/** A new database on TEST_DATABASE_URL's server, named `adpl_<prefix>_…`, dropped at cleanup. */
export async function scratchPostgresDatabase(prefix: string, cleanups: Cleanups): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `adpl_${prefix}_${process.pid}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The engine the test project runs on (TEST_DB): a PostgreSQL URL as above, or `pglite:<dir>`
 * for a new folder removed at cleanup.
 */
export async function scratchDatabase(prefix: string, cleanups: Cleanups): Promise<string> {
  if (process.env.TEST_DB === "postgres") return scratchPostgresDatabase(prefix, cleanups);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `adpl-${prefix}-`));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return `pglite:${path.join(dir, "pglite")}`;
}
