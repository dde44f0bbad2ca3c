import { expect, test } from "vitest";
import { normalizeQuery, scrubPagePath, scrubReferrer } from "./scrub";

const SITE = "https://adpl.example";

test("pages keep their path only: no query string, no fragment, no trailing slash", () => {
  expect(scrubPagePath(`${SITE}/blog?page=2&utm_source=x#haut`, SITE)).toBe("/blog");
  expect(scrubPagePath(`${SITE}/quartiers/`, SITE)).toBe("/quartiers");
  expect(scrubPagePath(`${SITE}/`, SITE)).toBe("/");
  expect(scrubPagePath("/rencontres/visite-des-traboules?ref=mail", SITE)).toBe("/rencontres/visite-des-traboules");
  expect(scrubPagePath(`${SITE}/newsletter/confirmation?token=abc123secret`, SITE)).toBe("/newsletter/confirmation");
  expect(scrubPagePath(`${SITE}/newsletter/desinscription?token=abc123secret`, SITE)).toBe("/newsletter/desinscription");
});

test("the search page keeps its query, normalized and bounded", () => {
  expect(scrubPagePath(`${SITE}/recherche?q=%20Parking%20%20Bellecour&page=2`, SITE)).toBe("/recherche?q=parking%20bellecour");
  expect(scrubPagePath(`${SITE}/recherche`, SITE)).toBe("/recherche");
  expect(scrubPagePath(`${SITE}/recherche?q=${"a".repeat(500)}`, SITE)).toBe(`/recherche?q=${"a".repeat(100)}`);
  expect(normalizeQuery("  Ça\u0000 VA\n")).toBe("ça va");
});

test("the membership payment step is kept apart, without its personal reference", () => {
  expect(scrubPagePath(`${SITE}/adhesion?etape=paiement&ref=ADPL-2026-X7Y8`, SITE)).toBe("/adhesion?etape=paiement");
  expect(scrubPagePath(`${SITE}/adhesion-structured?annee=2026`, SITE)).toBe("/adhesion-structured");
});

test("the member space, the back-office and emailed tokens are never stored", () => {
  for (const path of ["/espace", "/espace/donnees", "/espace/contributions/idees/42", "/admin", "/admin/idees/12", "/admin.data", "/user-space"]) {
    expect(scrubPagePath(`${SITE}${path}`, SITE), path).toBeNull();
  }
  expect(scrubPagePath(`${SITE}/remontee-idees/suivi/Zx8-secret-token`, SITE)).toBe("/remontee-idees/suivi");
  expect(scrubPagePath(`${SITE}/rencontres/annulation/secret-token`, SITE)).toBe("/rencontres/annulation");
  expect(scrubPagePath(`${SITE}/espaces-verts`, SITE)).toBe("/espaces-verts");
});

test("other sites and odd addresses are not pages of this site", () => {
  expect(scrubPagePath("https://evil.example/blog", SITE)).toBeNull();
  expect(scrubPagePath("javascript:alert(1)", SITE)).toBeNull();
  expect(scrubPagePath(`${SITE}/${"x".repeat(400)}`, SITE)).toBeNull();
  expect(scrubPagePath(`${SITE}/%E0%A4%A`, SITE)).toBeNull();
});

test("referrers: another site's host only; a page of this site scrubbed like a page", () => {
  expect(scrubReferrer("https://www.google.com/search?q=adpl+lyon", SITE)).toBe("www.google.com");
  expect(scrubReferrer("http://Facebook.com/some/profile?id=1", SITE)).toBe("facebook.com");
  expect(scrubReferrer(`${SITE}/blog?page=3`, SITE)).toBe("/blog");
  expect(scrubReferrer(`${SITE}/espace/donnees`, SITE)).toBeNull();
  expect(scrubReferrer("", SITE)).toBeNull();
  expect(scrubReferrer(undefined, SITE)).toBeNull();
  expect(scrubReferrer("android-app://com.google.android.gm/", SITE)).toBeNull();
});
