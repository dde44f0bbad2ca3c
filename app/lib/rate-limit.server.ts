// Rate limits. Two stores: an in-memory fixed window for per-IP request limits (one server
// process), and a database-backed one for limits that must survive restarts (failed logins).
import { sql } from "drizzle-orm";
import { getDb, rows } from "~/db/client.server";
import { getEnv } from "./env.server";

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/** A fixed-window counter per key kept in memory; old windows are swept lazily. */
export function createMemoryRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = Date.now();
  return {
    hit(key: string, now = Date.now()): RateLimitResult {
      if (now - lastSweep > windowMs) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
        lastSweep = now;
      }
      let w = windows.get(key);
      if (!w || now - w.start >= windowMs) {
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      return {
        allowed: w.count <= limit,
        remaining: Math.max(0, limit - w.count),
        retryAfterSeconds: Math.ceil((w.start + windowMs - now) / 1000),
      };
    },
    reset() {
      windows.clear();
    },
  };
}

/** Adds one to a persistent counter and returns its value within the current window. */
export async function recordPersistentHit(key: string, windowMs: number): Promise<number> {
  const windowStart = new Date(Date.now() - windowMs).toISOString();
  const result = await getDb().execute<{ count: number }>(sql`
    insert into rate_limit_counters (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limit_counters.window_start < ${windowStart}::timestamptz then 1 else rate_limit_counters.count + 1 end,
      window_start = case when rate_limit_counters.window_start < ${windowStart}::timestamptz then now() else rate_limit_counters.window_start end
    returning count`);
  return Number(rows<{ count: number }>(result)[0]?.count ?? 0);
}

/** The current value of a persistent counter (0 once its window has passed). */
export async function readPersistentCount(key: string, windowMs: number): Promise<number> {
  const windowStart = new Date(Date.now() - windowMs).toISOString();
  const result = await getDb().execute<{ count: number }>(sql`
    select count from rate_limit_counters where key = ${key} and window_start >= ${windowStart}::timestamptz`);
  return Number(rows<{ count: number }>(result)[0]?.count ?? 0);
}

export async function clearPersistentCount(key: string): Promise<void> {
  await getDb().execute(sql`delete from rate_limit_counters where key = ${key}`);
}

let publicForms: ReturnType<typeof createMemoryRateLimiter> | undefined;

/** Per-IP limiter for public forms (newsletter, contact, ideas, membership): PUBLIC_FORM_RATE_LIMIT posts / 10 min. */
export function publicFormLimiter() {
  publicForms ??= createMemoryRateLimiter({ limit: getEnv().PUBLIC_FORM_RATE_LIMIT, windowMs: 10 * 60_000 });
  return publicForms;
}

