// Migrations apply on the test database (PGlite or PostgreSQL) and the seed is idempotent.
import { sql } from "drizzle-orm";
import pg from "pg";
import { expect, test } from "vitest";
import { getDb, migrateDatabase, rows } from "~/db/client.server";
import { seedDatabase } from "~/db/seed.server";

async function tableNames(): Promise<string[]> {
  const result = await getDb().execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  return rows<{ tablename: string }>(result).map((r) => r.tablename);
}

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames()) {
    const result = await getDb().execute(sql.raw(`select count(*)::int as n from "${table}"`));
    counts[table] = Number(rows<{ n: number }>(result)[0]?.n);
  }
  return counts;
}

test("migrations create the account tables and the role table", async () => {
  const tables = await tableNames();
  expect(tables).toEqual(expect.arrayContaining(["users", "sessions", "accounts", "verifications", "user_roles", "rate_limit_counters"]));
});

test("applying migrations again reports an existing database and changes nothing", async () => {
  const before = await tableNames();
  const { wasEmpty } = await migrateDatabase();
  expect(wasEmpty).toBe(false);
  expect(await tableNames()).toEqual(before);
});

test("seeding twice leaves the same rows as seeding once", async () => {
  await seedDatabase();
  const once = await rowCounts();
  await seedDatabase();
  expect(await rowCounts()).toEqual(once);
});

// PGlite only: its PostgreSQL runs in the process's memory, sized by the start parameters of
// app/db/client.server.ts (ADR 0019); PostgreSQL proper keeps its administrator's settings.
if (process.env.TEST_DB !== "postgres") {
  test("the embedded database runs with a small buffer pool", async () => {
    const setting = async (name: string) => rows<{ value: string }>(await getDb().execute(sql`select current_setting(${name}) as value`))[0]?.value;
    expect(await setting("shared_buffers")).toBe("8MB");
    expect(await setting("maintenance_work_mem")).toBe("16MB");
  });
}

// PostgreSQL only (PGlite has no server to end a connection): an idle pooled connection that
// the server terminates must not stop the process, and the next query gets a new connection.
if (process.env.TEST_DB === "postgres") {
  test("an idle connection ended by the server is replaced; the process keeps running", async () => {
    const db = getDb();
    const name = rows<{ name: string }>(await db.execute(sql`select current_database() as name`))[0]!.name;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const ended = await admin.query("select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [name]);
    await admin.end();
    expect(ended.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rows<{ one: number }>(await db.execute(sql`select 1 as one`))[0]?.one).toBe(1);
  });
}
