// The positions register on the real database (PGlite, and PostgreSQL in CI): seeded sample
// content, the filtered and grouped page data, idempotent seeding and schema constraints.
import { count, sql } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { getDb, rows } from "~/db/client.server";
import { positions, proposals } from "~/db/schema";
import { samplePositions } from "~/db/seeds/positions";
import { positionsSeeder, proposalsSeeder } from "~/db/seeds/seeders.server";
import { getPositionsPage, listPositions } from "~/features/positions/queries.server";
import { listPublishedProposals } from "~/features/proposals/queries.server";
import { formatDate } from "~/lib/dates";
import { proposalRow } from "../factories";

beforeAll(async () => {
  await positionsSeeder.run();
  await proposalsSeeder.run();
});

test("the sample register has about 12 positions with the spec's statuses and categories", async () => {
  const list = await listPositions(getDb());
  expect(list.length).toBe(samplePositions.length);
  expect(list.length).toBeGreaterThanOrEqual(12);
  expect(new Set(list.map((p) => p.status))).toEqual(
    new Set(["Courrier officiel", "Position officielle", "En cours", "Proposition", "Interrogations/Position officielle", "Lettre ouverte"]),
  );
  // Newest first, dates as real dates
  expect(list.map((p) => p.date)).toEqual([...list.map((p) => p.date)].sort().reverse());
  expect(list.some((p) => p.urgent)).toBe(true);
  expect(list.some((p) => p.link?.startsWith("https://"))).toBe(true);
});

test("seeding again changes nothing", async () => {
  await positionsSeeder.run();
  await proposalsSeeder.run();
  const [{ n }] = await getDb().select({ n: count() }).from(positions);
  const [{ m }] = await getDb().select({ m: count() }).from(proposals);
  expect(n).toBe(samplePositions.length);
  expect(m).toBe(2);
});

test("the page data: filters combine with AND, options come from all positions", async () => {
  const all = await getPositionsPage(getDb(), {});
  expect(all.shown).toBe(all.total);
  // Every position is listed; the register's figures never count a sample (all of these are).
  expect(all.total).toBe(samplePositions.length);
  expect(all.counted).toEqual({ total: 0, inProgress: 0 });
  expect(all.options.years).toEqual(["2026", "2025", "2024", "2023"]);
  expect(all.options.categories[0]).toBe("Aménagement");

  const mobility = await getPositionsPage(getDb(), { category: "Mobilité" });
  expect(mobility.groups.map((g) => g.category)).toEqual(["Mobilité"]);
  expect(mobility.options).toEqual(all.options);

  const combined = await getPositionsPage(getDb(), { category: "Mobilité", year: "2026", status: "Position officielle" });
  expect(combined.groups.flatMap((g) => g.positions.map((p) => p.slug))).toEqual(["projet-zone-trafic-limite"]);

  const keywords = await getPositionsPage(getDb(), { q: "delegation stationnement" });
  expect(keywords.groups.flatMap((g) => g.positions.map((p) => p.slug))).toEqual(["consultation-stationnement-residentiel"]);

  const none = await getPositionsPage(getDb(), { q: "ztl", year: "2023" });
  expect(none.groups).toEqual([]);
  expect(none.shown).toBe(0);
});

test("groups are alphabetical, urgent first then newest inside each", async () => {
  const { groups } = await getPositionsPage(getDb(), {});
  const names = groups.map((g) => g.category);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "fr")));
  for (const group of groups) {
    const order = group.positions.map((p) => [p.urgent ? 1 : 0, p.date] as const);
    const sorted = [...order].sort((a, b) => b[0] - a[0] || b[1].localeCompare(a[1]));
    expect(order).toEqual(sorted);
  }
});

test("each card's date comes written out: the editor's label, else the French date on the Paris calendar", async () => {
  const { groups } = await getPositionsPage(getDb(), {});
  const cards = groups.flatMap((g) => g.positions);
  const labelled = samplePositions.filter((p) => p.dateLabel);
  expect(labelled.length).toBeGreaterThan(0);
  for (const sample of labelled) expect(cards.find((c) => c.slug === sample.slug)?.dateLabel).toBe(sample.dateLabel);
  const dated = cards.find((c) => !samplePositions.find((p) => p.slug === c.slug)?.dateLabel)!;
  expect(dated.dateLabel).toBe(formatDate(dated.date));
  expect(dated.dateLabel).toMatch(/^\d{1,2} [a-zéû]+ \d{4}$/);
});

test("hostile keywords are plain text", async () => {
  const page = await getPositionsPage(getDb(), { q: "' OR 1=1--" });
  expect(page.shown).toBe(0);
  expect(page.total).toBe(samplePositions.length);
});

test("only published proposals are public", async () => {
  await getDb()
    .insert(proposals)
    .values(proposalRow({ slug: "brouillon-test", title: "Brouillon", published: false }))
    .onConflictDoNothing();
  const list = await listPublishedProposals(getDb());
  expect(list.map((p) => p.slug).sort()).toEqual(["navettes-electriques-presquile", "soutien-commerces-independants"]);
  expect(list.map((p) => p.category).sort()).toEqual(["Mobilité", "Économie locale"]);
});

test("the database refuses a colour outside the palette and a non-http link", async () => {
  await expect(getDb().execute(sql`insert into positions (slug, title, date, category, status, color) values ('x1', 't', '2025-01-01', 'c', 's', 'url(javascript:x)')`)).rejects.toThrow();
  await expect(getDb().execute(sql`insert into positions (slug, title, date, category, status, link) values ('x2', 't', '2025-01-01', 'c', 's', 'javascript:alert(1)')`)).rejects.toThrow();
  await expect(getDb().execute(sql`insert into proposals (slug, title, date, category, theme, priorite) values ('x3', 't', '2025-01-01', 'c', 't', 'urgente')`)).rejects.toThrow();
});

test("the search vocabulary learns the words of new rows", async () => {
  const result = await getDb().execute(sql`select count(*)::int as n from search_words where word in ('stationnement', 'delegation', 'commerces')`);
  const n = Number(rows<{ n: number }>(result)[0]?.n);
  expect(n).toBe(3);
});
