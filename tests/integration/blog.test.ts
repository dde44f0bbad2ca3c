// The public blog on the real database (PGlite, and PostgreSQL in CI): the /blog list's filters
// (theme, neighbourhood, accent-insensitive text on title or excerpt, all together), order and
// pagination; the article page with its neighbours, related articles and drafts; the RSS feed
// parsed by a real XML parser; the sitemap; the site search. Drafts never leave the database
// for the public.
import { XMLParser } from "fast-xml-parser";
import { beforeEach, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { samplePosts } from "~/db/seeds/blog";
import { blogSeeder } from "~/db/seeds/seeders.server";
import { createAccount } from "~/features/account/administrators.server";
import { searchSite } from "~/features/search/queries.server";
import { loader as articleLoader } from "~/routes/public/blog-article";
import { loader as listLoader } from "~/routes/public/blog";
import { loader as feedLoader } from "~/routes/resources/blog-rss";
import { loader as sitemapLoader } from "~/routes/resources/sitemap";
import { contextFor, pageRequest, signedInMember, uniqueEmail, validPassword, loaderArgs } from "../factories";
import { truncateAll } from "../setup/database";

/** A request context carrying the test database, for loaders that read nothing else from it. */

beforeEach(truncateAll);

type NewPost = typeof blogPosts.$inferInsert;
type ListArgs = Parameters<typeof listLoader>[0];
type ArticleArgs = Parameters<typeof articleLoader>[0];

/** A published article, published `day` days after 1 January 2026 at 09:00 UTC. */
function post(slug: string, day: number, fields: Partial<NewPost> = {}): NewPost {
  const publishedAt = new Date(Date.UTC(2026, 0, 1 + day, 9));
  return {
    slug,
    title: `Article ${slug}`,
    date: publishedAt.toISOString().slice(0, 10),
    category: "Urbanisme",
    summary: `Résumé de ${slug}.`,
    content: "Un texte.",
    published: true,
    publishedAt,
    ...fields,
  };
}

async function insert(...rows: NewPost[]) {
  await getDb().insert(blogPosts).values(rows);
}

const list = async (query = "") => listLoader((await loaderArgs(new Request(`http://localhost:3000/blog${query}`), {})) as unknown as ListArgs);
const slugs = async (query = "") => (await list(query)).posts.map((p) => p.slug);

async function openArticle(slug: string, cookie?: string) {
  const request = pageRequest(`/blog/${slug}`, cookie);
  return articleLoader({ request, params: { slug }, context: await contextFor(request) } as unknown as ArticleArgs);
}

describe("/blog", () => {
  test("the sample articles: published ones only, newest first, with what a card needs", async () => {
    await blogSeeder.run();
    const page = await list();
    const published = samplePosts.filter((p) => p.published).sort((a, b) => b.date.localeCompare(a.date));
    expect(page.posts.map((p) => p.slug)).toEqual(published.map((p) => p.slug));
    expect(page.total).toBe(published.length);
    expect(page.posts.some((p) => samplePosts.find((s) => s.slug === p.slug)?.published === false)).toBe(false);
    expect(page.posts[0]).toEqual({
      slug: "exemple-fete-des-lumieres-conseils",
      title: "Fête des Lumières\u202f: nos conseils aux habitants de la Presqu’île",
      summary: expect.stringContaining("Accès, stationnement"),
      category: "Événements",
      neighbourhood: "Terreaux",
      image: null,
      imageAlt: null,
      publishedAt: "2026-11-15T08:00:00.000Z",
      // Written by the server, on the Paris calendar: the browser builds no date formatter.
      dateLabel: "15 novembre 2026",
      // Seeded: labelled « Exemple » on its card.
      sample: true,
    });
  });

  test("newest first by publication date, a draft never listed", async () => {
    await insert(post("ancien", 1), post("recent", 30), post("milieu", 10), post("brouillon", 40, { published: false, publishedAt: null }));
    expect(await slugs()).toEqual(["recent", "milieu", "ancien"]);
  });

  test("theme, neighbourhood and text filter; an article must pass all three", async () => {
    await insert(
      post("eglise-terreaux", 5, { title: "L’ÉGLISE Saint-Nizier restaurée", category: "Patrimoine", neighborhood: "Terreaux" }),
      post("eglise-bellecour", 4, { title: "Une église à Bellecour", category: "Patrimoine", neighborhood: "Bellecour" }),
      post("resume-eglise", 3, { title: "Un chantier", summary: "Les travaux de l’Église avancent.", category: "Patrimoine", neighborhood: "Terreaux" }),
      post("corps-seulement", 2, { title: "Sans rapport", summary: "Rien.", content: "église dans le corps seulement", category: "Patrimoine", neighborhood: "Terreaux" }),
      post("commerce-terreaux", 1, { title: "Église et commerces", category: "Commerce", neighborhood: "Terreaux" }),
      post("brouillon-eglise", 6, { title: "Église en brouillon", category: "Patrimoine", neighborhood: "Terreaux", published: false, publishedAt: null }),
    );
    expect(await slugs("?theme=Patrimoine")).toEqual(["eglise-terreaux", "eglise-bellecour", "resume-eglise", "corps-seulement"]);
    expect(await slugs("?quartier=Terreaux")).toEqual(["eglise-terreaux", "resume-eglise", "corps-seulement", "commerce-terreaux"]);
    // Case- and accent-insensitive, on the title or the excerpt, never the body alone.
    expect(await slugs("?q=eglise")).toEqual(["eglise-terreaux", "eglise-bellecour", "resume-eglise", "commerce-terreaux"]);
    expect(await slugs("?q=%C3%89GLISE")).toEqual(await slugs("?q=eglise"));
    const all = await list("?theme=Patrimoine&quartier=Terreaux&q=%C3%A9glise");
    expect(all.posts.map((p) => p.slug)).toEqual(["eglise-terreaux", "resume-eglise"]);
    expect(all.total).toBe(2);
    expect(all.filters).toEqual({ theme: "Patrimoine", quartier: "Terreaux", q: "église" });
  });

  test("unknown filter values are ignored; LIKE wildcards and quotes in the text match themselves", async () => {
    await insert(post("cent-pour-cent", 2, { title: "Un commerce à 100% local" }), post("autre", 1, { title: "Autre" }));
    const ignored = await list("?theme=%3Cscript%3E&quartier=Ainay&q=");
    expect(ignored.posts).toHaveLength(2);
    expect(ignored.filters).toEqual({ theme: "", quartier: "", q: "" });
    expect(await slugs("?q=%25")).toEqual(["cent-pour-cent"]);
    expect(await slugs("?q=_")).toEqual([]);
    expect(await slugs("?q=%27%20OR%201%3D1--")).toEqual([]);
  });

  test("an empty result says so (the page shows the empty state)", async () => {
    await insert(post("seul", 1));
    const page = await list("?q=introuvable");
    expect(page).toMatchObject({ posts: [], total: 0, page: 1, pageCount: 1 });
  });

  test("12 per page; a page past the end is the last one, a malformed page the first", async () => {
    await insert(...Array.from({ length: 30 }, (_, i) => post(`article-${String(i).padStart(2, "0")}`, i)));
    const first = await list();
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 3 });
    expect(first.posts.map((p) => p.slug)).toEqual(Array.from({ length: 12 }, (_, i) => `article-${String(29 - i).padStart(2, "0")}`));
    const third = await list("?page=3");
    expect(third.posts).toHaveLength(6);
    expect(third.posts.at(-1)?.slug).toBe("article-00");
    expect((await list("?page=99")).page).toBe(3);
    expect((await list("?page=abc")).page).toBe(1);
    expect((await list("?page=-4")).page).toBe(1);
    // The page size is not the visitor's to choose.
    expect((await list("?par_page=100")).posts).toHaveLength(12);
  });
});

