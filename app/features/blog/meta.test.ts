import { expect, test } from "vitest";
import type { PublicSiteConfig } from "~/config/association";
import { articleMeta } from "./meta";

const site = { name: "Association de la Presqu’île", shortName: "ADPL", siteUrl: "https://adpl.example", email: "a@adpl.example", address: "Lyon", phone: null, pressUrl: "", foundedOn: "2023-06-07", social: [] } as PublicSiteConfig;
const args = { location: { pathname: "/blog/fete" }, matches: [{ id: "root", loaderData: { site } }] };
const article = {
  title: "La fête",
  summary: "Le programme.",
  category: "Culture",
  image: "/medias/contenu/1/960.jpg",
  published: true,
  publishedAt: "2026-11-15T08:00:00.000Z",
  updatedAt: "2026-11-16T08:00:00.000Z",
};

test("an article: canonical, og:type article, its image and an Article JSON-LD", () => {
  const meta = articleMeta(args, article);
  expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://adpl.example/blog/fete" });
  expect(meta).toContainEqual({ property: "og:type", content: "article" });
  expect(meta).not.toContainEqual({ property: "og:type", content: "website" });
  expect(meta).toContainEqual({ property: "og:image", content: "https://adpl.example/medias/contenu/1/960.jpg" });
  expect(meta).toContainEqual({ property: "article:published_time", content: article.publishedAt });
  const ld = meta.map((m) => (m as { "script:ld+json"?: Record<string, unknown> })["script:ld+json"]).find((d) => d?.["@type"] === "Article");
  expect(ld).toMatchObject({ headline: "La fête", datePublished: article.publishedAt, dateModified: article.updatedAt, image: ["https://adpl.example/medias/contenu/1/960.jpg"], mainEntityOfPage: { "@id": "https://adpl.example/blog/fete" } });
  expect(meta.some((m) => "name" in m && m.name === "robots")).toBe(false);
});

test("a draft seen by an editor is not indexed; a missing article has a fallback title", () => {
  expect(articleMeta(args, { ...article, published: false })).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  expect(articleMeta(args, undefined)).toContainEqual({ title: "Article introuvable | ADPL" });
});
