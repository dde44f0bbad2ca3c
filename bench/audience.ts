// Audience benchmark (issue 18): 10 000 synthetic events over 90 days in an in-memory PGlite (or
// the PostgreSQL of DATABASE_URL), then the queries of /admin/audience (loadAudience) for 30 and
// 90 days, several runs each. Prints the median and the slowest run; the target is under 50 ms.
// Not a timed test: run it by hand with `node --import tsx bench/audience.ts`.
import { performance } from "node:perf_hooks";
import { closeDatabase, connectDatabase, getDb, migrateDatabase } from "~/db/client.server";
import { analyticsEvents } from "~/db/schema";
import { loadAudience } from "~/features/analytics/audience.server";
import { prng } from "../scripts/prng.mjs";

const EVENTS = 10_000;
const RUNS = 15;
const TARGET_MS = 50;

const random = prng(20261125);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const pages = ["/", "/histoire", "/quartiers", "/blog", "/rencontres", "/prises-positions", "/propositions-lyon", "/galerie", "/equipe", "/adhesion", "/adhesion-structured", "/remontee-idees", "/depot-photos", "/temoignages", "/contact"];
const referrers = [null, null, null, "www.google.com", "www.qwant.com", "www.facebook.com", "t.co", "/", "/blog"];
const queries = ["parking", "bellecour", "tram", "vélo", "zfe", "travaux", "marché", "adhésion", "horaires", "terrasse"];
const NOW = new Date("2026-11-25T15:00:00Z");

function syntheticEvent(): typeof analyticsEvents.$inferInsert {
  const occurredAt = new Date(NOW.getTime() - random() * 90 * 86_400_000);
  const visitor = `v${Math.floor(random() * 1500)}`;
  const roll = random();
  if (roll < 0.85) return { action: "page_view", category: "navigation", path: pick(pages), referrer: pick(referrers), visitor, occurredAt };
  if (roll < 0.93) {
    const query = pick(queries);
    const found = random() < 0.7;
    return { action: "search", category: "recherche", label: query, found, path: `/recherche?q=${encodeURIComponent(query)}`, visitor, occurredAt };
  }
  if (roll < 0.96) return { action: "membership_started", category: "adhesion", path: "/adhesion", visitor, occurredAt };
  if (roll < 0.98) return { action: "membership_payment_step", category: "adhesion", path: "/adhesion?etape=paiement", visitor, occurredAt };
  return { action: pick(["idea_submitted", "newsletter_subscribed", "contact_sent"] as const), category: "participation", path: "/", visitor, occurredAt };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main() {
  if (process.env.DATABASE_URL) connectDatabase({ kind: "postgres", url: process.env.DATABASE_URL });
  else connectDatabase({ kind: "pglite", dataDir: null });
  await migrateDatabase();
  const db = getDb();
  await db.delete(analyticsEvents);
  const events = Array.from({ length: EVENTS }, syntheticEvent);
  for (let i = 0; i < events.length; i += 1000) await db.insert(analyticsEvents).values(events.slice(i, i + 1000));
  console.log(`${EVENTS} events over 90 days stored (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite in memory"}).`);

  for (const period of [30, 90] as const) {
    await loadAudience(db, NOW, period); // warm-up
    const times: number[] = [];
    let figures: Awaited<ReturnType<typeof loadAudience>> | null = null;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      figures = await loadAudience(db, NOW, period);
      times.push(performance.now() - started);
    }
    const m = median(times);
    console.log(
      `${period} days: median ${m.toFixed(1)} ms, slowest ${Math.max(...times).toFixed(1)} ms over ${RUNS} runs` +
        ` (${figures!.totals.views} page views, ${figures!.totals.visitors} visits, ${figures!.searches.withoutResults} searches without results)` +
        (m < TARGET_MS ? "" : `  ← over the ${TARGET_MS} ms target`),
    );
  }
  if (process.env.DATABASE_URL) await db.delete(analyticsEvents);
  await closeDatabase();
}

await main();
