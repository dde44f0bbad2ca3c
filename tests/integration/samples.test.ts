// The sample content of a new install (issue 36), on both engines: every seeded row is marked,
// the site says it is a demonstration while one is online, sample rencontres take no
// registration and sample positions count in no figure; the removal takes every sample in one
// transaction (all or nothing), journaled with a count per kind, and leaves what the
// association saved. SAMPLE_CONTENT=off starts a new database clean.
import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { seedDatabase } from "~/db/seed.server";
import { samplePosts } from "~/db/seeds/blog";
import { sampleCampaigns } from "~/db/seeds/campaigns";
import { sampleEvents } from "~/db/seeds/events";
import { samplePositions } from "~/db/seeds/positions";
import { sampleProposals } from "~/db/seeds/proposals";
import { sampleBoardMembers } from "~/db/seeds/team";
import { sampleTestimonials } from "~/db/seeds/testimonials";
import { auditLog, blogPosts, events, positions, users } from "~/db/schema";
import { galleryPhotos } from "~/content/gallery";
import { sampleMilestones } from "~/db/seeds/timeline";
import { loadFigures } from "~/features/figures/figures.server";
import { countsToday } from "~/composition/figure-counts.server";
import { getContentForm, updateContent } from "~/features/admin/content/content.server";
import { goLiveChecklist } from "~/features/admin/go-live.server";
import { registrationView } from "~/features/events/registration-action.server";
import { registerToEvent } from "~/features/events/registration.server";
import { REGISTRATION_REFUSALS } from "~/features/events/registration";
import { listGalleryPhotos } from "~/features/gallery/queries.server";
import { getPositionsPage } from "~/features/positions/queries.server";
import { countSamples, hasOnlineSamples, removeAllSamples } from "~/features/samples/samples.server";
import { searchSite } from "~/features/search/queries.server";
import { parseEnv } from "~/lib/env.server";
import { prepareNewDatabase } from "../../server/lifecycle";
import { contextFor, pageRequest, signedInStaff } from "../factories";
import { freshState } from "../setup/integration";
import { renderPage } from "../support/render-page";
import * as blogPage from "~/routes/public/blog";
import * as historyPage from "~/routes/public/history";
import * as positionsPage from "~/routes/public/positions";
import * as teamPage from "~/routes/public/team";
import * as testimonialsPage from "~/routes/public/testimonials";

const NOW = new Date("2026-03-02T10:00:00Z");

beforeEach(freshState);

/** The spec's figures the association never gave (app/content/figures.ts): four of the Presqu'île's, the members' floor, the actions, the board's four. */
const SAMPLE_FIGURES = 10;
/** The association's milestones of the timeline (app/content/timeline.ts): their details are nobody's word. */
const SAMPLE_PERIODS = sampleMilestones.length;

const byKind = (counts: Awaited<ReturnType<typeof countSamples>>) => Object.fromEntries(counts.map((c) => [c.kind, c.count]));

test("every seeded item is a sample, the site says it is a demonstration, and nothing fictional counts", async () => {
  expect(await hasOnlineSamples(getDb())).toBe(false);
  await seedDatabase();
  expect(byKind(await countSamples(getDb()))).toEqual({
    positions: samplePositions.length,
    proposals: sampleProposals.length,
    blog: samplePosts.length,
    events: sampleEvents.length,
    campaigns: sampleCampaigns.length,
    board: sampleBoardMembers.length,
    testimonials: sampleTestimonials.length,
    gallery: galleryPhotos.length,
    figures: SAMPLE_FIGURES,
    timeline: SAMPLE_PERIODS,
  });
  expect(await hasOnlineSamples(getDb())).toBe(true);
  expect((await listGalleryPhotos(getDb(), { category: "tous" })).every((photo) => photo.sample)).toBe(true);

  // Every sample position is listed, none is counted; one of the association's own is.
  await getDb().insert(positions).values({ slug: "position-reelle", title: "Position réelle", date: "2026-02-01", category: "Mobilité", status: "En cours" });
  const page = await getPositionsPage(getDb(), {});
  expect(page.total).toBe(samplePositions.length + 1);
  expect(page.counted).toEqual({ total: 1, inProgress: 1 });
  expect(await countsToday(getDb(), NOW)).toMatchObject({ positions: 1, inProgress: 1, actions: 1 });

  // Search results say which ones are examples.
  const found = await searchSite(getDb(), "traboules");
  const results = found.groups.flatMap((group) => group.results);
  expect(results.find((r) => r.url === "/blog/exemple-patrimoine-traboules")?.sample).toBe(true);
  expect(results.some((r) => !r.sample)).toBe(true);
  // The association's sample milestones of the timeline too.
  const milestone = (await searchSite(getDb(), "zone trafic limité concertation")).groups.flatMap((group) => group.results).find((r) => r.url.includes("periode=concertation-ztl"));
  expect(milestone?.sample).toBe(true);
});

