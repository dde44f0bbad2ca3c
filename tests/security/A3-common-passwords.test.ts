// A3: very common passwords are refused with a clear French message, wherever a password is
// chosen: sign-up, the reset link's form and the password change of the member space.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { accounts } from "~/db/schema";
import { issueAccountToken } from "~/features/account/tokens.server";
import { signedInMember, uniqueEmail, validPassword } from "../factories";
import { nextIp, request, startSite, type Site } from "./support/site";

let site: Site;
beforeAll(async () => {
  site = await startSite(["routes/member/space", "routes/member/reset-password", "routes/member/edit"], { TRUST_PROXY: "loopback" });
}, 180_000);
afterAll(() => site.stop());

const COMMON = ["motdepasse", "azerty123", "Password123", "soleil2024", "M0td3passe!"];
const TOO_COMMON = /Ce mot de passe est trop courant.{1,3}choisissez-en un plus difficile à deviner\./;

test("A3 sign-up with a very common password is refused in French and creates no account", async () => {
  for (const password of COMMON) {
    const email = uniqueEmail();
    const answer = await request(site, "/espace?onglet=inscription", { ip: nextIp(), form: { intent: "sign-up", first_name: "Lou", last_name: "Martin", email, password } });
    expect(answer.status, password).toBe(400);
    expect(answer.text, password).toMatch(TOO_COMMON);
    expect(answer.text).not.toContain("Inscription en cours");
  }
});

test("A3 the reset link's form and the password change refuse them too, and keep the old password", async () => {
  const email = uniqueEmail();
  const { userId, cookie } = await signedInMember(email);
  const hashBefore = await getDb().select({ hash: accounts.password }).from(accounts).where(eq(accounts.userId, userId));
  const token = await issueAccountToken(getDb(), { userId, purpose: "reset_password", email });
  for (const password of COMMON) {
    const reset = await request(site, `/espace/nouveau-mot-de-passe?token=${encodeURIComponent(token)}`, { form: { token, new_password: password } });
    expect(reset.status, password).toBe(400);
    expect(reset.text, password).toMatch(TOO_COMMON);

    const change = await request(site, "/espace/modifier", { cookie, form: { intent: "password", current_password: validPassword, new_password: password } });
    expect(change.status, password).toBe(400);
    expect(change.text, password).toMatch(TOO_COMMON);
  }
  expect(await getDb().select({ hash: accounts.password }).from(accounts).where(eq(accounts.userId, userId))).toEqual(hashBefore);
});
