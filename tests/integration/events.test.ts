// The public rencontres on the real database (issue 15): /rencontres splits upcoming and past on
// the request's clock, in order, with a "Voir plus" for the past ones; a page per rencontre,
// drafts only for editors; the calendar files parsed by a real iCalendar parser (ical.js) and
// checked field by field; drafts never in the pages, feed, sitemap or search.
import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { events } from "~/db/schema";
import { createAccount } from "~/features/account/administrators.server";
import { PAST_PAGE_SIZE } from "~/features/events/timing";
import { searchSite } from "~/features/search/queries.server";
import { getAuth } from "~/lib/auth.server";
import { TEST_NOW_HEADER } from "~/lib/clock.server";
import { getSiteConfig } from "~/lib/site-config.server";
import { loader as eventLoader } from "~/routes/public/event";
import { loader as eventsLoader } from "~/routes/public/events";
import { loader as eventIcsLoader } from "~/routes/resources/event-ics";
import { loader as feedLoader } from "~/routes/resources/events-ics";
import { loader as sitemapLoader } from "~/routes/resources/sitemap";
import { contextFor, cookieFrom, eventRow, pageRequest, uniqueEmail, validPassword, loaderArgs } from "../factories";
import { truncateAll } from "../setup/database";

/** A request context carrying the test database, for loaders that read nothing else from it. */

beforeEach(truncateAll);

const NOW = "2026-03-01T10:00:00+01:00";

type NewEvent = Partial<typeof events.$inferInsert> & { slug: string; startsAt: Date };
async function insertEvent(fields: NewEvent) {
  const [row] = await getDb().insert(events).values(eventRow(fields)).returning({ id: events.id, updatedAt: events.updatedAt });
  return row!;
}

// The route loaders are called as React Router would, with the arguments they read.
type Args<L extends (...args: never[]) => unknown> = Parameters<L>[0];
const listPage = async (query = "", now = NOW) =>
  eventsLoader((await loaderArgs(new Request(`http://localhost/rencontres${query}`, { headers: { [TEST_NOW_HEADER]: now } }), {})) as unknown as Args<typeof eventsLoader>);
const detailPage = async (slug: string, cookie?: string) => {
  const request = pageRequest(`/rencontres/${slug}`, cookie);
  request.headers.set(TEST_NOW_HEADER, NOW);
  return eventLoader({ request, params: { slug }, context: await contextFor(request) } as unknown as Args<typeof eventLoader>);
};
const feed = async () => feedLoader((await loaderArgs(pageRequest("/rencontres.ics"), {})) as unknown as Args<typeof feedLoader>);
const eventIcs = async (slug: string) => eventIcsLoader((await loaderArgs(pageRequest(`/rencontres/${slug}/agenda.ics`), { slug })) as unknown as Args<typeof eventIcsLoader>);

/** Parses a calendar with ical.js, its own VTIMEZONE registered so TZID times resolve through it. */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar;
}

describe("/rencontres", () => {
  test("upcoming soonest first, past most recent first, split on the request's clock; drafts never shown", async () => {
    await insertEvent({ slug: "dans-un-mois", startsAt: new Date("2026-04-01T16:30:00Z") });
    await insertEvent({ slug: "demain", startsAt: new Date("2026-03-02T17:30:00Z"), urgent: true, capacity: 20 });
    // Starts exactly at the request's "now": still upcoming.
    await insertEvent({ slug: "maintenant", startsAt: new Date(NOW) });
    await insertEvent({ slug: "hier", startsAt: new Date("2026-02-28T17:30:00Z") });
    await insertEvent({ slug: "l-an-dernier", startsAt: new Date("2025-03-01T17:30:00Z") });
    await insertEvent({ slug: "brouillon-futur", startsAt: new Date("2026-03-10T17:30:00Z"), published: false });
    await insertEvent({ slug: "brouillon-passe", startsAt: new Date("2026-02-10T17:30:00Z"), published: false });

    const page = await listPage();
    expect(page.upcoming.map((e) => e.slug)).toEqual(["maintenant", "demain", "dans-un-mois"]);
    expect(page.past.map((e) => e.slug)).toEqual(["hier", "l-an-dernier"]);
    expect(page.pastTotal).toBe(2);
    expect(page.nextPastCount).toBeNull();
    expect(page.upcoming[1]).toMatchObject({ type: "Réunion publique", place: "Mairie du 2e", urgent: true, capacity: 20, startsAt: "2026-03-02T17:30:00.000Z", when: "lundi 2 mars 2026 à 18h30" });
    // Summer time on the Paris clock from 29 March: 16:30 UTC is 18:30 there on 1 April.
    expect(page.upcoming[2]).toMatchObject({ day: "mercredi 1er avril 2026", time: "18h30" });

    // A month later, the same rencontres are on the other side.
    const later = await listPage("", "2026-05-01T10:00:00+02:00");
    expect(later.upcoming).toEqual([]);
    expect(later.past.map((e) => e.slug)).toEqual(["dans-un-mois", "demain", "maintenant", "hier", "l-an-dernier"]);
  });

  test("past rencontres come by pages of six: ?passees= shows more, bounded", async () => {
    for (let i = 1; i <= PAST_PAGE_SIZE + 2; i++) await insertEvent({ slug: `passee-${i}`, startsAt: new Date(Date.UTC(2026, 0, i, 17, 30)) });
    const first = await listPage();
    expect(first.past).toHaveLength(PAST_PAGE_SIZE);
    expect(first.past[0]!.slug).toBe(`passee-${PAST_PAGE_SIZE + 2}`);
    expect(first.pastTotal).toBe(PAST_PAGE_SIZE + 2);
    expect(first.nextPastCount).toBe(PAST_PAGE_SIZE * 2);
    const more = await listPage(`?passees=${first.nextPastCount}`);
    expect(more.past).toHaveLength(PAST_PAGE_SIZE + 2);
    expect(more.nextPastCount).toBeNull();
    // Nonsense is the first page, never an error.
    expect((await listPage("?passees=%27%20OR%201%3D1--")).past).toHaveLength(PAST_PAGE_SIZE);
  });
});

