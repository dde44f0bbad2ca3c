// Accounts: sign-up, sign-in, session, sign-out, password policy, failed-login limits, guards.
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { getDb, rows } from "~/db/client.server";
import { rateLimitCounters, sessions, userRoles, users } from "~/db/schema";
import { createAdministrator } from "~/features/account/administrators.server";
import { accountRef, issueDeviceCookie } from "~/features/account/device-cookie.server";
import {
  authIpLimiter,
  backoffMs,
  LOGIN_WINDOW_MS,
  loginCounterKeys,
  MAX_FAILED_LOGINS_PER_HOUR,
  MAX_FAILURES_PER_DEVICE,
  signIn,
  signOut,
  signUp,
} from "~/features/account/mutations.server";
import { signUpSchema } from "~/features/account/schema";
import { signUpServerSchema } from "~/features/account/schema.server";
import { createAuth, getSessionUser, readSession } from "~/lib/auth.server";
import { parseEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { purgeExpiredRateLimitCounters, readPersistentCounter, recordPersistentHit } from "~/lib/rate-limit.server";
import { PERMISSIONS } from "~/lib/permissions";
import { requireBackOffice, requirePermission, requireUser } from "~/lib/permissions.server";
import { provideShellData } from "~/composition/shell-data.server";
import { createRequestContext, provideSession } from "~/lib/request-context.server";
import { action as spaceAction } from "~/routes/member/space";
import { smtp } from "../setup/integration";
import { drainJobs } from "../setup/jobs";
import { cookieFrom, formRequest, pageRequest, uniqueEmail, validPassword } from "../factories";
import { truncateAll } from "../setup/database";

beforeEach(async () => {
  await truncateAll();
  await authIpLimiter.reset(getDb());
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A new client address for each call (the in-memory per-IP limit never gets in the way). */
let ipCounter = 0;
function nextIp(): string {
  ipCounter += 1;
  return `172.16.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

const WRONG_PASSWORD = "pas le bon mot de passe";

/** The session cookie of a sign-in answer, as a browser would send it back. */
function sessionCookie(headers: Headers): string {
  return cookieFrom(headers)
    .split("; ")
    .filter((c) => c.includes("session_token="))
    .join("; ");
}

/** The device cookie of a sign-in answer, as a browser would send it back. */
function deviceCookie(headers: Headers): string {
  const cookie = cookieFrom(headers)
    .split("; ")
    .find((c) => c.startsWith("adpl.device-"));
  if (!cookie) throw new Error("no device cookie");
  return cookie;
}

/** Signs up (which never signs in), then signs in: the member's session and device cookies. */
async function newMember(email = uniqueEmail()) {
  const created = await signUp(getDb(), { firstName: "Camille", lastName: "Girard", email, password: validPassword, request: pageRequest("/espace"), clientIp: nextIp() });
  if (created.status !== "ok") throw new Error(`sign-up failed: ${created.status}`);
  const login = await signIn(getDb(), { email, password: validPassword, request: pageRequest("/espace"), clientIp: nextIp() });
  if (login.status !== "ok") throw new Error(`sign-in failed: ${login.status}`);
  return { email, cookie: sessionCookie(login.headers), device: deviceCookie(login.headers), headers: login.headers };
}

const attempt = (email: string, password: string, clientIp: string, cookie?: string) =>
  signIn(getDb(), { email, password, request: pageRequest("/espace", cookie), clientIp });

const warnCalls = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((call) => call[0] as Record<string, unknown>);

test("sign up, sign in, read the session, sign out, and the old cookie no longer works", async () => {
  const { email, cookie } = await newMember();
  const user = await getSessionUser(getDb(), pageRequest("/", cookie));
  expect(user).toMatchObject({ email, firstName: "Camille", lastName: "Girard", roles: [], permissions: [] });

  await signOut(getDb(), pageRequest("/espace", cookie));
  expect(await getSessionUser(getDb(), pageRequest("/", cookie))).toBeNull();
});

test("sign in gives a new session each time, and a wrong password is refused", async () => {
  const { email, cookie: firstCookie } = await newMember();
  const second = await signIn(getDb(), { email, password: validPassword, request: pageRequest("/espace"), clientIp: "10.1.0.1" });
  const third = await signIn(getDb(), { email, password: validPassword, request: pageRequest("/espace"), clientIp: "10.1.0.1" });
  if (second.status !== "ok" || third.status !== "ok") throw new Error("sign-in failed");
  const cookies = [firstCookie, sessionCookie(second.headers), sessionCookie(third.headers)];
  expect(new Set(cookies).size).toBe(3);
  for (const cookie of cookies) expect(await getSessionUser(getDb(), pageRequest("/", cookie))).not.toBeNull();

  const wrong = await signIn(getDb(), { email, password: WRONG_PASSWORD, request: pageRequest("/espace"), clientIp: "10.1.0.1" });
  expect(wrong.status).toBe("invalid");
  const unknown = await signIn(getDb(), { email: uniqueEmail(), password: validPassword, request: pageRequest("/espace"), clientIp: "10.1.0.1" });
  expect(unknown.status).toBe("invalid");
});

describe("password policy", () => {
  const base = { intent: "sign-up", first_name: "Lou", last_name: "Martin", email: "lou@example.org" };
  test("7 characters are refused, 8 and 128 accepted, 129 refused", () => {
    expect(signUpSchema.safeParse({ ...base, password: "a1b2c3d" }).success).toBe(false);
    expect(signUpSchema.safeParse({ ...base, password: "a1b2c3d4e" }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...base, password: "p".repeat(127) + "q" }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...base, password: "p".repeat(129) }).success).toBe(false);
  });

  test("very common passwords are refused with a French message (server schema: the list stays out of the browser)", () => {
    for (const password of ["motdepasse", "azerty123", "Password123"]) {
      const result = signUpServerSchema.safeParse({ ...base, password });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/trop courant/);
    }
  });

  test("the server accepts 8- and 128-character passwords end to end", async () => {
    for (const password of ["huit-car", "x".repeat(64) + "y".repeat(64)]) {
      const email = uniqueEmail();
      const result = await signUp(getDb(), { firstName: "A", lastName: "B", email, password, request: pageRequest("/espace"), clientIp: "10.2.0.1" });
      expect(result.status).toBe("ok");
      const again = await signIn(getDb(), { email, password, request: pageRequest("/espace"), clientIp: "10.2.0.2" });
      expect(again.status).toBe("ok");
    }
  });
});

describe("failed-login limits (A4, A7)", () => {
  test("back-off doubles from 1 minute after the 5th failure and stops at 1 hour", () => {
    expect([1, 4, 5, 6, 7, 10, 11, 50].map((n) => backoffMs(n) / 1000)).toEqual([0, 0, 60, 120, 240, 1920, 3600, 3600]);
  });

  test("failed logins from others cannot lock the owner out: their device cookie still lets them in, others stay locked out", async () => {
    const warn = vi.spyOn(logger, "warn");
    // The owner signed in once on this browser: it holds a device cookie for the account.
    const { email, device } = await newMember();
    const other = await newMember();
    const keys = await loginCounterKeys(email, "203.0.113.1");

    // 100 failures within the hour from many addresses (95 recorded directly to keep the
    // test fast, the last 5 through signIn from 5 more addresses).
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_HOUR - 5; i += 1) await recordPersistentHit(getDb(), keys.account, LOGIN_WINDOW_MS);
    for (let i = 0; i < 5; i += 1) expect((await attempt(email, WRONG_PASSWORD, `203.0.113.${i + 10}`)).status).toBe("invalid");
    // From now on, guesses without a device cookie are refused without checking the password.
    for (let i = 0; i < 3; i += 1) expect((await attempt(email, WRONG_PASSWORD, `203.0.113.${i + 20}`)).status).toBe("rate_limited");

    // A4 holds: the right password without a device cookie (or with a forged one, or with
    // another account's) is refused, whatever the address.
    const refused = await attempt(email, validPassword, "198.51.100.9");
    expect(refused).toMatchObject({ status: "rate_limited" });
    expect(refused.status === "rate_limited" && refused.retryAfterSeconds).toBeGreaterThan(3000);
    const [name, value] = device.split("=") as [string, string];
    const [ref, nonce] = value.split(".");
    const forged = `${name}=${ref}.${nonce}.${"A".repeat(43)}`;
    expect((await attempt(email, validPassword, "198.51.100.10", forged)).status).toBe("rate_limited");
    const otherValue = other.device.split("=")[1]!;
    expect((await attempt(email, validPassword, "198.51.100.11", `${name}=${otherValue}`)).status).toBe("rate_limited");
    expect((await attempt(email, validPassword, "198.51.100.12", other.device)).status).toBe("rate_limited");

    // A7 holds: the owner, from yet another address, with their device cookie and the right password, gets in.
    const owner = await attempt(email, validPassword, "192.0.2.200", device);
    if (owner.status !== "ok") throw new Error(`owner refused: ${owner.status}`);
    expect(await getSessionUser(getDb(), pageRequest("/", sessionCookie(owner.headers)))).toMatchObject({ email });
    // The owner's success does not lift the account-wide lock for others.
    expect((await attempt(email, validPassword, "198.51.100.13")).status).toBe("rate_limited");

    // The password is still checked for a device cookie; one that collects 10 failures in the
    // hour is no longer trusted.
    expect((await attempt(email, WRONG_PASSWORD, "192.0.2.201", device)).status).toBe("invalid");
    const deviceKey = await keys.device(nonce!);
    for (let i = 0; i < MAX_FAILURES_PER_DEVICE - 2; i += 1) await recordPersistentHit(getDb(), deviceKey, LOGIN_WINDOW_MS);
    expect((await attempt(email, WRONG_PASSWORD, "192.0.2.202", device)).status).toBe("invalid");
    expect((await attempt(email, validPassword, "192.0.2.203", device)).status).toBe("rate_limited");
    // The device cookie issued by the owner's last success is still trusted.
    expect((await attempt(email, validPassword, "192.0.2.204", deviceCookie(owner.headers))).status).toBe("ok");

    // Each lockout start was logged once at warn level, with the account's reference.
    const starts = warnCalls(warn).filter((c) => c.event === "auth.lockout.start");
    expect(starts).toEqual([
      expect.objectContaining({ scope: "account", account: keys.ref, failures: MAX_FAILED_LOGINS_PER_HOUR }),
      expect.objectContaining({ scope: "device", account: keys.ref, failures: MAX_FAILURES_PER_DEVICE }),
    ]);
    expect(JSON.stringify(warn.mock.calls)).not.toContain(email.split("@")[0]);
  }, 60_000);

  test("after 5 failures from one address, that address backs off (1 min, then doubling); other addresses and a success are unaffected", async () => {
    const warn = vi.spyOn(logger, "warn");
    const { email } = await newMember();
    const keys = await loginCounterKeys(email, "203.0.113.50");
    const ageCounter = (seconds: number) =>
      getDb().execute(sql`update rate_limit_counters set last_hit_at = last_hit_at - make_interval(secs => ${seconds}) where key = ${keys.client}`);

    for (let i = 0; i < 5; i += 1) expect((await attempt(email, WRONG_PASSWORD, "203.0.113.50")).status).toBe("invalid");
    // The 6th attempt from that address is refused even with the right password...
    const sixth = await attempt(email, validPassword, "203.0.113.50");
    expect(sixth).toMatchObject({ status: "rate_limited" });
    expect(sixth.status === "rate_limited" && sixth.retryAfterSeconds).toBeGreaterThan(55);
    expect(sixth.status === "rate_limited" && sixth.retryAfterSeconds).toBeLessThanOrEqual(60);
    // ...while another address signs in.
    expect((await attempt(email, validPassword, "203.0.113.51")).status).toBe("ok");
    expect(warnCalls(warn).filter((c) => c.event === "auth.lockout.start")).toEqual([
      expect.objectContaining({ scope: "ip", account: keys.ref, failures: 5, retryAfterSeconds: 60 }),
    ]);

    // A minute later: one more failure, and the wait doubles.
    await ageCounter(61);
    expect((await attempt(email, WRONG_PASSWORD, "203.0.113.50")).status).toBe("invalid");
    const seventh = await attempt(email, validPassword, "203.0.113.50");
    expect(seventh.status === "rate_limited" && seventh.retryAfterSeconds).toBeGreaterThan(115);
    // Two minutes later the right password gets in, and the counter of that address is cleared.
    await ageCounter(121);
    expect((await attempt(email, validPassword, "203.0.113.50")).status).toBe("ok");
    expect(await readPersistentCounter(getDb(), keys.client)).toBeNull();
    expect((await attempt(email, WRONG_PASSWORD, "203.0.113.50")).status).toBe("invalid");
    expect((await attempt(email, validPassword, "203.0.113.50")).status).toBe("ok");
  }, 60_000);

  test("counter keys and lockout logs hold neither the email nor the client address", async () => {
    const warn = vi.spyOn(logger, "warn");
    const email = uniqueEmail("Camille.Girard");
    const keys = await loginCounterKeys(email, "203.0.113.77");
    // One failure short of both lockouts, then one more failure.
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_HOUR - 1; i += 1) await recordPersistentHit(getDb(), keys.account, LOGIN_WINDOW_MS);
    for (let i = 0; i < 4; i += 1) await recordPersistentHit(getDb(), keys.client, LOGIN_WINDOW_MS);
    expect((await attempt(email.toUpperCase(), WRONG_PASSWORD, "203.0.113.77")).status).toBe("invalid");

    const stored = await getDb().select({ key: rateLimitCounters.key, count: rateLimitCounters.count }).from(rateLimitCounters);
    // On PostgreSQL the per-request limits (rl:…, shared by the processes) count this post too.
    const loginCounters = stored.filter((row) => !row.key.startsWith("rl:"));
    expect(loginCounters).toHaveLength(2);
    expect(loginCounters).toEqual(
      expect.arrayContaining([
        { key: keys.account, count: MAX_FAILED_LOGINS_PER_HOUR },
        { key: keys.client, count: 5 },
      ]),
    );
    const local = email.split("@")[0]!.toLowerCase();
    for (const { key } of stored) {
      expect(key.toLowerCase()).not.toContain(local);
      expect(key).not.toContain("example.org");
      expect(key).not.toContain("203.0.113");
    }
    expect(keys.ref).toBe(await accountRef(email.toUpperCase()));
    expect(keys.ref).toMatch(/^[0-9a-f]{32}$/);

    const starts = warnCalls(warn).filter((c) => c.event === "auth.lockout.start");
    expect(starts.map((c) => c.scope).sort()).toEqual(["account", "ip"]);
    const logged = JSON.stringify(warn.mock.calls).toLowerCase();
    expect(logged).not.toContain(local);
    expect(logged).not.toContain("203.0.113");
  });

  test("device cookies are HttpOnly, SameSite=Lax, one year, signed; Secure with a __Host- prefix over HTTPS", async () => {
    const { email, headers } = await newMember();
    const ref = await accountRef(email);
    const cookie = headers.getSetCookie().find((c) => c.startsWith("adpl.device-"));
    expect(cookie).toMatch(new RegExp(`^adpl\\.device-${ref.slice(0, 16)}=${ref}\\.[\\w-]{22}\\.[\\w-]{43}; `));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=31536000/);
    expect(cookie).not.toMatch(/Secure/);
    const secure = await issueDeviceCookie(ref, true);
    expect(secure).toMatch(new RegExp(`^__Host-adpl\\.device-${ref.slice(0, 16)}=`));
    expect(secure).toMatch(/; Secure/);
  });
});

describe("sign-up answers the same whatever the address (A7)", () => {
  type ActionArgs = Parameters<typeof spaceAction>[0];
  const post = (fields: Record<string, string>, clientIp = nextIp()) =>
    spaceAction({ request: formRequest("/espace?onglet=inscription", fields), context: signedOutContext(clientIp), params: {} } as unknown as ActionArgs);
  const signedOutContext = (clientIp: string) => {
    const context = createRequestContext({ clientIp, nonce: "", requestId: "req-test-42" }, getDb());
    provideSession(context, pageRequest("/espace"));
    return context;
  };
  const signUpFields = (email: string, password = validPassword) => ({ intent: "sign-up", first_name: "Lou", last_name: "Martin", email, password });
  type Answer = { data: { sent: boolean; intent?: string | null; failure: unknown; result: { status?: string; initialValue?: Record<string, string>; error?: Record<string, string[]> } }; init: ResponseInit | null };
  /** The action's answer: the success reply is returned as is, a refusal through `data()`. */
  const answerOf = (answer: unknown): Answer => (answer && typeof answer === "object" && "init" in answer ? (answer as Answer) : { data: answer as Answer["data"], init: null });

  test("a new and an existing address get the same answer; nobody is signed in; the existing account is untouched, its owner told", async () => {
    const { email: existing } = await newMember();
    // Its own confirmation is delivered before the sink is emptied.
    await drainJobs("email.send");
    smtp.clear();
    const sessionsBefore = (await getDb().select({ id: sessions.id }).from(sessions)).length;
    const fresh = uniqueEmail();
    const answers = [answerOf(await post(signUpFields(fresh))), answerOf(await post(signUpFields(existing, "un autre mot de passe")))];
    const shape = (answer: Answer) => ({ status: answer.init?.status ?? 200, sent: answer.data.sent, intent: answer.data.intent, failure: answer.data.failure, result: answer.data.result });
    const [forNew, forExisting] = answers.map(shape);
    expect(forNew).toEqual(forExisting);
    // "Inscription en cours" (the sign-up form's reply, taken), and the form is cleared (conform's reset: no typed value sent back).
    expect(forNew).toMatchObject({ status: 200, sent: true, intent: "sign-up", failure: null });
    expect(forNew!.result.initialValue ?? null).toBeNull();
    // No session was left behind for either; the new account exists and can sign in.
    expect((await getDb().select({ id: sessions.id }).from(sessions)).length).toBe(sessionsBefore);
    expect(await getDb().select({ id: users.id }).from(users).where(eq(users.email, fresh))).toHaveLength(1);
    expect((await attempt(fresh, validPassword, nextIp())).status).toBe("ok");
    // The existing account keeps its password.
    expect((await attempt(existing, "un autre mot de passe", nextIp())).status).toBe("invalid");
    expect((await attempt(existing, validPassword, nextIp())).status).toBe("ok");
    expect(await getDb().select({ id: users.id }).from(users).where(eq(users.email, existing))).toHaveLength(1);
    // The new address gets its confirmation link; the owner of the existing one is told, with
    // the ways to sign in and to reset the password.
    const confirmation = await smtp.waitFor((m) => m.to.includes(fresh));
    expect(confirmation.subject).toContain("Confirmez votre adresse e-mail");
    expect(confirmation.text).toMatch(/\/espace\/confirmation\?token=/);
    const notice = await smtp.waitFor((m) => m.to.includes(existing));
    expect(notice.subject).toContain("Tentative de création de compte");
    expect(notice.text).toContain("/espace?onglet=connexion");
    expect(notice.text).toContain("/espace?onglet=reinitialisation");
    await drainJobs("email.send");
    expect(smtp.to(existing)).toHaveLength(1);
  });

  test("a database error is reported as an error (500, typed values kept but the password), never as an existing account", async () => {
    const error = vi.spyOn(logger, "error");
    // Every new user row is refused by the database, as a failing database would.
    await getDb().execute(sql`alter table users add constraint test_refuse_new_users check (false) not valid`);
    try {
      const email = uniqueEmail();
      expect(
        await signUp(getDb(), { firstName: "A", lastName: "B", email, password: validPassword, request: pageRequest("/espace"), clientIp: nextIp(), requestId: "req-1" }),
      ).toEqual({ status: "error" });
      const answer = answerOf(await post(signUpFields(email)));
      expect(answer.init?.status).toBe(500);
      expect(answer.data.result.error?.[""]).toEqual(["Une erreur est survenue lors de la création du compte. Veuillez réessayer."]);
      expect(answer.data.result.initialValue).toMatchObject({ email, first_name: "Lou", last_name: "Martin" });
      expect(answer.data.result.initialValue).not.toHaveProperty("password");
    } finally {
      await getDb().execute(sql`alter table users drop constraint test_refuse_new_users`);
    }
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ requestId: "req-test-42" }), "sign-up failed");
    expect(await getDb().select({ id: users.id }).from(users)).toHaveLength(0);
  });
});

test("the purge removes rate-limit counters whose window ended and keeps current ones", async () => {
  const hour = 3_600_000;
  const at = (msAgo: number) => new Date(Date.now() - msAgo);
  await getDb()
    .insert(rateLimitCounters)
    .values([
      { key: "old", count: 100, windowStart: at(25 * hour), lastHitAt: at(24.5 * hour) },
      { key: "older", count: 3, windowStart: at(30 * 24 * hour), lastHitAt: at(30 * 24 * hour) },
      { key: "recent", count: 7, windowStart: at(23 * hour), lastHitAt: at(22.5 * hour) },
      { key: "current", count: 1, windowStart: at(60_000), lastHitAt: at(60_000) },
    ]);
  expect(await purgeExpiredRateLimitCounters(getDb(), 24 * hour)).toBe(2);
  const left = rows<{ key: string }>(await getDb().execute(sql`select key from rate_limit_counters order by key`)).map((r) => r.key);
  expect(left).toEqual(["current", "recent"]);
});

describe("guards (called from a loader or action; the layouts' middleware is tested in guards.test.ts)", () => {
  /** The context of a request once the root middleware has made its session available. */
  const contextFor = (request: Request) => {
    const context = createRequestContext({ clientIp: nextIp(), nonce: "", requestId: "test" }, getDb());
    provideSession(context, request);
    provideShellData(context);
    return context;
  };

  test("an anonymous visitor is redirected to sign in, then back to the page", async () => {
    const thrown = await requireBackOffice(contextFor(pageRequest("/admin?onglet=2"))).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/espace?redirectTo=%2Fadmin%3Fonglet%3D2");
    const fromMemberPage = await requireUser(contextFor(pageRequest("/espace/securite"))).catch((e: unknown) => e);
    expect((fromMemberPage as Response).headers.get("Location")).toBe("/espace?redirectTo=%2Fespace%2Fsecurite");
  });

  test("a signed-in member gets 403 from the back-office guards but passes the user guard", async () => {
    const { cookie, email } = await newMember();
    const thrown = await requireBackOffice(contextFor(pageRequest("/admin", cookie))).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ init: { status: 403 } });
    const refused = await requirePermission(contextFor(pageRequest("/admin", cookie)), "blog:write").catch((e: unknown) => e);
    expect(refused).toMatchObject({ init: { status: 403 } });
    expect((await requireUser(contextFor(pageRequest("/espace", cookie)))).email).toBe(email);
  });

  test("a user holding the admin role passes every permission", async () => {
    const { cookie, email } = await newMember();
    const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, email));
    await getDb().insert(userRoles).values({ userId: user!.id, role: "admin" });
    const context = contextFor(pageRequest("/admin", cookie));
    expect(await requireBackOffice(context)).toMatchObject({ email, roles: ["admin"], permissions: [...PERMISSIONS] });
    for (const permission of PERMISSIONS) expect((await requirePermission(context, permission)).email).toBe(email);
  });
});

test("admin:create gives the role to a new account, its address confirmed, with a generated password it can sign in with", async () => {
  const email = uniqueEmail("bureau");
  const created = await createAdministrator(getDb(), email);
  expect(created.created).toBe(true);
  expect(created.password).toMatch(/^[\w-]{24}$/);
  const login = await signIn(getDb(), { email, password: created.password!, request: pageRequest("/espace"), clientIp: "10.4.0.1" });
  if (login.status !== "ok") throw new Error("admin sign-in failed");
  // The operator typed the address and no confirmation email is sent: it counts as confirmed.
  expect(await getSessionUser(getDb(), pageRequest("/", cookieFrom(login.headers)))).toMatchObject({ roles: ["admin"], emailVerified: true });
  // Running it again for the same address keeps the account and its password.
  expect(await createAdministrator(getDb(), email)).toMatchObject({ created: false, password: null });
});

test("session cookies are HttpOnly and SameSite=Lax, and Secure when the site is served over HTTPS", async () => {
  const httpsAuth = createAuth(getDb(), parseEnv({ SITE_URL: "https://adpl.example", BETTER_AUTH_SECRET: "s".repeat(40) }));
  const { headers } = await httpsAuth.api.signUpEmail({
    body: { email: uniqueEmail(), password: validPassword, name: "Test Cookie" },
    returnHeaders: true,
  });
  const session = headers.getSetCookie().find((c) => c.includes("session_token"));
  expect(session).toBeDefined();
  expect(session).toMatch(/HttpOnly/i);
  expect(session).toMatch(/SameSite=Lax/i);
  expect(session).toMatch(/;\s*Secure/i);
  expect(session).toMatch(/^__Secure-adpl\.session_token=/);

  const { cookie } = await newMember();
  expect(cookie).toMatch(/^adpl\.session_token=/);
});

test("an active session is extended and its cookie renewed, so it ends after 7 days without activity", async () => {
  const { cookie, email } = await newMember();
  const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, email));
  const day = 24 * 60 * 60 * 1000;
  // As if the member signed in two days ago.
  await getDb()
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() + 5 * day), updatedAt: new Date(Date.now() - 2 * day) })
    .where(eq(sessions.userId, user!.id));
  const { user: sessionUser, headers } = await readSession(getDb(), pageRequest("/", cookie));
  expect(sessionUser?.email).toBe(email);
  const renewed = headers.getSetCookie().find((c) => c.startsWith("adpl.session_token="));
  expect(renewed).toMatch(/Max-Age=604800/);
  const [session] = await getDb().select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, user!.id));
  expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * day);
});
