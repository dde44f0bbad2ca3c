// Unit tests of the positions register's rules (spec sections 2, 4, 5).
import { describe, expect, test } from "vitest";
import { deriveOptions, displayedSummary, filterPositions, groupByCategory, matchesKeywords, positionBadge, statusTone, type PositionCard } from "./rules";
import { parsePositionsQuery, positionsSearch } from "./schema";

function card(fields: Partial<PositionCard>): PositionCard {
  return {
    slug: "s",
    title: "Titre",
    date: "2025-01-01",
    dateLabel: null,
    category: "Mobilité",
    summary: "",
    content: "",
    status: "En cours",
    color: "brand",
    urgent: false,
    link: null,
    isSample: false,
    ...fields,
  };
}

describe("displayed summary", () => {
  test("the summary when it is not empty", () => {
    expect(displayedSummary({ summary: "Résumé", content: "x".repeat(500) })).toBe("Résumé");
  });
  test("else the first 220 characters of the content followed by ...", () => {
    const content = `${"a".repeat(220)}FIN`;
    expect(displayedSummary({ summary: "", content })).toBe(`${"a".repeat(220)}...`);
  });
  test("the whole content, without ..., when it is 220 characters or less", () => {
    expect(displayedSummary({ summary: "", content: "a".repeat(220) })).toBe("a".repeat(220));
    expect(displayedSummary({ summary: "  ", content: "Court" })).toBe("Court");
  });
  test("empty when there is neither", () => {
    expect(displayedSummary({ summary: "", content: "" })).toBe("");
  });
});

describe("URGENT / Nouveau badge", () => {
  const now = new Date("2026-11-22T10:00:00Z");
  test("urgent wins over recent", () => {
    expect(positionBadge({ urgent: true, date: "2026-11-20" }, now)).toBe("urgent");
    expect(positionBadge({ urgent: true, date: "2020-01-01" }, now)).toBe("urgent");
  });
  test("recent when not urgent and under 60 days old", () => {
    expect(positionBadge({ urgent: false, date: "2026-11-22" }, now)).toBe("recent");
    expect(positionBadge({ urgent: false, date: "2026-09-24" }, now)).toBe("recent"); // 59 days
  });
  test("nothing at 60 days or more, or for a future date", () => {
    expect(positionBadge({ urgent: false, date: "2026-09-23" }, now)).toBeNull(); // 60 days and 10 hours
    expect(positionBadge({ urgent: false, date: "2025-01-01" }, now)).toBeNull();
    expect(positionBadge({ urgent: false, date: "2026-12-01" }, now)).toBeNull();
  });
});

describe("keyword rule", () => {
  const p = card({ title: "Réunion de la délégation", category: "Concertation", summary: "Stationnement résidentiel", content: "Les commerçants de Bellecour" });
  test("every word must occur somewhere in title, category, summary and content", () => {
    expect(matchesKeywords(p, "délégation bellecour")).toBe(true);
    expect(matchesKeywords(p, "délégation perrache")).toBe(false);
    expect(matchesKeywords(p, "concertation stationnement")).toBe(true);
  });
  test("trimmed, lower-cased and split on any whitespace", () => {
    expect(matchesKeywords(p, "   RÉUNION\t\tCommerçants  ")).toBe(true);
    expect(matchesKeywords(p, "   ")).toBe(true);
  });
  test("accent-insensitive both ways", () => {
    expect(matchesKeywords(p, "delegation")).toBe(true);
    expect(matchesKeywords(p, "commercants reunion")).toBe(true);
    expect(matchesKeywords(card({ title: "Le coeur de ville" }), "cœur")).toBe(true);
  });
  test("substrings count, as in the spec", () => {
    expect(matchesKeywords(p, "résiden")).toBe(true);
  });
});