describe("/blog/:slug", () => {
  test("an article: sanitised Markdown body, reading time, previous / next by publication date", async () => {
    const words = Array.from({ length: 450 }, () => "mot").join(" ");
    await insert(
      post("premier", 1),
      post("deuxieme", 2, { content: `## Titre\n\nTexte **important**.\n\n<script>alert(1)</script>\n\n${words}`, neighborhood: "Jacobins", image: "/images/og-default.png", imageAlt: "La place" }),
      post("troisieme", 3),
      post("brouillon", 4, { published: false, publishedAt: null }),
    );
    const { article } = await openArticle("deuxieme");
    expect(article).toMatchObject({ slug: "deuxieme", published: true, neighbourhood: "Jacobins", image: "/images/og-default.png", imageAlt: "La place", readingMinutes: 3, dateLabel: "3 janvier 2026" });
    expect(article.html).toContain("<strong>important</strong>");
    expect(article.html).not.toContain("<script");
    expect(article.previous).toEqual({ slug: "premier", title: "Article premier" });
    expect(article.next).toEqual({ slug: "troisieme", title: "Article troisieme" });
    // The newest published article has no next one: the draft is not a neighbour.
    expect((await openArticle("troisieme")).article.next).toBeNull();
    expect((await openArticle("premier")).article.previous).toBeNull();
  });

  test("up to three related articles, same category or neighbourhood, newest first, never itself nor a draft", async () => {
    await insert(
      post("sujet", 10, { category: "Culture", neighborhood: "Bellecour" }),
      post("meme-categorie-ancien", 1, { category: "Culture" }),
      post("meme-quartier", 8, { category: "Commerce", neighborhood: "Bellecour" }),
      post("meme-categorie", 9, { category: "Culture", neighborhood: "Terreaux" }),
      post("meme-categorie-recent", 12, { category: "Culture" }),
      post("sans-rapport", 11, { category: "Commerce", neighborhood: "Terreaux" }),
      post("brouillon-culture", 13, { category: "Culture", published: false, publishedAt: null }),
    );
    const { article } = await openArticle("sujet");
    expect(article.related.map((p) => p.slug)).toEqual(["meme-categorie-recent", "meme-categorie", "meme-quartier"]);
  });

  test("a draft is a 404 for visitors and members, shown unpublished to a blog editor", async () => {
    await insert(post("brouillon", 4, { published: false, publishedAt: null, title: "Pas encore" }));
    await expect(openArticle("brouillon")).rejects.toMatchObject({ init: { status: 404 } });
    const member = await signedInMember();
    await expect(openArticle("brouillon", member.cookie)).rejects.toMatchObject({ init: { status: 404 } });
    const email = uniqueEmail("redaction");
    await createAccount(getDb(), email, { password: validPassword, roles: ["redaction"] });
    const editor = await signedInMember(email);
    const { article } = await openArticle("brouillon", editor.cookie);
    expect(article).toMatchObject({ slug: "brouillon", title: "Pas encore", published: false });
  });

  test("an unknown or malformed address is a 404", async () => {
    await expect(openArticle("inconnu")).rejects.toMatchObject({ init: { status: 404 } });
    await expect(openArticle("../admin")).rejects.toMatchObject({ init: { status: 404 } });
    await expect(openArticle("x".repeat(121))).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe("/blog/rss.xml", () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@_", parseTagValue: false });

  async function feed() {
    const response = (await feedLoader((await loaderArgs(new Request("http://localhost:3000/blog/rss.xml"), {})) as unknown as Parameters<typeof feedLoader>[0])) as Response;
    return { response, xml: await response.text() };
  }

  test("RSS 2.0: the 20 latest published articles with absolute links, permalink guids, RFC 822 dates and escaped texts", async () => {
    await insert(
      ...Array.from({ length: 24 }, (_, i) => post(`article-${String(i).padStart(2, "0")}`, i, { summary: `Résumé n° ${i} <b>gras</b> & "cité"` })),
      post("piege", 30, { title: `Tom & Jerry <script>alert('x')</script> « cité »`, category: "Culture" }),
      post("brouillon", 40, { published: false, publishedAt: null }),
    );
    const { response, xml } = await feed();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).not.toContain("<script>");

    const doc = parser.parse(xml);
    expect(doc.rss["@_version"]).toBe("2.0");
    const channel = doc.rss.channel;
    expect(channel.title).toBe("Actualités et actions — ADPL");
    expect(channel.link).toBe("http://localhost:3000/blog");
    expect(channel.description).toBe("Les articles de l’association sur la vie de la Presqu’île.");
    expect(channel.language).toBe("fr-FR");
    expect(channel["atom:link"]).toMatchObject({ "@_href": "http://localhost:3000/blog/rss.xml", "@_rel": "self", "@_type": "application/rss+xml" });

    const items = channel.item as Array<Record<string, unknown> & { guid: Record<string, string> }>;
    expect(items).toHaveLength(20);
    expect(items[0]).toMatchObject({
      title: `Tom & Jerry <script>alert('x')</script> « cité »`,
      link: "http://localhost:3000/blog/piege",
      guid: { "#text": "http://localhost:3000/blog/piege", "@_isPermaLink": "true" },
      category: "Culture",
      description: "Résumé de piege.",
    });
    expect(items[1]).toMatchObject({ link: "http://localhost:3000/blog/article-23", description: `Résumé n° 23 <b>gras</b> & "cité"` });
    // The 20 latest, newest first: the 4 oldest and the draft are left out.
    expect(items.map((i) => String(i.link).split("/").pop())).toEqual(["piege", ...Array.from({ length: 19 }, (_, i) => `article-${String(23 - i).padStart(2, "0")}`)]);
    for (const item of items) {
      const pubDate = String(item.pubDate);
      expect(pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(Number.isNaN(Date.parse(pubDate))).toBe(false);
    }
    expect(new Date(String(items[0]!.pubDate)).toISOString()).toBe("2026-01-31T09:00:00.000Z");
  });

  test("an empty blog is a valid feed without items", async () => {
    const doc = parser.parse((await feed()).xml);
    expect(doc.rss.channel.title).toBe("Actualités et actions — ADPL");
    expect(doc.rss.channel.item).toBeUndefined();
  });
});

describe("sitemap and search", () => {
  test("sitemap.xml lists each published article with its last change, never a draft", async () => {
    await insert(post("public", 1), post("brouillon", 2, { published: false, publishedAt: null }));
    await getDb().update(blogPosts).set({ updatedAt: new Date("2026-03-04T05:06:07Z") });
    const response = (await sitemapLoader((await loaderArgs(new Request("http://localhost:3000/sitemap.xml"), {})) as unknown as Parameters<typeof sitemapLoader>[0])) as Response;
    const doc = new XMLParser().parse(await response.text());
    const urls = doc.urlset.url as Array<{ loc: string; lastmod?: string }>;
    expect(urls).toContainEqual({ loc: "http://localhost:3000/blog/public", lastmod: "2026-03-04T05:06:07.000Z" });
    expect(urls.map((u) => u.loc)).toContain("http://localhost:3000/blog");
    expect(urls.some((u) => u.loc.includes("brouillon"))).toBe(false);
  });

  test("the site search finds published articles, typed Article and opening /blog/<slug>; drafts stay hidden", async () => {
    await insert(
      post("traboules", 1, { title: "Les traboules de la Presqu’île", summary: "Un patrimoine à ouvrir au public." }),
      post("traboules-brouillon", 2, { title: "Traboules secrètes", summary: "Brouillon.", published: false, publishedAt: null }),
    );
    const response = await searchSite(getDb(), "traboules", { limit: 20 });
    const group = response.groups.find((g) => g.type === "article");
    expect(group?.label).toBe("Actualités");
    expect(group?.results).toEqual([expect.objectContaining({ title: "Les traboules de la Presqu’île", url: "/blog/traboules" })]);
    expect(group?.results[0]?.description).toMatch(/^Article\u202f: Un patrimoine/);
  });
});
