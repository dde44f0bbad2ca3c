// One database per test file: in-memory PGlite, or a fresh database on the PostgreSQL server
// named by TEST_DATABASE_URL, each a copy of the run's migrated template (database-template.ts).
// Migrations are then applied exactly as at server start: none is left to apply, which the
// database tests check.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { closeDatabase, connectDatabase, getDb, migrateDatabase, rows } from "~/db/client.server";

let createdDatabase: { adminUrl: string; name: string } | undefined;

export async function openTestDatabase(): Promise<void> {
  if (process.env.TEST_DB === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_DATABASE_URL is required for the postgres project");
    const name = `adpl_test_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
    await admin.end();
    createdDatabase = { adminUrl, name };
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    connectDatabase({ kind: "postgres", url: url.toString() });
  } else {
    connectDatabase({ kind: "pglite", dataDir: null, image: new Blob([fs.readFileSync(inject("pgliteImage"))]) });
  }
  await migrateDatabase();
}

export async function closeTestDatabase(): Promise<void> {
  await closeDatabase();
  if (createdDatabase) {
    const admin = new pg.Client({ connectionString: createdDatabase.adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${createdDatabase.name} with (force)`);
    await admin.end();
    createdDatabase = undefined;
  }
}

/** Empties every application table (keeps the migrations journal). */
export async function truncateAll(): Promise<void> {
  const db = getDb();
  const tables = rows<{ tablename: string }>(
    await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`),
  ).map((t) => `"${t.tablename}"`);
  if (tables.length) await db.execute(sql.raw(`truncate ${tables.join(", ")} restart identity cascade`));
}
