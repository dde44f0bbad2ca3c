import { expect, test } from "vitest";
import type { PublicSiteConfig } from "~/config/association";
import { organizationJsonLd, pageTitle, seo } from "./seo";

const site: PublicSiteConfig = {
  name: "Association pour le Développement de la Presqu’île de Lyon",
  shortName: "ADPL",
  email: "contact@adpl.example",
  address: "Lyon 2e",
  phone: null,
  pressUrl: "https://example.org/presse",
  siteUrl: "https://adpl.example",
  foundedOn: "2023-06-07",
  social: [{ id: "facebook", label: "Facebook", url: "https://facebook.example/adpl" }],
};

const args = (pathname: string) => ({ location: { pathname }, matches: [{ id: "root", loaderData: { site } }] });

test("titles get the short name appended unless they contain it", () => {
  expect(pageTitle("Notre histoire", "ADPL")).toBe("Notre histoire | ADPL");
  expect(pageTitle("Adhérer à l’ADPL", "ADPL")).toBe("Adhérer à l’ADPL");
});

test("a page gets title, description, canonical, preview image, fr_FR locale and Organization data", () => {
  const meta = seo(args("/histoire"), { title: "Notre histoire", description: "De Lugdunum à nos jours." });
  expect(meta).toContainEqual({ title: "Notre histoire | ADPL" });
  expect(meta).toContainEqual({ name: "description", content: "De Lugdunum à nos jours." });
  expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://adpl.example/histoire" });
  expect(meta).toContainEqual({ property: "og:locale", content: "fr_FR" });
  expect(meta).toContainEqual({ property: "og:image", content: "https://adpl.example/images/og-default.png" });
  const jsonLd = meta.find((m) => "script:ld+json" in m) as { "script:ld+json": { "@type": string; email: string } };
  expect(jsonLd["script:ld+json"]["@type"]).toBe("Organization");
  expect(jsonLd["script:ld+json"].email).toBe("contact@adpl.example");
  expect(meta.some((m) => "name" in m && m.name === "robots")).toBe(false);
  // An image given by its full address is used as given.
  expect(seo(args("/blog/un-article"), { title: "Un article", description: "…", image: "http://photos.example.org/place.jpg" })).toContainEqual({ property: "og:image", content: "http://photos.example.org/place.jpg" });
});

test("private pages are marked noindex", () => {
  const meta = seo(args("/admin"), { title: "Administration", description: "Back-office", noindex: true });
  expect(meta).toContainEqual({ name: "robots", content: "noindex, nofollow" });
});

test("the Organization JSON-LD gives the configured creation date as foundingDate", () => {
  expect(organizationJsonLd({ ...site, foundedOn: "2024-02-01" }).foundingDate).toBe("2024-02-01");
});

test("without its public https address (a local or test server, SITE_URL unset), a page names no absolute address and no contact address nobody entered", () => {
  const local = { ...site, siteUrl: "http://localhost:3000", email: null };
  const meta = seo({ location: { pathname: "/histoire" }, matches: [{ id: "root", loaderData: { site: local } }] }, { title: "Notre histoire", description: "De Lugdunum à nos jours." });
  expect(meta.some((m) => "rel" in m && m.rel === "canonical")).toBe(false);
  expect(meta.some((m) => "property" in m && (m.property === "og:url" || m.property === "og:image"))).toBe(false);
  expect(JSON.stringify(meta)).not.toContain("localhost");
  const jsonLd = organizationJsonLd(local);
  expect(jsonLd).not.toHaveProperty("url");
  expect(jsonLd).not.toHaveProperty("email");
  expect(meta).toContainEqual({ property: "og:locale", content: "fr_FR" });
});
