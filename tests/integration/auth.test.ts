// Accounts: sign-up, sign-in, session, sign-out, password policy, per-account limit, guards.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { accounts, sessions, userRoles, users } from "~/db/schema";
import { createAdministrator } from "~/features/account/administrators.server";
import { failedLoginKey, MAX_FAILED_LOGINS_PER_HOUR, signIn, signOut, signUp } from "~/features/account/mutations.server";
import { signUpSchema } from "~/features/account/schema";
import { createAuth, getSessionUser, readSession } from "~/lib/auth.server";
import { parseEnv } from "~/lib/env.server";
import { hashParameters } from "~/lib/password.server";
import { recordPersistentHit } from "~/lib/rate-limit.server";
import { requireAdmin, requireUser } from "~/lib/permissions.server";
import { cookieFrom, pageRequest, uniqueEmail, validPassword } from "../factories";
import { truncateAll } from "../setup/database";

beforeEach(async () => {
  await truncateAll();
});

async function newMember(email = uniqueEmail()) {
  const result = await signUp({
    firstName: "Camille",
    lastName: "Girard",
    email,
    password: validPassword,
    request: pageRequest("/espace"),
    clientIp: `10.0.0.${Math.floor(Math.random() * 250)}`,
  });
  if (result.status !== "ok") throw new Error(`sign-up failed: ${result.status}`);
  return { email, cookie: cookieFrom(result.headers) };
}

test("sign up, read the session, sign out, and the old cookie no longer works", async () => {
  const { email, cookie } = await newMember();
  const user = await getSessionUser(pageRequest("/", cookie));
  expect(user).toMatchObject({ email, firstName: "Camille", lastName: "Girard", isAdmin: false });

  await signOut(pageRequest("/espace", cookie));
  expect(await getSessionUser(pageRequest("/", cookie))).toBeNull();
});

test("sign in gives a new session each time, and a wrong password is refused", async () => {
  const { email, cookie: signUpCookie } = await newMember();
  const first = await signIn({ email, password: validPassword, request: pageRequest("/espace"), clientIp: "10.1.0.1" });
  const second = await signIn({ email, password: validPassword, request: pageRequest("/espace"), clientIp: "10.1.0.1" });
  if (first.status !== "ok" || second.status !== "ok") throw new Error("sign-in failed");
  const cookies = [signUpCookie, cookieFrom(first.headers), cookieFrom(second.headers)];
  expect(new Set(cookies).size).toBe(3);
  for (const cookie of cookies) expect(await getSessionUser(pageRequest("/", cookie))).not.toBeNull();

  const wrong = await signIn({ email, password: "pas le bon mot de passe", request: pageRequest("/espace"), clientIp: "10.1.0.1" });
  expect(wrong.status).toBe("invalid");
  const unknown = await signIn({ email: uniqueEmail(), password: validPassword, request: pageRequest("/espace"), clientIp: "10.1.0.1" });
  expect(unknown.status).toBe("invalid");
});

test("passwords are stored as scrypt hashes at OWASP strength (N=2^17, r=8, p=1)", async () => {
  const { email } = await newMember();
  const [row] = await getDb()
    .select({ password: accounts.password })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(users.email, email));
  expect(row?.password).not.toContain(validPassword);
  expect(hashParameters(row?.password ?? "")).toEqual({ N: 131072, r: 8, p: 1 });
});

describe("password policy", () => {
  const base = { intent: "sign-up", firstName: "Lou", lastName: "Martin", email: "lou@example.org" };
  test("7 characters are refused, 8 and 128 accepted, 129 refused", () => {
    expect(signUpSchema.safeParse({ ...base, password: "a1b2c3d" }).success).toBe(false);
    expect(signUpSchema.safeParse({ ...base, password: "a1b2c3d4e" }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...base, password: "p".repeat(127) + "q" }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...base, password: "p".repeat(129) }).success).toBe(false);
  });

  test("very common passwords are refused with a French message", () => {
    for (const password of ["motdepasse", "azerty123", "Password123"]) {
      const result = signUpSchema.safeParse({ ...base, password });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/trop courant/);
    }
  });

  test("the server accepts 8- and 128-character passwords end to end", async () => {
    for (const password of ["huit-car", "x".repeat(64) + "y".repeat(64)]) {
      const email = uniqueEmail();
      const result = await signUp({ firstName: "A", lastName: "B", email, password, request: pageRequest("/espace"), clientIp: "10.2.0.1" });
      expect(result.status).toBe("ok");
      const again = await signIn({ email, password, request: pageRequest("/espace"), clientIp: "10.2.0.2" });
      expect(again.status).toBe("ok");
    }
  });
});

test("an existing email cannot be registered twice", async () => {
  const { email } = await newMember();
  const again = await signUp({ firstName: "X", lastName: "Y", email, password: validPassword, request: pageRequest("/espace"), clientIp: "10.3.0.1" });
  expect(again.status).toBe("exists");
});

test("after 100 failed logins in an hour the account is locked whatever the source address", async () => {
  const { email } = await newMember();
  for (let i = 0; i < MAX_FAILED_LOGINS_PER_HOUR - 1; i += 1) await recordPersistentHit(failedLoginKey(email), 3_600_000);
  // The 100th failure, from yet another address, is counted like the others.
  const last = await signIn({ email, password: "mauvais mot de passe", request: pageRequest("/espace"), clientIp: "192.0.2.77" });
  expect(last.status).toBe("invalid");
  const locked = await signIn({ email, password: validPassword, request: pageRequest("/espace"), clientIp: "198.51.100.9" });
  expect(locked.status).toBe("rate_limited");
});

describe("guards", () => {
  test("an anonymous visitor is redirected to sign in, then back to the page", async () => {
    const thrown = await requireAdmin(pageRequest("/admin")).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/espace?redirectTo=%2Fadmin");
  });

  test("a signed-in member gets 403 from the admin guard but passes the user guard", async () => {
    const { cookie, email } = await newMember();
    const thrown = await requireAdmin(pageRequest("/admin", cookie)).catch((e: unknown) => e);
    expect((thrown as Response).status).toBe(403);
    expect((await requireUser(pageRequest("/espace", cookie))).email).toBe(email);
  });

  test("a user holding the admin role passes", async () => {
    const { cookie, email } = await newMember();
    const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, email));
    await getDb().insert(userRoles).values({ userId: user!.id, role: "admin" });
    expect(await requireAdmin(pageRequest("/admin", cookie))).toMatchObject({ email, isAdmin: true });
  });
});

test("admin:create gives the role to a new account with a generated password it can sign in with", async () => {
  const email = uniqueEmail("bureau");
  const created = await createAdministrator(email);
  expect(created.created).toBe(true);
  expect(created.password).toMatch(/^[\w-]{24}$/);
  const login = await signIn({ email, password: created.password!, request: pageRequest("/espace"), clientIp: "10.4.0.1" });
  if (login.status !== "ok") throw new Error("admin sign-in failed");
  expect(await getSessionUser(pageRequest("/", cookieFrom(login.headers)))).toMatchObject({ isAdmin: true });
  // Running it again for the same address keeps the account and its password.
  expect(await createAdministrator(email)).toMatchObject({ created: false, password: null });
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
  const { user: sessionUser, headers } = await readSession(pageRequest("/", cookie));
  expect(sessionUser?.email).toBe(email);
  const renewed = headers.getSetCookie().find((c) => c.startsWith("adpl.session_token="));
  expect(renewed).toMatch(/Max-Age=604800/);
  const [session] = await getDb().select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, user!.id));
  expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * day);
});
