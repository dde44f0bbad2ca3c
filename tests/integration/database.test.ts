// Migrations apply on the test database (PGlite or PostgreSQL) and the seed is idempotent.
import { sql } from "drizzle-orm";
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
