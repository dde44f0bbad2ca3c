// S2: signing in always makes a new session id (a cookie planted before sign-in is never
// adopted), and signing out deletes the session on the server: the old cookie replayed is
// signed out. Through the running site's forms.
import { afterAll, beforeAll, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { createAccount } from "~/features/account/administrators.server";
import { uniqueEmail, validPassword } from "../factories";
import { request, sessionCookieOf, startSite, type Site } from "./support/site";

let site: Site;
beforeAll(async () => {
  site = await startSite(["routes/member/space", "routes/member/sign-out", "routes/member/edit"]);
}, 180_000);
afterAll(() => site.stop());

const signIn = (email: string, cookie?: string) => request(site, "/espace", { cookie, form: { intent: "sign-in", email, password: validPassword } });
const memberPage = (cookie: string) => request(site, "/espace/modifier", { cookie });

test("S2 each sign-in gets a new session token, never one the browser already sent", async () => {
  const email = uniqueEmail();
  await createAccount(getDb(), email, { password: validPassword });
  const first = sessionCookieOf((await signIn(email)).headers);
  // A token planted in the browser before sign-in (session fixation) is replaced, not adopted.
  const planted = "adpl.session_token=attacker-chosen-value.c2lnbmF0dXJl";
  const second = sessionCookieOf((await signIn(email, planted)).headers);
  expect(second).toMatch(/^adpl\.session_token=[^;]+$/);
  expect(new Set([first, second, planted]).size).toBe(3);
  for (const cookie of [first, second]) expect((await memberPage(cookie)).status).toBe(200);
  expect((await memberPage(planted)).status).toBe(302);
});

test("S2 signing out deletes the session on the server: the old cookie replayed is signed out", async () => {
  const email = uniqueEmail();
  await createAccount(getDb(), email, { password: validPassword });
  const cookie = sessionCookieOf((await signIn(email)).headers);
  const sessionsBefore = (await getDb().select({ id: sessions.id }).from(sessions)).length;
  const out = await request(site, "/espace/deconnexion", { cookie, form: { intent: "sign-out" } });
  expect(out.status).toBe(302);
  expect((await getDb().select({ id: sessions.id }).from(sessions)).length).toBe(sessionsBefore - 1);

  // The browser forgets nothing here: the same cookie is sent again.
  const replay = await memberPage(cookie);
  expect(replay.status).toBe(302);
  expect(replay.location).toBe("/espace?redirectTo=%2Fespace%2Fmodifier");
  expect((await request(site, "/espace", { cookie })).text).toContain("Se connecter");
});
