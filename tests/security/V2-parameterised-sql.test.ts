// V2: parameterised SQL only. SQL fragments typed into text fields are data: stored exactly as
// typed, matched literally by searches, and never widen a query or open a session.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { contactMessages, ideaSubmissions } from "~/db/schema";
import { createAccount } from "~/features/account/administrators.server";
import { uniqueEmail, validPassword } from "../factories";
import { request, sessionFor, startSite, type Site } from "./support/site";

let site: Site;
beforeAll(async () => {
  site = await startSite(["routes/public/contact", "routes/participate/ideas", "routes/member/space", "routes/admin/ideas", "routes/public/blog", "routes/public/search"]);
}, 180_000);
afterAll(() => site.stop());

const INJECTIONS = ["' OR 1=1--", "'; DROP TABLE users;--", "\" OR \"\"=\"", "1) OR (1=1", "%' OR '%'='"];

test("V2 SQL typed into a form's text fields is stored exactly as typed, one row per post", async () => {
  for (const payload of INJECTIONS) {
    const email = uniqueEmail();
    const answer = await request(site, "/contact", { form: { name: `Jeanne ${payload}`, email, subject: "autre", message: `Bonjour ${payload} fin du message.` } });
    expect(answer.status, payload).toBe(200);
    const stored = await getDb().select({ name: contactMessages.name, message: contactMessages.message }).from(contactMessages).where(eq(contactMessages.email, email));
    expect(stored, payload).toEqual([{ name: `Jeanne ${payload}`, message: `Bonjour ${payload} fin du message.` }]);
  }
  expect(await getDb().select({ id: contactMessages.id }).from(contactMessages)).toHaveLength(INJECTIONS.length);
});

test("V2 SQL as a password signs nobody in", async () => {
  const email = uniqueEmail();
  await createAccount(getDb(), email, { password: validPassword });
  for (const password of INJECTIONS) {
    const answer = await request(site, "/espace", { form: { intent: "sign-in", email, password } });
    expect(answer.status, password).toBe(400);
    expect(answer.text).toContain("Email ou mot de passe incorrect");
    expect(answer.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(false);
  }
});

test("V2 SQL in search boxes matches literally: the back-office list and the public searches find nothing extra and never fail", async () => {
  for (const titre of ["Éclairage rue Mercière", "Bancs place des Jacobins"]) {
    const posted = await request(site, "/remontee-idees", { form: { nom: "Jean Dupont", email: uniqueEmail(), titre, description: "Une description assez longue pour être acceptée.", type_soumission: "idee", urgence: "normale" } });
    expect(posted.status).toBe(302);
  }
  expect(await getDb().select({ id: ideaSubmissions.id }).from(ideaSubmissions)).toHaveLength(2);
  const admin = uniqueEmail("admin");
  await createAccount(getDb(), admin, { password: validPassword, roles: ["admin"] });
  const cookie = await sessionFor(admin);

  const all = await request(site, "/admin/idees", { cookie });
  expect(all.text).toContain("Éclairage rue Mercière");
  for (const payload of INJECTIONS) {
    const q = encodeURIComponent(payload);
    const list = await request(site, `/admin/idees?q=${q}`, { cookie });
    expect(list.status, payload).toBe(200);
    expect(list.text, payload).not.toContain("Éclairage rue Mercière");
    expect(list.text, payload).not.toContain("Bancs place des Jacobins");
    for (const path of [`/blog?q=${q}`, `/recherche?q=${q}`]) expect((await request(site, path)).status, `${path}`).toBe(200);
  }
  expect(await getDb().select({ id: ideaSubmissions.id }).from(ideaSubmissions)).toHaveLength(2);
});