test("a sample rencontre takes no registration: the page shows why, and a post is refused", async () => {
  await seedDatabase();
  const [event] = await getDb().select().from(events).where(eq(events.slug, "exemple-atelier-vegetalisation"));
  expect(event!.isSample).toBe(true);
  const context = await contextFor(pageRequest(`/rencontres/${event!.slug}`));
  const view = await registrationView(getDb(), event!, new Date(event!.startsAt.getTime() - 86_400_000), context);
  expect(view).toEqual({ open: false, reason: REGISTRATION_REFUSALS.sample });
  const result = await registerToEvent(getDb(), event!.slug, { name: "Camille", email: "camille@example.org", persons: 1, message: null }, { now: NOW });
  expect(result).toMatchObject({ status: "refused", reason: "sample" });
});

test("removing the samples takes every one in one act, journaled with a count per kind, and keeps what a person saved", async () => {
  await seedDatabase();
  const { user } = await signedInStaff(["admin"]);
  // An editor saved a sample article: it is the association's now.
  const [kept] = await getDb().select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, "exemple-patrimoine-traboules"));
  const form = await getContentForm(getDb(), "blog", kept!.id);
  expect(form!.sample).toBe(true);
  expect((await updateContent(getDb(), "blog", user, kept!.id, form!.version, form!.values)).status).toBe("ok");
  expect((await getContentForm(getDb(), "blog", kept!.id))!.sample).toBe(false);

  const removal = await removeAllSamples(getDb(), user);
  expect(byKind(removal.counts)).toEqual({
    positions: samplePositions.length,
    proposals: sampleProposals.length,
    blog: samplePosts.length - 1,
    events: sampleEvents.length,
    campaigns: sampleCampaigns.length,
    board: sampleBoardMembers.length,
    testimonials: sampleTestimonials.length,
    gallery: galleryPhotos.length,
    figures: SAMPLE_FIGURES,
    timeline: SAMPLE_PERIODS,
  });
  expect(Object.values(byKind(await countSamples(getDb()))).every((n) => n === 0)).toBe(true);
  expect(await hasOnlineSamples(getDb())).toBe(false);
  expect(await listGalleryPhotos(getDb(), { category: "tous" })).toEqual([]);
  expect((await getDb().select({ slug: blogPosts.slug }).from(blogPosts)).map((row) => row.slug)).toEqual(["exemple-patrimoine-traboules"]);

  const entries = await getDb().select().from(auditLog).where(eq(auditLog.entityType, "sample_content"));
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ action: "delete", actorEmail: user.email });
  expect(entries[0]!.summary).toContain(`${samplePositions.length} prises de position`);
  expect(entries[0]!.summary).toContain(`${galleryPhotos.length} photos de la galerie`);
  expect(entries[0]!.summary).toContain(`${SAMPLE_FIGURES} chiffres`);
  // Nor the association's sample milestones, in search either.
  expect((await searchSite(getDb(), "zone trafic limité concertation")).groups.flatMap((group) => group.results).some((r) => r.url.includes("periode=concertation-ztl"))).toBe(false);
  // The figures nobody entered are not shown any more: none is labelled « Exemple ».
  const figures = await loadFigures(getDb());
  expect([...figures.home, ...figures.history, ...figures.board].some((figure) => figure.sample)).toBe(false);

  const items = await goLiveChecklist(getDb(), parseEnv({}), NOW);
  expect(items.find((item) => item.id === "samples")).toMatchObject({ done: true, href: "/admin/exemples" });
});