describe("/rencontres/:slug", () => {
  test("a published rencontre with its description rendered safely; past or not on the request's clock", async () => {
    await insertEvent({ slug: "reunion", startsAt: new Date("2026-03-12T17:30:00Z"), content: "Ordre du **jour**.\n\n<script>alert(1)</script>" });
    await insertEvent({ slug: "ancienne", startsAt: new Date("2026-01-12T17:30:00Z") });
    const { event, past } = await detailPage("reunion");
    expect(past).toBe(false);
    // Date and time written by the server, on the Paris clock (17:30 UTC is 18:30 in March).
    expect(event).toMatchObject({ slug: "reunion", published: true, place: "Mairie du 2e", day: "jeudi 12 mars 2026", time: "18h30", when: "jeudi 12 mars 2026 à 18h30" });
    expect(event.html).toContain("<strong>jour</strong>");
    expect(event.html).not.toContain("<script");
    expect((await detailPage("ancienne")).past).toBe(true);
  });

  test("a draft or an unknown address is a 404, except a draft for someone who edits rencontres", async () => {
    await insertEvent({ slug: "secret", startsAt: new Date("2026-03-12T17:30:00Z"), published: false });
    await expect(detailPage("secret")).rejects.toMatchObject({ init: { status: 404 } });
    await expect(detailPage("inconnue")).rejects.toMatchObject({ init: { status: 404 } });
    await expect(detailPage("..%2Fadmin")).rejects.toMatchObject({ init: { status: 404 } });

    const member = uniqueEmail("membre");
    await createAccount(getDb(), member, { password: validPassword });
    const memberLogin = await getAuth(getDb()).api.signInEmail({ body: { email: member, password: validPassword }, returnHeaders: true });
    await expect(detailPage("secret", cookieFrom(memberLogin.headers))).rejects.toMatchObject({ init: { status: 404 } });

    const editor = uniqueEmail("redaction");
    await createAccount(getDb(), editor, { password: validPassword, roles: ["redaction"] });
    const editorLogin = await getAuth(getDb()).api.signInEmail({ body: { email: editor, password: validPassword }, returnHeaders: true });
    const preview = await detailPage("secret", cookieFrom(editorLogin.headers));
    expect(preview.event).toMatchObject({ slug: "secret", published: false });
  });
});

