// The site search engine on the real database (PGlite, and PostgreSQL in CI): stemming,
// accents, typos, the spec's substring floor, per-type limits, page entries, excerpts,
// unpublished proposals, ranking and hostile input.
import { count } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { positions, proposals } from "~/db/schema";
import { samplePositions } from "~/db/seeds/positions";
import { sampleProposals } from "~/db/seeds/proposals";
import { searchSite } from "~/features/search/queries.server";
import { EXCERPT_LENGTH, SUGGESTION_LIMIT, type SearchResponse } from "~/features/search/rules";
import { searchSources } from "~/features/search/sources/index.server";

type NewPosition = typeof positions.$inferInsert;

function position(slug: string, fields: Partial<NewPosition>): NewPosition {
  return { slug, title: `Titre ${slug}`, date: "2024-01-01", category: "Divers", status: "En cours", summary: "", content: "", ...fields };
}

const extraPositions: NewPosition[] = [
  position("zzz-commerce-unique", { title: "Le commerce de proximité", summary: "Un texte sur un commerce.", date: "2022-01-01" }),
  position("zzz-substring-only", { title: "Autre sujet", content: "Le mot xqzparkingxqz est collé à d’autres lettres." }),
  position("zzz-title-rank", { title: "Végétalisation des cours d’école", summary: "Planter des arbres.", date: "2020-01-01" }),
  position("zzz-body-rank", { title: "Divers sujets", content: "Il est aussi question de végétalisation, en passant.", date: "2026-01-01" }),
  // Six positions sharing a rare word, to check the per-type limit.
  ...Array.from({ length: 6 }, (_, i) => position(`zzz-limit-${i}`, { title: `Fontaine numéro ${i}`, summary: "Une fontainerie publique." })),
];

beforeAll(async () => {
  await getDb().insert(positions).values([...samplePositions, ...extraPositions]).onConflictDoNothing();
  await getDb()
    .insert(proposals)
    .values([
      ...sampleProposals,
      { slug: "brouillon-secret", title: "Brouillon confidentiel sur les navettes", category: "Mobilité", theme: "Sécurité", date: "2025-01-01", summary: "Navettes brouillon", published: false },
      // Six published proposals sharing a word, for the limit.
      ...Array.from({ length: 6 }, (_, i) => ({ slug: `kiosque-${i}`, title: `Kiosque numéro ${i}`, category: "Économie locale", theme: "Qualité de vie", date: "2025-01-01", summary: "Un kiosque à journaux.", published: true })),
    ])
    .onConflictDoNothing();
});

const ids = (response: SearchResponse, type: string) => response.groups.find((g) => g.type === type)?.results.map((r) => r.id) ?? [];
const titles = (response: SearchResponse, type: string) => response.groups.find((g) => g.type === type)?.results.map((r) => r.title) ?? [];

describe("matching", () => {
  test("under 3 characters nothing is searched", async () => {
    const response = await searchSite(getDb(), "co");
    expect(response).toEqual({ query: "co", tooShort: true, groups: [], suggestions: [] });
    expect((await searchSite(getDb(), "  ab  ")).tooShort).toBe(true);
  });

  test("French stemming: the plural finds the singular", async () => {
    const response = await searchSite(getDb(), "commerces");
    expect(ids(response, "position")).toContain("position-zzz-commerce-unique");
  });

  test("accents are ignored both ways", async () => {
    expect(ids(await searchSite(getDb(), "delegation"), "position")).toContain("position-consultation-stationnement-residentiel");
    expect(ids(await searchSite(getDb(), "VÉGÉTALISATION"), "position")).toContain("position-zzz-title-rank");
    expect(ids(await searchSite(getDb(), "vegetalisation"), "position")).toContain("position-zzz-title-rank");
  });

  test("small typos still find the word", async () => {
    expect(ids(await searchSite(getDb(), "stationement"), "position")).toContain("position-consultation-stationnement-residentiel");
    expect(ids(await searchSite(getDb(), "patrimone"), "position")).toContain("position-protection-patrimoine-unesco");
  });

  test("every plain substring match of the spec's rule is found (the floor)", async () => {
    // Found although no word equals it, and first: the literal match outranks typo corrections.
    expect(ids(await searchSite(getDb(), "parkingxqz"), "position")[0]).toBe("position-zzz-substring-only");
    // Inside a word, across the middle of a word, and mixed case
    expect(ids(await searchSite(getDb(), "talisati"), "position")).toEqual(expect.arrayContaining(["position-zzz-title-rank", "position-zzz-body-rank"]));
  });

  test("every sample position containing a substring is among the results (floor, exhaustive)", async () => {
    for (const needle of ["commer", "Presqu’île", "712 flyers", "riverains"]) {
      const expected = [...samplePositions, ...extraPositions]
        .filter((p) => [p.title, p.summary ?? "", p.category, p.content ?? ""].some((f) => f.toLowerCase().includes(needle.toLowerCase())))
        .map((p) => `position-${p.slug}`);
      const found = ids(await searchSite(getDb(), needle, { limit: 100 }), "position");
      expect(found).toEqual(expect.arrayContaining(expected));
    }
  });

  test("a word absent everywhere gives no result", async () => {
    expect((await searchSite(getDb(), "wxyzqv")).groups).toEqual([]);
  });
});

