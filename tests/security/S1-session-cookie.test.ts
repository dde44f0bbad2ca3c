// S1: the session cookie is HttpOnly, SameSite=Lax, and Secure in production (SITE_URL https:
// the __Secure- prefix too). Read from the Set-Cookie of the running site's sign-in form.
import "./support/https-site";
import { afterAll, beforeAll, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { createAccount } from "~/features/account/administrators.server";
import { isHttps } from "~/lib/env.server";
import { uniqueEmail, validPassword } from "../factories";
import { request, startSite, type Site } from "./support/site";

let site: Site;
beforeAll(async () => {
  site = await startSite(["routes/member/space", "routes/member/sign-out"]);
}, 180_000);
afterAll(() => site.stop());

test("S1 signing in over HTTPS sets the session cookie HttpOnly, SameSite=Lax, Secure, with the __Secure- prefix; the device cookie likewise with __Host-", async () => {
  expect(isHttps()).toBe(true);
  const email = uniqueEmail();
  await createAccount(getDb(), email, { password: validPassword });
  const answer = await request(site, "/espace", { form: { intent: "sign-in", email, password: validPassword } });
  expect(answer.status).toBe(302);
  const cookies = answer.headers.getSetCookie();
  const session = cookies.find((c) => c.includes("session_token="));
  expect(session).toMatch(/^__Secure-adpl\.session_token=[^;]+;/);
  const attributes = session!.split(";").map((a) => a.trim().toLowerCase());
  expect(attributes).toEqual(expect.arrayContaining(["httponly", "secure", "samesite=lax", "path=/"]));
  const device = cookies.find((c) => c.includes("adpl.device-"));
  expect(device).toMatch(/^__Host-adpl\.device-/);
  expect(device!.split(";").map((a) => a.trim().toLowerCase())).toEqual(expect.arrayContaining(["httponly", "secure", "samesite=lax", "path=/"]));

  // Signing out clears it with the same attributes (a browser only replaces a matching cookie).
  const sessionCookie = session!.split(";")[0]!;
  const out = await request(site, "/espace/deconnexion", { cookie: sessionCookie, form: { intent: "sign-out" } });
  expect(out.status).toBe(302);
  const cleared = out.headers.getSetCookie().find((c) => c.startsWith("__Secure-adpl.session_token="));
  expect(cleared).toMatch(/Max-Age=0/);
  expect(cleared).toMatch(/Secure/);
});
