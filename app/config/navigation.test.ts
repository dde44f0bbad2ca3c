// The navigation derived from the page registry is exactly the spec's: menus, mobile panel,
// footer site map and sitemap.xml paths.
import { expect, test } from "vitest";
import { desktopMenus, mobileLinks, siteMapLinks } from "./navigation";
import { allPages, sitemapPaths } from "./pages";

const links = (list: { label: string; to: string }[]) => list.map((l) => `${l.label} ${l.to}`);

test("the desktop menus, in the spec's order", () => {
  expect(desktopMenus.map((m) => [m.id, m.label, links(m.items)])).toEqual([
    ["actions", "Actions", ["Remonter une Idée /remontee-idees", "Déposer des Photos /depot-photos", "Adhérer /adhesion-structured", "Témoignages /temoignages"]],
    ["a-propos", "À propos", ["Notre Histoire /histoire", "Notre Équipe /equipe", "Nos Quartiers /quartiers"]],
    ["medias", "Médias", ["Blog /blog", "Galerie Photos /galerie", "Rencontres /rencontres"]],
  ]);
});

test("the mobile panel's links, in the spec's order", () => {
  expect(links(mobileLinks)).toEqual([
    "Accueil /",
    "Quartiers /quartiers",
    "Nos prises de positions /prises-positions",
    "Propositions pour Lyon /propositions-lyon",
    "Remontez vos idées /remontee-idees",
    "Rencontres /rencontres",
    "Galerie /galerie",
    "Témoignages /temoignages",
    "Notre équipe /equipe",
    "Notre histoire /histoire",
  ]);
});

test("the footer's site map", () => {
  expect(links(siteMapLinks)).toEqual([
    "Accueil /",
    "Notre histoire /histoire",
    "Notre équipe /equipe",
    "Nos quartiers /quartiers",
    "Galerie photos /galerie",
    "Blog /blog",
    "Rencontres /rencontres",
    "Propositions pour Lyon /propositions-lyon",
    "Prises de position /prises-positions",
    "Témoignages /temoignages",
    "Remonter une idée /remontee-idees",
    "Déposer des photos /depot-photos",
    "Adhérer /adhesion",
    "Recherche /recherche",
    "Nous contacter /contact",
    "Mentions légales /mentions-legales",
    "Politique de confidentialité /politique-confidentialite",
  ]);
});

test("sitemap.xml lists every page but the ones kept out of search engines", () => {
  const paths = sitemapPaths();
  expect(paths).toContain("/adhesion-structured");
  expect(paths).not.toContain("/recherche");
  expect(paths).not.toContain("/hors-ligne");
  expect(paths).toHaveLength(allPages.length - 2);
});

test("paths are unique and ranks are unique within each menu", () => {
  expect(new Set(allPages.map((p) => p.path)).size).toBe(allPages.length);
  const mobileRanks = allPages.flatMap((p) => (p.mobile ? [p.mobile.rank] : []));
  expect(new Set(mobileRanks).size).toBe(mobileRanks.length);
  for (const menu of desktopMenus) {
    const ranks = allPages.flatMap((p) => (p.menu?.id === menu.id ? [p.menu.rank] : []));
    expect(new Set(ranks).size).toBe(ranks.length);
  }
});
