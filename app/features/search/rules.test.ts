// Unit tests of the site search rules: query normalisation, excerpt format, tsquery building.
import { expect, test } from "vitest";
import { excerpt, fuzzyWords, shortDescription, isSearchable, likePattern, normalizeQuery, tsQueryText } from "./rules";

test("queries are trimmed, whitespace collapsed, non-strings become empty", () => {
  expect(normalizeQuery("  zone   à\ttrafic ")).toBe("zone à trafic");
  expect(normalizeQuery(undefined)).toBe("");
  expect(normalizeQuery(["a"])).toBe("");
  expect(normalizeQuery("x".repeat(500))).toHaveLength(200);
});

test("3 characters minimum", () => {
  expect(isSearchable("ab")).toBe(false);
  expect(isSearchable("abc")).toBe(true);
});

test("excerpt: type label, the first 80 characters of the summary, an ellipsis", () => {
  const summary = "La Ville réduit le nombre de places en voirie entre Bellecour et les Terreaux. Nous consultons riverains.";
  expect(excerpt("Prise de position", summary)).toBe(`Prise de position\u202f: ${summary.slice(0, 80).trimEnd()}…`);
  expect(excerpt("Proposition", "Court")).toBe("Proposition\u202f: Court…");
  expect(excerpt("Proposition", "a  b\n\nc")).toBe("Proposition\u202f: a b c…");
});

test("the full-text query requires every word, the last as a prefix, with corrections as alternatives", () => {
  expect(tsQueryText("zone trafic")).toBe("zone & trafic:*");
  expect(tsQueryText("l’avenue")).toBe("avenue:*");
  expect(tsQueryText("stationement", new Map([["stationement", ["stationnement"]]]))).toBe("(stationement:* | stationnement)");
});

test("syntax characters never reach the full-text query", () => {
  expect(tsQueryText("' OR 1=1--")).toBe("or");
  expect(tsQueryText("a:* & b | !c ()")).toBe("");
  expect(tsQueryText("x", new Map([["x", ["bad|word"]]]))).toBe("");
});

test("typo correction only for words of 4 letters or more", () => {
  expect(fuzzyWords("la rue stationement")).toEqual(["stationement"]);
});

test("LIKE wildcards in the query are matched literally", () => {
  expect(likePattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
});

test("shortDescription: the ellipsis only when the text is cut", () => {
  expect(shortDescription("Histoire", "1976, Des axes piétons.")).toBe("Histoire\u202f: 1976, Des axes piétons.");
  const long = "Quartier résidentiel et feutré au sud de Bellecour, Ainay est réputé pour ses antiquaires.";
  expect(shortDescription("Quartier", long)).toBe(`Quartier\u202f: ${long.slice(0, 80).trimEnd()}…`);
});