describe("calendar files", () => {
  const title = "Réunion publique : circulation, stationnement; livraisons";
  const place = "Mairie du 2e, salle du conseil (1er étage)";
  const content = "Ordre du jour, enfin :\n\n- le plan de **circulation**\n- les livraisons\\horaires";

  test("the feed holds every published rencontre, parsed field by field; drafts are left out", async () => {
    const winter = await insertEvent({ slug: "hiver", title, place, content, category: "Réunion publique", startsAt: new Date("2026-03-12T17:30:00Z") });
    const summer = await insertEvent({ slug: "ete", title: "Visite d’été", startsAt: new Date("2026-07-09T16:30:00Z"), category: "Visite culturelle", participantsInfo: "Ouvert à tous" });
    await insertEvent({ slug: "brouillon", startsAt: new Date("2026-04-01T16:30:00Z"), published: false });
    const { siteUrl } = getSiteConfig();
    const host = new URL(siteUrl).hostname;

    const response = await feed();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^inline/);
    const text = await response.text();
    expect(text).toMatch(/\r\n$/);
    expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);

    const calendar = parseCalendar(text);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
    expect(calendar.getFirstSubcomponent("vtimezone")!.getFirstPropertyValue("tzid")).toBe("Europe/Paris");
    const vevents = calendar.getAllSubcomponents("vevent");
    expect(vevents.map((v) => v.getFirstPropertyValue("uid"))).toEqual([`event-${winter.id}@${host}`, `event-${summer.id}@${host}`]);

    const first = new ICAL.Event(vevents[0]!);
    expect(first.summary).toBe(title);
    expect(first.location).toBe(place);
    expect(first.description).toBe(`Ordre du jour, enfin :\n\n- le plan de circulation\n- les livraisons\\horaires\n\nPlus d’informations\u202f: ${siteUrl}/rencontres/hiver`);
    expect(vevents[0]!.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Europe/Paris");
    expect(first.startDate.toString()).toBe("2026-03-12T18:30:00");
    expect(first.startDate.toJSDate().toISOString()).toBe("2026-03-12T17:30:00.000Z");
    expect(first.endDate.toJSDate().toISOString()).toBe("2026-03-12T19:30:00.000Z");
    expect(vevents[0]!.getFirstPropertyValue("url")).toBe(`${siteUrl}/rencontres/hiver`);
    expect((vevents[0]!.getFirstPropertyValue("last-modified") as ICAL.Time).toJSDate().getTime()).toBe(Math.floor(winter.updatedAt.getTime() / 1000) * 1000);

    const second = new ICAL.Event(vevents[1]!);
    expect(second.startDate.toString()).toBe("2026-07-09T18:30:00");
    expect(second.startDate.toJSDate().toISOString()).toBe("2026-07-09T16:30:00.000Z");
    expect(second.description.startsWith("Ouvert à tous\n\nUne rencontre.")).toBe(true);
    expect(text).not.toContain("brouillon");
  });

  test("one rencontre's file: attachment named after it, the same UID in the feed and in two generations", async () => {
    const row = await insertEvent({ slug: "hiver", title, place, content, startsAt: new Date("2026-03-12T17:30:00Z") });
    await insertEvent({ slug: "brouillon", startsAt: new Date("2026-04-01T16:30:00Z"), published: false });
    const response = await eventIcs("hiver");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="hiver.ics"');
    const uid = (text: string) => parseCalendar(text).getFirstSubcomponent("vevent")!.getFirstPropertyValue("uid");
    const once = uid(await response.text());
    // Renamed in the back-office: the calendar app still sees the same event.
    await getDb().update(events).set({ title: "Nouveau titre", updatedAt: new Date() }).where(eq(events.id, row.id));
    const twice = uid(await (await eventIcs("hiver")).text());
    expect(twice).toBe(once);
    expect(uid(await (await feed()).text())).toBe(once);
    const event = new ICAL.Event(parseCalendar(await (await eventIcs("hiver")).text()).getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe("Nouveau titre");
    expect(event.location).toBe(place);

    expect((await eventIcs("brouillon")).status).toBe(404);
    expect((await eventIcs("inconnue")).status).toBe(404);
    expect((await eventIcs("../../etc")).status).toBe(404);
  });
});

test("sitemap.xml lists the published rencontres with their last change, never a draft", async () => {
  const published = await insertEvent({ slug: "publiee", startsAt: new Date("2026-03-12T17:30:00Z") });
  await insertEvent({ slug: "brouillon", startsAt: new Date("2026-03-13T17:30:00Z"), published: false });
  const xml = await (await sitemapLoader((await loaderArgs(pageRequest("/sitemap.xml"), {})) as unknown as Args<typeof sitemapLoader>)).text();
  const { siteUrl } = getSiteConfig();
  expect(xml).toContain(`<url><loc>${siteUrl}/rencontres/publiee</loc><lastmod>${published.updatedAt.toISOString()}</lastmod></url>`);
  expect(xml).not.toContain("/rencontres/brouillon");
});

test("the site search finds published rencontres, opening their page; never a draft", async () => {
  await insertEvent({ slug: "traboules", title: "Visite des traboules", summary: "Une promenade commentée dans les traboules.", startsAt: new Date("2026-03-12T17:30:00Z") });
  await insertEvent({ slug: "traboules-secretes", title: "Traboules secrètes", summary: "Pas encore annoncée.", startsAt: new Date("2026-03-13T17:30:00Z"), published: false });
  const response = await searchSite(getDb(), "traboules");
  const group = response.groups.find((g) => g.type === "rencontre");
  expect(group?.label).toBe("Rencontres");
  expect(group?.results.map((r) => r.url)).toEqual(["/rencontres/traboules"]);
  expect(group?.results[0]?.description).toMatch(/^Rencontre\u202f: Une promenade commentée/);
});
