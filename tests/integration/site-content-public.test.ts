// What the public pages read of the site content administrators edit (issue 14): the board,
// the testimonials and the campaigns from their tables, in the back-office's order, public
// fields only, and the "fictional people" notice while a shown row is still a seeded sample.
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { boardMembers, campaigns, testimonials } from "~/db/schema";
import { sampleBoardMembers } from "~/db/seeds/team";
import { sampleTestimonials } from "~/db/seeds/testimonials";
import { boardSeeder, campaignsSeeder, testimonialsSeeder } from "~/db/seeds/seeders.server";
import { listCampaigns } from "~/features/campaigns/queries.server";
import { searchSite } from "~/features/search/queries.server";
import { getBoard } from "~/features/team/queries.server";
import { listHomeTestimonials, listTestimonials } from "~/features/testimonials/queries.server";

beforeAll(async () => {
  await boardSeeder.run();
  await testimonialsSeeder.run();
  await campaignsSeeder.run();
});

test("the sample board: the visible members in order, flagged as samples, with public fields only", async () => {
  const board = await getBoard(getDb());
  expect(board.members.map((m) => m.slug)).toEqual(sampleBoardMembers.map((m) => m.slug));
  expect(board.sample).toBe(true);
  expect(board.members.every((member) => member.sample)).toBe(true);
  expect(Object.keys(board.members[0]!).sort()).toEqual(["description", "name", "photo", "profession", "role", "sample", "slug", "specialties"]);
  expect(board.members[0]!.photo).toBeNull();
});

test("seeding again adds nothing and leaves edited rows alone", async () => {
  await getDb().update(boardMembers).set({ name: "Nom modifié" }).where(eq(boardMembers.slug, sampleBoardMembers[0]!.slug!));
  await boardSeeder.run();
  await testimonialsSeeder.run();
  const [{ n }] = (await getDb().select({ n: sql<number>`count(*)::int` }).from(boardMembers)) as [{ n: number }];
  expect(n).toBe(sampleBoardMembers.length);
  expect((await getBoard(getDb())).members[0]!.name).toBe("Nom modifié");
});

test("the testimonials: published only, filtered by category, consent never exposed", async () => {
  const all = await listTestimonials(getDb(), "tous");
  expect(all.testimonials).toHaveLength(sampleTestimonials.length);
  expect(all.sample).toBe(true);
  const artists = await listTestimonials(getDb(), "artistes");
  expect(artists.testimonials.length).toBeGreaterThan(0);
  expect(artists.testimonials.every((t) => t.category === "artistes")).toBe(true);
  expect(Object.keys(all.testimonials[0]!).sort()).toEqual(["category", "id", "name", "neighbourhood", "photo", "rating", "role", "sample", "text"]);
  const home = await listHomeTestimonials(getDb());
  expect(home.testimonials).toHaveLength(sampleTestimonials.filter((t) => t.featuredOnHome).length);
});

test("the notice goes once no published sample remains, and comes back with one", async () => {
  const db = getDb();
  await db.update(testimonials).set({ published: false }).where(eq(testimonials.isSample, true));
  const [real] = await db
    .insert(testimonials)
    .values({ slug: "vraie-personne", name: "Vraie Personne", role: "Habitante", category: "residents", text: "Un vrai témoignage.", consentOn: "2026-11-01", consentMethod: "ecrit", published: true, featuredOnHome: true, position: 100 })
    .returning({ id: testimonials.id });
  const afterUnpublish = await listTestimonials(getDb(), "artistes");
  expect(afterUnpublish.sample).toBe(false);
  expect((await listTestimonials(getDb(), "tous")).testimonials.map((t) => t.id)).toEqual(["vraie-personne"]);
  expect((await listHomeTestimonials(getDb())).sample).toBe(false);

  await db.update(testimonials).set({ published: true }).where(eq(testimonials.slug, sampleTestimonials[0]!.slug!));
  expect((await listTestimonials(getDb(), "tous")).sample).toBe(true);
  await db.update(testimonials).set({ published: true }).where(eq(testimonials.isSample, true));
  await db.delete(testimonials).where(eq(testimonials.id, real!.id));

  // The board the same way: hiding every sample member removes the notice.
  await db.update(boardMembers).set({ visible: false }).where(eq(boardMembers.isSample, true));
  expect(await getBoard(getDb())).toEqual({ members: [], sample: false });
  await db.update(boardMembers).set({ visible: true }).where(eq(boardMembers.isSample, true));
});

test("campaigns: published ones in the back-office's order; a campaign is found by the site search", async () => {
  const db = getDb();
  expect((await listCampaigns(getDb())).map((c) => c.slug)).toEqual(["ztl", "patrimoine", "commerces"]);
  await db.update(campaigns).set({ position: 0 }).where(eq(campaigns.slug, "commerces"));
  await db.update(campaigns).set({ published: false }).where(eq(campaigns.slug, "ztl"));
  expect((await listCampaigns(getDb())).map((c) => c.slug)).toEqual(["commerces", "patrimoine"]);

  await db.insert(campaigns).values({ slug: "fontaines-publiques", title: "Fontaines publiques", summary: "Rendre l’eau aux places", content: "Remettre en service les fontaines Bartholdi et Jacobins.", category: "Campagne", date: "2026-11-20", published: true, position: 5 });
  const found = await searchSite(getDb(), "fontaines publiques");
  const group = found.groups.find((g) => g.type === "campagne");
  expect(group?.results.map((r) => r.url)).toContain("/#fontaines-publiques");
  // Unpublished campaigns are not searched.
  const hidden = await searchSite(getDb(), "zone trafic limité");
  expect(hidden.groups.find((g) => g.type === "campagne")?.results.map((r) => r.url) ?? []).not.toContain("/#ztl");
});
