import { expect, test } from "vitest";
import { escapeXml } from "./feed.server";
import { articlePath, blogSearch, readingMinutes, resultLine } from "./rules";

test("reading time: 200 words a minute, rounded up, at least one minute; Markdown marks are not words", () => {
  expect(readingMinutes("")).toBe(1);
  expect(readingMinutes(Array.from({ length: 200 }, () => "mot").join(" "))).toBe(1);
  expect(readingMinutes(Array.from({ length: 201 }, () => "mot").join(" "))).toBe(2);
  expect(readingMinutes("## - * > ---\n\n[lien](https://example.org/a/b/c)")).toBe(1);
});

test("the result line of the spec, with the search in French quotes", () => {
  expect(resultLine(0, "")).toBe("0 article trouvé");
  expect(resultLine(1, "")).toBe("1 article trouvé");
  expect(resultLine(3, "église")).toBe("3 articles trouvés pour «\u202féglise\u202f»");
});

test("filter addresses leave empty filters and the first page out", () => {
  expect(blogSearch({ theme: "", quartier: "", q: "" })).toBe("");
  expect(blogSearch({ theme: "Événements", quartier: "Terreaux", q: "a&b" }, 2)).toBe("?theme=%C3%89v%C3%A9nements&quartier=Terreaux&q=a%26b&page=2");
  expect(articlePath("fete")).toBe("/blog/fete");
});

test("XML escaping covers markup, quotes and forbidden control characters", () => {
  expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>\u0001`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;");
});
