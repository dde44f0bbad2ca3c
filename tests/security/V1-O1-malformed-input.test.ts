// V1 and O1, deterministically: malformed posts to a few of the site's forms (wrong types,
// missing and duplicated fields, out-of-range values, bad percent-encoding, JSON or broken
// multipart where a form is expected, an unknown intent) are answered 4xx with a French page,
// never 5xx, and the process keeps serving. The fuzzing at scale is bench/fuzz and
// tests/property (see docs/security.md).
import { afterAll, beforeAll, expect, test } from "vitest";
import { request, startSite, type Site } from "./support/site";

let site: Site;
beforeAll(async () => {
  site = await startSite(["routes/public/contact", "routes/public/newsletter", "routes/participate/ideas", "routes/participate/membership", "routes/member/space", "routes/resources/theme"]);
}, 180_000);
afterAll(() => site.stop());

const FORM = "application/x-www-form-urlencoded";
const FORMS = ["/contact", "/newsletter", "/remontee-idees", "/adhesion", "/espace"];

/** Bodies every form must refuse with a 4xx, and the French words its answer must hold. */
const CASES: Array<{ name: string; body: string; type?: string; status: number; french: RegExp }> = [
  { name: "empty form", body: "", type: FORM, status: 400, french: /obligatoire|invalide|Choisissez|Saisissez|Indiquez|adresse e-mail/i },
  { name: "wrong types", body: "email=42&nombre_personnes=abc&urgence=%5B%5D&intent=%7B%7D", type: FORM, status: 400, french: /obligatoire|invalide|Choisissez|Saisissez|Indiquez|adresse e-mail/i },
  { name: "bad percent-encoding", body: "email=%E0%A4%A&nom=%FF%FE%00&message=%", type: FORM, status: 400, french: /obligatoire|invalide|Choisissez|Saisissez|Indiquez|adresse e-mail/i },
  { name: "duplicated fields", body: "email=pas-un-email&email=a%40example.org&intent=sign-in&intent=sign-up", type: FORM, status: 400, french: /obligatoire|invalide|Choisissez|Saisissez|Indiquez|incorrect/i },
  { name: "JSON", body: '{"email":"a@example.org"}', type: "application/json", status: 415, french: /Format non pris en charge/ },
  { name: "no content type", body: "email=a@example.org", status: 415, french: /Format non pris en charge/ },
  { name: "broken multipart", body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nxx', type: "multipart/form-data; boundary=x", status: 400, french: /Requête|invalide|Envoi/i },
];

test("V1 O1 malformed posts to the forms get a 4xx French answer, never a 5xx, and the server keeps serving", async () => {
  for (const path of FORMS) {
    for (const { name, body, type, status, french } of CASES) {
      const answer = await request(site, path, { method: "POST", body, headers: type ? { "Content-Type": type } : {} });
      expect(answer.status, `${path} ${name}`).toBe(status);
      expect(answer.text, `${path} ${name}`).toMatch(french);
      expect(answer.text, `${path} ${name}`).not.toMatch(/at .*\.tsx?:\d+|TypeError|SyntaxError/);
    }
  }
  // Out-of-range values get the field's French message.
  const household = await request(site, "/adhesion?annee=2026", { form: "nom=Favre&ville=Lyon&nombre_personnes=1e309" });
  expect(household.status).toBe(400);
  expect(household.text).toContain("Choisissez un nombre de personnes entre 1 et 4.");
  const theme = await request(site, "/preferences/theme", { form: { theme: "violet" } });
  expect(theme.status).toBe(400);
  expect(theme.text).toContain("Choix d’apparence invalide.");

  const health = await request(site, "/healthz");
  expect(health.status).toBe(200);
  expect((await request(site, "/contact")).status).toBe(200);
});
