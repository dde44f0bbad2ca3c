// A6: a password reset ends the account's other sessions: the cookies of the browsers signed in
// before are signed out, server-side; the browser that used the link is signed in.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { createAccount } from "~/features/account/administrators.server";
import { issueAccountToken } from "~/features/account/tokens.server";
import { uniqueEmail, validPassword } from "../factories";
import { request, sessionCookieOf, sessionFor, startSite, type Site } from "./support/site";

let site: Site;
beforeAll(async () => {
  site = await startSite(["routes/member/reset-password", "routes/member/edit"]);
}, 180_000);
afterAll(() => site.stop());

/** A member page: 200 signed in, a redirect to the sign-in page otherwise. */
const memberPage = (cookie: string) => request(site, "/espace/modifier", { cookie });

test("A6 after a reset, the cookies of earlier sign-ins are signed out and their sessions deleted", async () => {
  const email = uniqueEmail();
  const { userId } = await createAccount(getDb(), email, { password: validPassword });
  const laptop = await sessionFor(email);
  const phone = await sessionFor(email);
  for (const cookie of [laptop, phone]) expect((await memberPage(cookie)).status).toBe(200);

  const token = await issueAccountToken(getDb(), { userId, purpose: "reset_password", email });
  const reset = await request(site, `/espace/nouveau-mot-de-passe?token=${encodeURIComponent(token)}`, { form: { token, new_password: "un tout nouveau mot de passe" } });
  expect(reset.status).toBe(302);

  for (const cookie of [laptop, phone]) {
    const answer = await memberPage(cookie);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/espace?redirectTo=%2Fespace%2Fmodifier");
  }
  // One session left: the one the reset opened on this browser.
  expect(await getDb().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).toHaveLength(1);
  expect((await memberPage(sessionCookieOf(reset.headers))).status).toBe(200);
});
