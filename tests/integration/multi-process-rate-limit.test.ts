// The per-request rate limits (lib/rate-limit.server.ts, ADR 0022) on each database. On
// PostgreSQL, several processes may serve the site: two limiters of the same name stand for the
// same limit in two processes (each has its own memory), and their hits must add up in the
// shared table, under a hashed key. On the embedded database (one process) the count stays in
// memory: no query, no row. tests/integration/multi-process.test.ts shows the same through two
// real server processes.
import { expect, test } from "vitest";
import { databaseKind, getDb } from "~/db/client.server";
import { rateLimitCounters } from "~/db/schema";
import { createRateLimiter, purgeExpiredRateLimitCounters, RATE_LIMIT_RETENTION_MS } from "~/lib/rate-limit.server";

const onPostgres = process.env.TEST_DB === "postgres";

test("the database the limits are kept in follows the database the site runs on", () => {
  expect(databaseKind()).toBe(onPostgres ? "postgres" : "pglite");
});

if (onPostgres) {
  test("PostgreSQL: hits on two processes add up to one limit per address", async () => {
    const processA = createRateLimiter({ name: "shared-test", limit: 4, windowMs: 60_000 });
    const processB = createRateLimiter({ name: "shared-test", limit: 4, windowMs: 60_000 });
    const results = [];
    for (const limiter of [processA, processB, processA, processB, processA]) results.push(await limiter.hit(getDb(), "203.0.113.7"));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, false]);
    expect(results[4]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[4]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another address has its own count.
    expect((await processB.hit(getDb(), "203.0.113.8")).allowed).toBe(true);
  });

  test("PostgreSQL: concurrent hits are all counted (one atomic upsert each)", async () => {
    const limiters = [0, 1, 2, 3].map(() => createRateLimiter({ name: "concurrent-test", limit: 30, windowMs: 60_000 }));
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => limiters[i % 4]!.hit(getDb(), "198.51.100.1")));
    expect(results.filter((r) => r.allowed)).toHaveLength(30);
  });

  test("PostgreSQL: the table holds no client address, and its rows are purged with the other counters", async () => {
    const limiter = createRateLimiter({ name: "privacy-test", limit: 10, windowMs: 60_000 });
    await limiter.hit(getDb(), "192.0.2.55");
    const rows = await getDb().select().from(rateLimitCounters);
    const row = rows.find((r) => r.key.startsWith("rl:privacy-test:"));
    expect(row?.key).toMatch(/^rl:privacy-test:[0-9a-f]{32}$/);
    expect(rows.some((r) => r.key.includes("192.0.2.55"))).toBe(false);
    expect(await purgeExpiredRateLimitCounters(getDb(), RATE_LIMIT_RETENTION_MS, new Date(Date.now() + RATE_LIMIT_RETENTION_MS + 60_000))).toBeGreaterThan(0);
  });

  test("PostgreSQL: reset forgets this limiter's counts only", async () => {
    const a = createRateLimiter({ name: "reset-a", limit: 1, windowMs: 60_000 });
    const b = createRateLimiter({ name: "reset-b", limit: 1, windowMs: 60_000 });
    await a.hit(getDb(), "x");
    await b.hit(getDb(), "x");
    await a.reset(getDb());
    expect((await a.hit(getDb(), "x")).allowed).toBe(true);
    expect((await b.hit(getDb(), "x")).allowed).toBe(false);
  });
} else {
  test("embedded database: the count stays in this process's memory, without a query", async () => {
    const limiter = createRateLimiter({ name: "memory-test", limit: 2, windowMs: 60_000 });
    const results = [await limiter.hit(getDb(), "203.0.113.7"), await limiter.hit(getDb(), "203.0.113.7"), await limiter.hit(getDb(), "203.0.113.7")];
    expect(results.map((r) => r.allowed)).toEqual([true, true, false]);
    expect(await getDb().select().from(rateLimitCounters)).toEqual([]);
  });
}