test("a removal that fails part-way removes nothing", async () => {
  await seedDatabase();
  const { user } = await signedInStaff(["admin"]);
  // The board's rows refuse to go: the positions, articles… deleted before them come back.
  await getDb().execute(sql`create function refuse_delete() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
  await getDb().execute(sql`create trigger refuse_board_delete before delete on board_members for each row execute function refuse_delete()`);
  try {
    await expect(removeAllSamples(getDb(), user)).rejects.toThrow();
    expect(byKind(await countSamples(getDb()))).toMatchObject({ positions: samplePositions.length, blog: samplePosts.length, gallery: galleryPhotos.length });
    expect(await getDb().select().from(auditLog).where(eq(auditLog.entityType, "sample_content"))).toEqual([]);
  } finally {
    await getDb().execute(sql`drop trigger refuse_board_delete on board_members`);
    await getDb().execute(sql`drop function refuse_delete()`);
  }
});

test("a new database starts with the samples, or clean with SAMPLE_CONTENT=off", async () => {
  await prepareNewDatabase(parseEnv({ SAMPLE_CONTENT: "off" }));
  expect(Object.values(byKind(await countSamples(getDb()))).every((n) => n === 0)).toBe(true);
  expect(await hasOnlineSamples(getDb())).toBe(false);
  expect(await getDb().select({ email: users.email }).from(users)).toHaveLength(1);

  await freshState();
  await prepareNewDatabase(parseEnv({}));
  expect(byKind(await countSamples(getDb())).positions).toBe(samplePositions.length);
  expect(await hasOnlineSamples(getDb())).toBe(true);
});

test("after the removal each page says what will appear there, never « nothing matches your search », and an editor gets the screen that fills it", async () => {
  await seedDatabase();
  const { user } = await signedInStaff(["admin"]);
  await removeAllSamples(getDb(), user);
  const editor = { id: user.id, email: user.email, firstName: null, lastName: null, roles: user.roles, permissions: user.permissions };
  const pages = [
    { module: blogPage, path: "/blog", says: "Aucun article n’est encore publié.", fill: "/admin/blog/nouveau" },
    { module: positionsPage, path: "/prises-positions", says: "Aucune prise de position n’est encore publiée.", fill: "/admin/prises-positions/nouveau" },
    { module: testimonialsPage, path: "/temoignages", says: "Aucun témoignage n’est encore publié.", fill: "/admin/contenus/temoignages/nouveau" },
    { module: teamPage, path: "/equipe", says: "La composition du bureau sera présentée ici prochainement.", fill: "/admin/contenus/equipe/nouveau" },
    { module: historyPage, path: "/histoire?vue=adpl", says: "Les étapes de l’histoire de l’association seront présentées ici.", fill: "/admin/contenus/frise/nouveau" },
  ];
  for (const page of pages) {
    const visitor = await renderPage(page.module, page.path);
    expect(visitor, page.path).toContain(page.says);
    expect(visitor, page.path).not.toMatch(/ne correspond|Réinitialiser les filtres|Effacer les filtres/);
    expect(visitor, page.path).not.toContain(page.fill);
    expect(await renderPage(page.module, page.path, editor), page.path).toContain(`href="${page.fill}"`);
  }
  // The register holds nothing: no « année active » either.
  expect(await renderPage(positionsPage, "/prises-positions")).not.toContain("année active");
  // A search that finds nothing still says so, with the way back.
  expect(await renderPage(blogPage, "/blog?q=introuvable")).toContain("Aucun article ne correspond à vos critères de recherche.");
});
