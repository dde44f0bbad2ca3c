// /propositions-lyon on the real database: the coming-soon panel (with its honestly worded
// unveiling date) while no proposal is published, the list and its filters once one is.
import { beforeEach, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { proposals } from "~/db/schema";
import { TEST_NOW_HEADER } from "~/lib/clock.server";
import { createRequestContext } from "~/lib/request-context.server";
import { loader as proposalLoader } from "~/routes/public/proposal";
import { loader } from "~/routes/public/proposals";
import { truncateAll } from "../setup/database";

beforeEach(truncateAll);

type LoaderArgs = Parameters<typeof loader>[0];
const context = () => createRequestContext({ clientIp: "192.0.2.10", nonce: "", requestId: "test" }, getDb());
const load = (query = "", now?: string) =>
  loader({ request: new Request(`http://localhost/propositions-lyon${query}`, { headers: now ? { [TEST_NOW_HEADER]: now } : {} }), params: {}, context: context() } as unknown as LoaderArgs);

const base = { date: "2026-05-01", category: "x", summary: "Résumé.", content: "Texte **important**.\n\n<script>alert(1)</script>" };

test("with nothing published the page is the coming-soon panel, its date worded from the request's day", async () => {
  await getDb().insert(proposals).values({ ...base, slug: "brouillon", title: "Brouillon", theme: "Sécurité", published: false });
  const before = await load("", "2025-06-10T10:00:00+02:00");
  expect(before.anyPublished).toBe(false);
  expect(before.unveiling.text).toBe("Dévoilement prévu autour du 15 juillet 2025");
  const after = await load("", "2026-11-23T10:00:00+01:00");
  expect(after.unveiling.text).toContain("Le dévoilement était annoncé autour du 15 juillet 2025");
});

test("published proposals are listed, filtered by theme and status; a draft never shows or opens", async () => {
  await getDb()
    .insert(proposals)
    .values([
      { ...base, slug: "bancs", title: "Des bancs", theme: "Qualité de vie", progress: "realise", published: true },
      { ...base, slug: "navettes", title: "Des navettes", theme: "Mobilité & Transport", progress: "en_cours", published: true },
      { ...base, slug: "secret", title: "Pas encore", theme: "Qualité de vie", progress: "en_cours", published: false },
    ]);
  const all = await load();
  expect(all.anyPublished).toBe(true);
  expect(all.proposals.map((p) => p.slug).sort()).toEqual(["bancs", "navettes"]);
  expect((await load("?theme=Qualit%C3%A9+de+vie")).proposals.map((p) => p.slug)).toEqual(["bancs"]);
  expect((await load("?statut=en_cours")).proposals.map((p) => p.slug)).toEqual(["navettes"]);
  // An unknown filter value is ignored rather than refused.
  expect((await load("?theme=%3Cscript%3E&statut=nope")).proposals).toHaveLength(2);

  const page = await proposalLoader({ params: { slug: "bancs" }, context: context() } as unknown as Parameters<typeof proposalLoader>[0]);
  expect(page.proposal.html).toContain("<strong>important</strong>");
  expect(page.proposal.html).not.toContain("<script");
  await expect(proposalLoader({ params: { slug: "secret" }, context: context() } as unknown as Parameters<typeof proposalLoader>[0])).rejects.toMatchObject({ init: { status: 404 } });
});
