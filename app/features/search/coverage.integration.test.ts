// The search covers the whole site (issue 11): neighbourhoods and history periods are found,
// accent- and case-insensitively, with links that open them selected; a query that matches
// nothing as typed gets close spellings from the vocabulary that lead to results.
import { beforeAll, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { positions, proposals } from "~/db/schema";
import { samplePositions } from "~/db/seeds/positions";
import { sampleProposals } from "~/db/seeds/proposals";
import { timelineSeeder } from "~/db/seeds/seeders.server";
import { searchSite } from "./queries.server";
import type { SearchResponse } from "./rules";

beforeAll(async () => {
  // The city's periods come with the migrations; the association's milestones with the samples.
  await timelineSeeder.run();
  await getDb().insert(positions).values(samplePositions).onConflictDoNothing();
  await getDb().insert(proposals).values(sampleProposals).onConflictDoNothing();
});

const group = (response: SearchResponse, type: string) => response.groups.find((g) => g.type === type)?.results ?? [];
const suggested = (response: SearchResponse) => response.suggestions.map((s) => s.query);

describe("neighbourhoods", () => {
  test("a neighbourhood is a `quartier` item opening /quartiers with it selected", async () => {
    const [ainay] = group(await searchSite(getDb(), "Ainay"), "quartier");
    expect(ainay).toMatchObject({ id: "quartier-ainay", title: "Ainay", url: "/quartiers?quartier=ainay" });
    expect(ainay.description).toMatch(/^Quartier\u202f: /);
  });

  test("found by a point of interest, without accents or capitals", async () => {
    expect(group(await searchSite(getDb(), "BASILIQUE SAINT-MARTIN"), "quartier").map((r) => r.id)).toContain("quartier-ainay");
    expect(group(await searchSite(getDb(), "pentes de la croix rousse"), "quartier")[0]?.url).toBe("/quartiers?quartier=pentes");
  });

  test("the default neighbourhood links to the bare page", async () => {
    expect(group(await searchSite(getDb(), "Bellecour"), "quartier").find((r) => r.id === "quartier-bellecour")?.url).toBe("/quartiers");
  });
});

describe("history periods", () => {
  test("« Piétonnisation de la rue de la République » is found, with its period selected", async () => {
    for (const query of ["Piétonnisation de la rue de la République", "pietonnisation de la rue de la republique", "PIÉTONNISATION"]) {
      const [first] = group(await searchSite(getDb(), query), "periode");
      expect(first, query).toMatchObject({ id: "periode-pietonnisation-republique", url: "/histoire?periode=pietonnisation-republique" });
    }
  });

  test("an association period opens the adpl view", async () => {
    const results = group(await searchSite(getDb(), "ADPL", { limit: 20 }), "periode");
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) expect(result.url).toMatch(/^\/histoire\?vue=adpl/);
  });

  test("found by its details and by its year", async () => {
    expect(group(await searchSite(getDb(), "Victor-Hugo"), "periode").map((r) => r.id)).toContain("periode-pietonnisation-republique");
    expect(group(await searchSite(getDb(), "1976"), "periode").map((r) => r.id)).toContain("periode-pietonnisation-republique");
  });
});

describe("did you mean", () => {
  test("a typo the engine cannot correct gets a close word that gives results", async () => {
    const response = await searchSite(getDb(), "ainya");
    expect(response.groups).toEqual([]);
    expect(suggested(response)).toContain("Ainay");
    expect(group(await searchSite(getDb(), suggested(response)[0]), "quartier").map((r) => r.id)).toContain("quartier-ainay");
  });

  test("accent-insensitive, written as the texts write it", async () => {
    expect(suggested(await searchSite(getDb(), "pietonisation"))[0]).toBe("piétonnisation");
    expect(suggested(await searchSite(getDb(), "belecour"))[0]).toBe("Bellecour");
  });

  test("words of a multi-word query are corrected in place", async () => {
    expect(suggested(await searchSite(getDb(), "rue de la repiblique"))).toContain("rue de la République");
  });

  test("no suggestion when the query matches as typed, or nothing is close", async () => {
    expect((await searchSite(getDb(), "Bellecour")).suggestions).toEqual([]);
    expect((await searchSite(getDb(), "wxyzqv")).suggestions).toEqual([]);
    expect((await searchSite(getDb(), "' OR 1=1--")).suggestions).toEqual([]);
  });
});
