// A7: the failed-login lockout cannot be turned against the account's owner (the browser they
// signed in with before still gets in), and sign-up answers the same for a new and an existing
// address, in about the same time. Through the forms of the running site, with the real password
// derivations (the integration setup memoises them). (Reset requests: A5-reset-token.test.ts.)
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { createAccount } from "~/features/account/administrators.server";
import { LOGIN_WINDOW_MS, loginCounterKeys, MAX_FAILED_LOGINS_PER_HOUR } from "~/features/account/mutations.server";
import { recordPersistentHit } from "~/lib/rate-limit.server";
import { cookieFrom, uniqueEmail, validPassword } from "../factories";
import { nextIp, request, startSite, type Site, comparableAnswer } from "./support/site";

vi.unmock("~/lib/password.server");

let site: Site;
beforeAll(async () => {
  site = await startSite(["routes/member/space"], { TRUST_PROXY: "loopback" });
}, 180_000);
afterAll(() => site.stop());

const signIn = (email: string, password: string, cookie?: string) => request(site, "/espace", { ip: nextIp(), cookie, form: { intent: "sign-in", email, password } });

test("A7 100 failed logins from others lock the account for them, but the owner's browser still signs in", async () => {
  const email = uniqueEmail();
  await createAccount(getDb(), email, { password: validPassword });
  // The owner signed in on this browser before: it keeps the device cookie of that sign-in.
  const earlier = await signIn(email, validPassword);
  expect(earlier.status).toBe(302);
  const device = cookieFrom(earlier.headers)
    .split("; ")
    .find((c) => c.startsWith("adpl.device-"));
  expect(device).toBeDefined();

  // Others: 99 failures recorded directly (a scrypt check each through the form would take minutes), the 100th through the form.
  const keys = await loginCounterKeys(email, "203.0.113.1");
  for (let i = 0; i < MAX_FAILED_LOGINS_PER_HOUR - 1; i += 1) await recordPersistentHit(getDb(), keys.account, LOGIN_WINDOW_MS);
  expect((await signIn(email, "pas le bon mot de passe")).status).toBe(400);
  expect((await signIn(email, validPassword)).status).toBe(429);

  const owner = await signIn(email, validPassword, device);
  expect(owner.status).toBe(302);
  expect(owner.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c))).toBe(true);
});

const signUp = (email: string, password: string) =>
  request(site, "/espace?onglet=inscription", { ip: nextIp(), form: { intent: "sign-up", first_name: "Lou", last_name: "Martin", email, password } });

test("A7 sign-up answers the same for a new and an existing address, and signs nobody in", async () => {
  const existing = uniqueEmail();
  await createAccount(getDb(), existing, { password: validPassword });
  const forNew = await signUp(uniqueEmail(), validPassword);
  const forExisting = await signUp(existing, "un autre mot de passe solide");
  expect(forNew.status).toBe(200);
  expect(forExisting.status).toBe(200);
  expect(forNew.text).toContain("Inscription en cours");
  expect(comparableAnswer(forExisting.text)).toBe(comparableAnswer(forNew.text));
  for (const answer of [forNew, forExisting]) expect(answer.headers.getSetCookie()).toEqual([]);
});

test("A7 sign-up with an existing address takes about as long as with a new one (its password is hashed all the same)", async () => {
  const existing = uniqueEmail();
  await createAccount(getDb(), existing, { password: validPassword });
  const time = async (email: string) => {
    const started = performance.now();
    expect((await signUp(email, validPassword)).status).toBe(200);
    return performance.now() - started;
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
  const fresh: number[] = [];
  const known: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    fresh.push(await time(uniqueEmail()));
    known.push(await time(existing));
  }
  expect(median(known)).toBeGreaterThanOrEqual(0.5 * median(fresh));
});
