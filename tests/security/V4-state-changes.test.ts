// V4: state changes only by POST with this site's Origin: a cross-origin post is refused with
// 403 before anything is stored, and a GET carrying the same fields never writes (a link or an
// image tag cannot subscribe, send a message or sign anyone out).
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { contactMessages, newsletterSubscribers, sessions } from "~/db/schema";
import { createAccount } from "~/features/account/administrators.server";
import { subscribeToNewsletter } from "~/features/newsletter/mutations.server";
import { uniqueEmail, validPassword } from "../factories";
import { request, sessionFor, startSite, type Site } from "./support/site";

let site: Site;
beforeAll(async () => {
  site = await startSite(["routes/public/contact", "routes/public/newsletter", "routes/public/newsletter-unsubscribe", "routes/member/sign-out", "routes/member/space"]);
}, 180_000);
afterAll(() => site.stop());

const rowsOf = async (table: typeof contactMessages | typeof newsletterSubscribers | typeof sessions) => (await getDb().select({ n: count() }).from(table))[0]!.n;
const contact = () => ({ name: "Jeanne Martin", email: uniqueEmail(), subject: "quartier", message: "Le trottoir de la rue Mercière est dangereux." });

test("V4 a post from another origin is refused with 403 and stores nothing; the same post from the site goes through", async () => {
  for (const origin of ["https://evil.example", "null", "http://localhost:3000.evil.example"]) {
    const refused = await request(site, "/contact", { form: contact(), headers: { Origin: origin } });
    expect(refused.status, origin).toBe(403);
    expect(refused.text).toContain("origine non autorisée");
    const newsletter = await request(site, "/newsletter", { form: { email: uniqueEmail() }, headers: { Origin: origin } });
    expect(newsletter.status, origin).toBe(403);
  }
  expect(await rowsOf(contactMessages)).toBe(0);
  expect(await rowsOf(newsletterSubscribers)).toBe(0);

  const accepted = await request(site, "/contact", { form: contact(), headers: { Origin: site.origin } });
  expect(accepted.status).toBeLessThan(400);
  expect(await rowsOf(contactMessages)).toBe(1);
});

test("V4 a GET with a form's fields in the query writes nothing, and does not sign out", async () => {
  const email = uniqueEmail();
  await createAccount(getDb(), email, { password: validPassword });
  const cookie = await sessionFor(email);
  const before = { messages: await rowsOf(contactMessages), subscribers: await rowsOf(newsletterSubscribers), sessions: await rowsOf(sessions) };

  const query = new URLSearchParams({ ...contact(), intent: "sign-out" }).toString();
  expect((await request(site, `/contact?${query}`)).status).toBe(200);
  expect((await request(site, `/newsletter?email=${encodeURIComponent(uniqueEmail())}`)).status).toBe(200);
  expect((await request(site, `/espace/deconnexion?${query}`, { cookie })).status).toBe(200);
  expect((await request(site, `/espace?${query}`, { cookie })).status).toBe(200);

  expect({ messages: await rowsOf(contactMessages), subscribers: await rowsOf(newsletterSubscribers), sessions: await rowsOf(sessions) }).toEqual(before);
  expect((await request(site, "/espace", { cookie })).text).toContain("Mon profil");
});

// Moved from the end-to-end suite (2 Dec.): RFC 8058's one-click post comes from the mail
// provider's servers, with their Origin; the token in the address is the proof, and the
// exemption is for that address with a token only.
test("V4 the one-click unsubscribe of a newsletter email is accepted from a mail provider's origin; other cross-origin posts are not", async () => {
  const email = uniqueEmail("un-clic");
  await subscribeToNewsletter(getDb(), { email, source: "newsletter" });
  const subscriber = async () => (await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!;
  const { unsubscribeToken } = await subscriber();
  const fromProvider = { Origin: "https://mail.example" };

  const oneClick = await request(site, `/newsletter/desinscription?token=${unsubscribeToken}`, { form: "List-Unsubscribe=One-Click", headers: fromProvider });
  expect(oneClick.status).toBe(200);
  expect(oneClick.text).toContain("Vous êtes désinscrit");
  expect((await subscriber()).status).toBe("unsubscribed");

  expect((await request(site, "/newsletter", { form: { email: uniqueEmail(), source: "newsletter" }, headers: fromProvider })).status).toBe(403);
  expect((await request(site, "/newsletter/desinscription", { form: "List-Unsubscribe=One-Click", headers: fromProvider })).status).toBe(403);
});
