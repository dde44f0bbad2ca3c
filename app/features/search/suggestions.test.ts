import { describe, expect, test } from "vitest";
import { closeWords, displayForms, editDistance, mainSections, maxEdits, searchHref, suggestedQueries } from "./suggestions";

describe("editDistance", () => {
  test("counts insertions, deletions, substitutions and adjacent swaps as one edit each", () => {
    expect(editDistance("pietonisation", "pietonnisation")).toBe(1);
    expect(editDistance("belecour", "bellecour")).toBe(1);
    expect(editDistance("ainya", "ainay")).toBe(1);
    expect(editDistance("terraux", "terreaux")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("same", "same")).toBe(0);
  });
});

describe("closeWords", () => {
  const vocabulary = ["bellecour", "pietonnisation", "pietons", "ainay", "antiquaires", "terreaux", "belle"];

  test("finds the close words accent- and case-insensitively, nearest first", () => {
    expect(closeWords("Piétonisation", vocabulary)).toEqual(["pietonnisation"]);
    expect(closeWords("BELECOUR", vocabulary)).toEqual(["bellecour"]);
    expect(closeWords("ainya", vocabulary)).toEqual(["ainay"]);
  });

  test("short words allow one edit, longer ones two", () => {
    expect(maxEdits("ainay")).toBe(1);
    expect(maxEdits("bellecour")).toBe(2);
    expect(closeWords("abcde", ["abxye"])).toEqual([]);
    expect(closeWords("teraux", vocabulary)).toEqual(["terreaux"]);
  });

  test("never suggests the word itself, nor far words", () => {
    expect(closeWords("bellecour", vocabulary)).toEqual([]);
    expect(closeWords("wxyzqv", vocabulary)).toEqual([]);
  });

  test("keeps at most the limit, ties by length then alphabet", () => {
    expect(closeWords("cat", ["bat", "cart", "hat", "ca", "cut"], 3)).toEqual(["bat", "cut", "hat"]);
  });
});

describe("displayForms", () => {
  test("names keep their capital, ordinary words capitalised only at a sentence start are lower-cased", () => {
    const texts = ["Piétonnisation de la rue de la République", "Au sud de Bellecour, Ainay est réputé.", "Bellecour"];
    const forms = displayForms(texts, ["pietonnisation", "bellecour", "republique", "ainay", "absent"]);
    expect(forms.get("pietonnisation")).toBe("piétonnisation");
    expect(forms.get("bellecour")).toBe("Bellecour");
    expect(forms.get("republique")).toBe("République");
    expect(forms.get("ainay")).toBe("Ainay");
    expect(forms.has("absent")).toBe(false);
  });

  test("a word after an apostrophe is inside the sentence", () => {
    expect(displayForms(["Basilique Saint-Martin d’Ainay"], ["ainay"]).get("ainay")).toBe("Ainay");
  });
});

describe("suggestedQueries", () => {
  test("replaces each unknown word by its closest spelling, keeping the known words", () => {
    const forms = new Map([["republique", "République"]]);
    expect(suggestedQueries(["rue", "de", "la", "repiblique"], new Map([[3, ["republique"]]]), forms)).toEqual(["rue de la République"]);
  });

  test("one query per alternative of the first unknown word; no correction, no query", () => {
    const corrections = new Map([
      [0, ["belle", "bellecour"]],
      [1, ["place"]],
    ]);
    expect(suggestedQueries(["bele", "plcae"], corrections)).toEqual(["belle place", "bellecour place"]);
    expect(suggestedQueries(["bellecour"], new Map())).toEqual([]);
  });
});

test("main sections and the results link", () => {
  expect(mainSections.map((s) => s.label)).toEqual(["Prises de position", "Quartiers", "Histoire", "Remonter une idée", "Adhérer", "Contact"]);
  expect(mainSections.every((s) => s.path.startsWith("/"))).toBe(true);
  expect(searchHref("piétonnisation")).toBe("/recherche?q=pi%C3%A9tonnisation");
});
