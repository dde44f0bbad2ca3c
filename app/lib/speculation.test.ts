import { expect, test } from "vitest";
import { SPECULATION_RULES, SPECULATION_RULES_TEXT } from "./speculation";

// The URL pattern syntax of href_matches, enough for these rules: "*" matches any run of characters.
function matches(pattern: string, path: string): boolean {
  return new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`).test(path);
}

function prefetched(path: string): boolean {
  const { and } = SPECULATION_RULES.prefetch[0].where;
  return and.every((condition) => {
    if ("href_matches" in condition) return matches(condition.href_matches, path);
    const inner = condition.not;
    return "href_matches" in inner ? !matches(inner.href_matches, path) : true;
  });
}

test("public pages are prefetched; the back-office, the member space and the unsubscription never are", () => {
  for (const path of ["/", "/prises-positions", "/blog/un-article", "/galerie?photo=x", "/quartiers?quartier=ainay"]) expect(prefetched(path), path).toBe(true);
  for (const path of ["/admin", "/admin/adhesions", "/espace", "/espace/deconnexion", "/espace/donnees", "/newsletter/desinscription?jeton=abc"]) {
    expect(prefetched(path), path).toBe(false);
  }
  expect(JSON.parse(SPECULATION_RULES_TEXT)).toEqual(SPECULATION_RULES);
});

test("only the few reading pages listed are prerendered: no form, no page about the visitor", () => {
  const prerendered = (path: string) => SPECULATION_RULES.prerender[0].where.or.some((condition) => matches(condition.href_matches, path));
  for (const path of ["/prises-positions", "/blog", "/histoire", "/equipe"]) expect(prerendered(path), path).toBe(true);
  for (const path of ["/", "/adhesion", "/remontee-idees", "/contact", "/newsletter", "/rencontres", "/rencontres/une-rencontre", "/depot-photos", "/espace", "/admin", "/blog/un-article", "/recherche?q=x"]) {
    expect(prerendered(path), path).toBe(false);
  }
});
