// A5: a reset link works once, expires within the hour, and asking for one answers the same
// whether or not an account has that address. Through the forms of the running site and the
// email the job queue sends.
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { createAccount } from "~/features/account/administrators.server";
import { issueAccountToken } from "~/features/account/tokens.server";
import { smtp } from "../setup/integration";
import { drainJobs } from "../setup/jobs";
import { uniqueEmail, validPassword } from "../factories";
import { nextIp, request, startSite, type Site, comparableAnswer } from "./support/site";

let site: Site;
beforeAll(async () => {
  site = await startSite(["routes/member/space", "routes/member/reset-password"], { TRUST_PROXY: "loopback" });
}, 180_000);
afterAll(() => site.stop());
beforeEach(() => smtp.clear());

const askReset = (email: string) => request(site, "/espace?onglet=reinitialisation", { ip: nextIp(), form: { intent: "reset-request", email } });
/** A page as it would read for anyone: the per-request nonce left out. */

async function resetLink(email: string): Promise<string> {
  const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes("Réinitialisation"), 20_000);
  const token = /\/espace\/nouveau-mot-de-passe\?token=(\S+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset link in ${mail.text}`);
  return decodeURIComponent(token);
}

test("A5 an unknown address gets the same answer as an account's, and no email", async () => {
  const known = uniqueEmail();
  await createAccount(getDb(), known, { password: validPassword });
  const forKnown = await askReset(known);
  const forUnknown = await askReset(uniqueEmail());
  expect(forKnown.status).toBe(200);
  expect(forUnknown.status).toBe(forKnown.status);
  expect(forKnown.text).toContain("Si un compte existe pour cette adresse");
  expect(comparableAnswer(forUnknown.text)).toBe(comparableAnswer(forKnown.text));
  await drainJobs("email.send");
  expect(smtp.messages.map((m) => m.to)).toEqual([[known]]);
});

test("A5 the emailed link sets the password once: a second use is refused and changes nothing", async () => {
  const email = uniqueEmail();
  await createAccount(getDb(), email, { password: validPassword });
  await askReset(email);
  const token = await resetLink(email);
  const page = `/espace/nouveau-mot-de-passe?token=${encodeURIComponent(token)}`;
  expect((await request(site, page)).status).toBe(200);

  const first = await request(site, page, { form: { token, new_password: "un tout nouveau mot de passe" } });
  expect(first.status).toBe(302);
  expect(first.location).toBe("/espace");

  const again = await request(site, page, { form: { token, new_password: "encore un autre mot de passe" } });
  expect(again.status).toBe(410);
  expect(again.text).toContain("Ce lien a déjà été utilisé.");
  expect((await request(site, page)).status).toBe(410);
  // The first new password is the one that holds.
  const signIn = (password: string) => request(site, "/espace", { ip: nextIp(), form: { intent: "sign-in", email, password } });
  expect((await signIn("encore un autre mot de passe")).status).toBe(400);
  expect((await signIn("un tout nouveau mot de passe")).status).toBe(302);
});

test("A5 a link issued 61 minutes ago is expired; one issued 59 minutes ago still works", async () => {
  const email = uniqueEmail();
  const { userId } = await createAccount(getDb(), email, { password: validPassword });
  const minutesAgo = (m: number) => issueAccountToken(getDb(), { userId, purpose: "reset_password", email, now: new Date(Date.now() - m * 60_000) });

  const old = await minutesAgo(61);
  const oldPage = `/espace/nouveau-mot-de-passe?token=${encodeURIComponent(old)}`;
  expect((await request(site, oldPage)).status).toBe(410);
  const refused = await request(site, oldPage, { form: { token: old, new_password: "un tout nouveau mot de passe" } });
  expect(refused.status).toBe(410);
  expect(refused.text).toContain("Ce lien a expiré");

  const recent = await minutesAgo(59);
  expect((await request(site, `/espace/nouveau-mot-de-passe?token=${encodeURIComponent(recent)}`)).status).toBe(200);
});
