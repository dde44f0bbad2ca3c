// A4: failed logins are limited per account whatever the source address (100 an hour), per
// account and address (back-off after 5), and every auth post (sign-in, sign-up, reset request)
// is limited per address. Through the sign-in form of the running site, behind a trusted proxy
// so each test's client has its own address.
import { afterAll, beforeAll, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { createAccount } from "~/features/account/administrators.server";
import { LOGIN_WINDOW_MS, loginCounterKeys, MAX_FAILED_LOGINS_PER_HOUR } from "~/features/account/mutations.server";
import { getEnv } from "~/lib/env.server";
import { recordPersistentHit } from "~/lib/rate-limit.server";
import { uniqueEmail, validPassword } from "../factories";
import { nextIp, request, startSite, type Site } from "./support/site";

let site: Site;
beforeAll(async () => {
  site = await startSite(["routes/member/space"], { TRUST_PROXY: "loopback" });
}, 180_000);
afterAll(() => site.stop());

const signIn = (email: string, password: string, ip: string) => request(site, "/espace", { ip, form: { intent: "sign-in", email, password } });
const TOO_MANY_LOGINS = "Trop de tentatives de connexion. Merci de réessayer plus tard.";

test("A4 after 5 wrong passwords from one address, the next attempt gets 429, even with the right password", async () => {
  const email = uniqueEmail();
  await createAccount(getDb(), email, { password: validPassword });
  const ip = nextIp();
  for (let i = 0; i < 5; i += 1) {
    const wrong = await signIn(email, "pas le bon mot de passe", ip);
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("Email ou mot de passe incorrect");
  }
  const locked = await signIn(email, validPassword, ip);
  expect(locked.status).toBe(429);
  expect(locked.text).toContain(TOO_MANY_LOGINS);
  // When to come back, in seconds, for clients that read it.
  expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(locked.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(false);
});

test("A4 once an account has 100 failures in the hour, from any addresses, a guess from a new address gets 429 without a session", async () => {
  const email = uniqueEmail();
  await createAccount(getDb(), email, { password: validPassword });
  const keys = await loginCounterKeys(email, "203.0.113.1");
  // 99 failures recorded directly (a scrypt check each through the form would take minutes), the 100th through the form.
  for (let i = 0; i < MAX_FAILED_LOGINS_PER_HOUR - 1; i += 1) await recordPersistentHit(getDb(), keys.account, LOGIN_WINDOW_MS);
  expect((await signIn(email, "pas le bon mot de passe", nextIp())).status).toBe(400);
  for (const password of ["encore un essai", validPassword]) {
    const answer = await signIn(email, password, nextIp());
    expect(answer.status, password).toBe(429);
    expect(answer.text).toContain(TOO_MANY_LOGINS);
    expect(answer.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(false);
  }
});

test("A4 sign-in, sign-up and reset requests share a per-address limit: past it, each gets 429", async () => {
  const ip = nextIp();
  const limit = getEnv().AUTH_RATE_LIMIT_PER_IP;
  // Reset requests are the cheapest auth post (no password hashing).
  for (let i = 0; i < limit; i += 1) {
    expect((await request(site, "/espace?onglet=reinitialisation", { ip, form: { intent: "reset-request", email: uniqueEmail() } })).status).toBe(200);
  }
  const posts: Record<string, string>[] = [
    { intent: "reset-request", email: uniqueEmail() },
    { intent: "sign-in", email: uniqueEmail(), password: validPassword },
    { intent: "sign-up", first_name: "Lou", last_name: "Martin", email: uniqueEmail(), password: validPassword },
  ];
  for (const form of posts) {
    const answer = await request(site, "/espace", { ip, form });
    expect(answer.status, form.intent).toBe(429);
    expect(answer.text, form.intent).toMatch(/Trop de tentatives/);
    expect(Number(answer.headers.get("Retry-After")), form.intent).toBeGreaterThan(0);
  }
  // Another address is not affected.
  expect((await request(site, "/espace", { ip: nextIp(), form: { intent: "reset-request", email: uniqueEmail() } })).status).toBe(200);
});