describe("filters", () => {
  const list = [
    card({ slug: "a", date: "2025-03-01", status: "En cours", category: "Mobilité", title: "Vélo" }),
    card({ slug: "b", date: "2024-03-01", status: "En cours", category: "Patrimoine", title: "Façades" }),
    card({ slug: "c", date: "2025-06-01", status: "Lettre ouverte", category: "Mobilité", title: "Bus" }),
  ];
  const slugs = (filters: Parameters<typeof filterPositions>[1]) => filterPositions(list, filters).map((p) => p.slug);
  test("each filter alone", () => {
    expect(slugs({ year: "2025" })).toEqual(["a", "c"]);
    expect(slugs({ status: "En cours" })).toEqual(["a", "b"]);
    expect(slugs({ category: "Mobilité" })).toEqual(["a", "c"]);
    expect(slugs({ q: "facades" })).toEqual(["b"]);
  });
  test("filters combine with AND", () => {
    expect(slugs({ year: "2025", status: "En cours" })).toEqual(["a"]);
    expect(slugs({ year: "2025", category: "Mobilité", q: "bus" })).toEqual(["c"]);
    expect(slugs({ year: "2024", category: "Mobilité" })).toEqual([]);
  });
  test("no filter keeps everything", () => {
    expect(slugs({})).toEqual(["a", "b", "c"]);
  });
});

describe("options and grouping", () => {
  test("years descending, statuses and categories ascending in French order, no duplicates", () => {
    const options = deriveOptions([
      card({ date: "2023-01-01", status: "Position officielle", category: "Urbanisme" }),
      card({ date: "2026-01-01", status: "En cours", category: "Économie" }),
      card({ date: "2024-01-01", status: "Courrier officiel", category: "Aménagement" }),
      card({ date: "2026-05-01", status: "En cours", category: "Enquête" }),
    ]);
    expect(options.years).toEqual(["2026", "2024", "2023"]);
    expect(options.statuses).toEqual(["Courrier officiel", "En cours", "Position officielle"]);
    expect(options.categories).toEqual(["Aménagement", "Économie", "Enquête", "Urbanisme"]);
  });

  test("groups alphabetical; inside, urgent first then newest first", () => {
    const groups = groupByCategory([
      card({ slug: "old", category: "Mobilité", date: "2023-01-01" }),
      card({ slug: "urgent-old", category: "Mobilité", date: "2022-01-01", urgent: true }),
      card({ slug: "new", category: "Mobilité", date: "2026-01-01" }),
      card({ slug: "eco", category: "Économie", date: "2024-01-01" }),
      card({ slug: "ame", category: "Aménagement", date: "2024-01-01" }),
    ]);
    expect(groups.map((g) => g.category)).toEqual(["Aménagement", "Économie", "Mobilité"]);
    expect(groups[2].positions.map((p) => p.slug)).toEqual(["urgent-old", "new", "old"]);
  });
});

test("status colours of the spec", () => {
  expect(statusTone("Position officielle")).toBe("green");
  expect(statusTone("En cours")).toBe("orange");
  expect(statusTone("Lettre ouverte")).toBe("blue");
  expect(statusTone("Interrogations/Position officielle")).toBe("red");
  expect(statusTone("Courrier officiel")).toBe("blue");
  expect(statusTone("Autre chose")).toBe("blue");
});

describe("URL query", () => {
  test("valid values are kept", () => {
    expect(parsePositionsQuery(new URLSearchParams("q=zone&annee=2025&statut=En+cours&categorie=Mobilit%C3%A9&ouvert=projet-ztl"))).toEqual({
      q: "zone",
      year: "2025",
      status: "En cours",
      category: "Mobilité",
      open: "projet-ztl",
    });
  });
  test("malformed values fall back to no filter instead of failing", () => {
    const parsed = parsePositionsQuery(new URLSearchParams(`annee=20x5&ouvert=../../etc&statut=${"x".repeat(300)}&q=`));
    expect(parsed).toEqual({ q: undefined, year: undefined, status: undefined, category: undefined, open: undefined });
  });
  test("the query string leaves empty filters out", () => {
    expect(positionsSearch({ q: "zone", category: "Mobilité" })).toBe("?q=zone&categorie=Mobilit%C3%A9");
    expect(positionsSearch({ year: "2025", status: "En cours", open: "projet-ztl" })).toBe("?annee=2025&statut=En+cours&ouvert=projet-ztl");
    expect(positionsSearch({})).toBe("");
  });
});