describe("results", () => {
  test("at most 5 positions and 5 proposals by default", async () => {
    const response = await searchSite(getDb(), "numéro");
    expect(ids(response, "position")).toHaveLength(5);
    expect(ids(response, "proposition")).toHaveLength(5);
    expect(ids(await searchSite(getDb(), "numéro", { limit: 20 }), "position")).toHaveLength(6);
  });

  test("the page entries are searched on title and description", async () => {
    const response = await searchSite(getDb(), "quartiers");
    const pages = response.groups.find((g) => g.type === "page");
    expect(pages?.results[0]).toMatchObject({ title: "Quartiers", url: "/quartiers" });
    expect(titles(await searchSite(getDb(), "galerie"), "page")).toEqual(["Galerie"]);
    expect(titles(await searchSite(getDb(), "adhérer"), "page")).toContain("Adhésion");
  });

  test("descriptions are the type label, the first 80 characters of the summary and an ellipsis", async () => {
    const response = await searchSite(getDb(), "zone à trafic limité");
    const result = response.groups.find((g) => g.type === "position")?.results[0];
    const source = samplePositions.find((p) => p.slug === "projet-zone-trafic-limite");
    expect(result?.url).toBe("/prises-positions#projet-zone-trafic-limite");
    expect(result?.description).toBe(`Prise de position\u202f: ${source?.summary?.slice(0, EXCERPT_LENGTH).trimEnd()}…`);
    const proposal = (await searchSite(getDb(), "navettes")).groups.find((g) => g.type === "proposition")?.results[0];
    expect(proposal?.url).toBe("/propositions-lyon/navettes-electriques-presquile");
    expect(proposal?.description.startsWith("Proposition\u202f: ")).toBe(true);
  });

  test("a position without summary is described by its content", async () => {
    const result = (await searchSite(getDb(), "712 flyers")).groups.find((g) => g.type === "position")?.results[0];
    expect(result?.description).toMatch(/^Prise de position\u202f: Entre mars et mai, nous avons distribué 712 flyers/);
  });

  test("unpublished proposals are never returned", async () => {
    const response = await searchSite(getDb(), "brouillon confidentiel");
    expect(ids(response, "proposition")).not.toContain("proposition-brouillon-secret");
    expect(ids(await searchSite(getDb(), "navettes", { limit: 20 }), "proposition")).not.toContain("proposition-brouillon-secret");
  });

  test("a title match ranks above a passing mention in the content", async () => {
    const found = ids(await searchSite(getDb(), "végétalisation", { limit: 20 }), "position");
    expect(found.indexOf("position-zzz-title-rank")).toBeLessThan(found.indexOf("position-zzz-body-rank"));
    expect(found.indexOf("position-zzz-body-rank")).toBeGreaterThan(-1);
  });
});

describe("hostile input", () => {
  test.each(["' OR 1=1--", "'; DROP TABLE positions; --", "%%%", "___", "\\\\\\", "a:* & b | !c", "(((", "commerce' --"])(
    "%s is searched literally, without error or side effect",
    async (input) => {
      const response = await searchSite(getDb(), input);
      expect(response.tooShort).toBe(false);
      const all = response.groups.flatMap((g) => g.results);
      // Never every group full (the neighbourhoods and periods made "commerce" common).
      expect(all.length).toBeLessThan(searchSources.length * SUGGESTION_LIMIT);
      const [{ n }] = await getDb().select({ n: count() }).from(positions);
      expect(n).toBe(samplePositions.length + extraPositions.length);
    },
  );

  test("LIKE wildcards do not match everything", async () => {
    expect((await searchSite(getDb(), "%%%")).groups).toEqual([]);
    expect((await searchSite(getDb(), "___")).groups).toEqual([]);
  });
});
