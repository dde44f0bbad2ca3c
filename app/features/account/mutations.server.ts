// Sign-in, sign-up and sign-out, with the limits better-auth lacks. Sign-up sends the address
// confirmation link (or, for an address that has an account, a note to its owner).
//
// Failed logins (A4 and A7), counted in the database (rate_limit_counters) under keys that
// hold HMACs, never an email or an address:
// - per IP: at most 20 auth posts per 10 minutes (in memory, before anything else);
// - per account and client address: after 5 failures within the hour, exponential back-off
//   (1 min after the 5th, doubling with each further failure, at most 1 h), cleared by a
//   successful sign-in from that address;
// - per account: once 100 failures within the hour are reached, an attempt is refused without
//   checking the password, unless the browser shows a valid device cookie for the account
//   (set by every successful sign-in, see device-cookie.server.ts): so the owner still gets in
//   from a browser they used before, while guessing stays capped whatever the source address.
//   A device cookie that itself collects 10 failures within the hour loses that trust for the
//   rest of the hour.
import { APIError, BASE_ERROR_CODES } from "better-auth";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import { getAuth } from "~/lib/auth.server";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { hashPassword } from "~/lib/password.server";
import {
  clearPersistentCount,
  createRateLimiter,
  persistentWindowFull,
  readPersistentCount,
  readPersistentCounter,
  recordPersistentHit,
  secondsUntil,
  type RateLimiter,
} from "~/lib/rate-limit.server";
import { accountEmailContext, deliverAccountEmail, takeAccountEmailAllowance } from "./account-emails.server";
import { accountRef, issueDeviceCookie, pseudonym, readDeviceCookie } from "./device-cookie.server";
import { existingAccountEmail, verificationEmail } from "./emails";
import { issueAccountToken } from "./tokens.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const LOGIN_WINDOW_MS = HOUR;
/** Failed logins per account per hour after which only trusted devices are checked. */
export const MAX_FAILED_LOGINS_PER_HOUR = 100;
/** Failed logins per account and client address before back-off starts. */
export const FREE_FAILURES_PER_CLIENT = 5;
export const BACKOFF_FIRST_MS = MINUTE;
export const BACKOFF_MAX_MS = HOUR;
/** Failed logins per device cookie per hour after which it is no longer trusted. */
export const MAX_FAILURES_PER_DEVICE = 10;

let authPerIp: RateLimiter | undefined;
const authLimiter = () => (authPerIp ??= createRateLimiter({ name: "auth-ip", limit: getEnv().AUTH_RATE_LIMIT_PER_IP, windowMs: 10 * 60_000 }));

/** Sign-in, sign-up and reset-request posts per IP: AUTH_RATE_LIMIT_PER_IP (20) per 10 minutes. */
export const authIpLimiter = {
  hit: (db: Database, ip: string) => authLimiter().hit(db, ip),
  reset: (db: Database) => authLimiter().reset(db),
};

/** How long an account and client address must wait after this many failures in the window. */
export function backoffMs(failures: number): number {
  if (failures < FREE_FAILURES_PER_CLIENT) return 0;
  return Math.min(BACKOFF_FIRST_MS * 2 ** (failures - FREE_FAILURES_PER_CLIENT), BACKOFF_MAX_MS);
}

/** The counter keys of a sign-in attempt; `ref` is the account's non-reversible reference. */
export async function loginCounterKeys(email: string, clientIp: string) {
  const ref = await accountRef(email);
  return {
    ref,
    account: `login-failed:account:${ref}`,
    client: `login-failed:client:${await pseudonym("login-client", ref, clientIp)}`,
    device: async (nonce: string) => `login-failed:device:${await pseudonym("login-device", ref, nonce)}`,
  };
}

type LockoutScope = "ip" | "account" | "device";

/** One warn line each time a lockout starts (never the email: the account's reference). */
export function logLockoutStart(
  scope: LockoutScope,
  details: { account: string; failures: number; retryAfterSeconds: number; requestId?: string },
): void {
  logger.warn({ event: "auth.lockout.start", scope, ...details }, `sign-in lockout started (${scope})`);
}

export type SignInResult =
  | { status: "ok"; headers: Headers }
  | { status: "invalid" }
  /** Right password, but an administrator disabled the account (told only after the password is checked). */
  | { status: "disabled" }
  | { status: "rate_limited"; retryAfterSeconds: number };

export async function signIn(db: Database, input: {
  email: string;
  password: string;
  /** Its Cookie header may carry a device cookie. */
  request: Request;
  clientIp: string;
  requestId?: string;
}): Promise<SignInResult> {
  const perIp = await authIpLimiter.hit(db, input.clientIp);
  if (!perIp.allowed) return { status: "rate_limited", retryAfterSeconds: perIp.retryAfterSeconds };
  const now = Date.now();
  const keys = await loginCounterKeys(input.email, input.clientIp);

  // Back-off for this account from this address (runs from the latest failure, even past the window).
  const client = await readPersistentCounter(db, keys.client);
  if (client) {
    const until = client.lastHitAt.getTime() + backoffMs(client.count);
    if (until > now) return { status: "rate_limited", retryAfterSeconds: secondsUntil(until, now) };
  }

  const device = await readDeviceCookie(input.request, keys.ref);
  const deviceKey = device ? await keys.device(device.nonce) : null;
  const trusted = deviceKey !== null && (await readPersistentCount(db, deviceKey, LOGIN_WINDOW_MS)) < MAX_FAILURES_PER_DEVICE;
  if (!trusted) {
    const account = await persistentWindowFull(db, keys.account, LOGIN_WINDOW_MS, MAX_FAILED_LOGINS_PER_HOUR, new Date(now));
    if (account.full) return { status: "rate_limited", retryAfterSeconds: account.retryAfterSeconds };
  }

  try {
    const { headers, response } = await getAuth(db).api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: input.request.headers,
      returnHeaders: true,
    });
    await clearPersistentCount(db, keys.client);
    if ((response.user as { disabledAt?: Date | string | null }).disabledAt) {
      await (await getAuth(db).$context).internalAdapter.deleteSession(response.token);
      return { status: "disabled" };
    }
    headers.append("Set-Cookie", await issueDeviceCookie(keys.ref));
    return { status: "ok", headers };
  } catch (error) {
    if (error instanceof APIError && (error.statusCode === 401 || error.statusCode === 400 || error.statusCode === 403)) {
      await recordFailure(db, keys.ref, keys.account, keys.client, deviceKey, input.requestId);
      return { status: "invalid" };
    }
    throw error;
  }
}

async function recordFailure(db: Database, ref: string, accountKey: string, clientKey: string, deviceKey: string | null, requestId?: string) {
  const account = await recordPersistentHit(db, accountKey, LOGIN_WINDOW_MS);
  if (account.count === MAX_FAILED_LOGINS_PER_HOUR) {
    const retryAfterSeconds = secondsUntil(account.windowStart.getTime() + LOGIN_WINDOW_MS, Date.now());
    logLockoutStart("account", { account: ref, failures: account.count, retryAfterSeconds, requestId });
  }
  const client = await recordPersistentHit(db, clientKey, LOGIN_WINDOW_MS);
  const wait = backoffMs(client.count);
  if (wait > 0) logLockoutStart("ip", { account: ref, failures: client.count, retryAfterSeconds: wait / 1000, requestId });
  if (deviceKey) {
    const device = await recordPersistentHit(db, deviceKey, LOGIN_WINDOW_MS);
    if (device.count === MAX_FAILURES_PER_DEVICE) {
      const retryAfterSeconds = secondsUntil(device.windowStart.getTime() + LOGIN_WINDOW_MS, Date.now());
      logLockoutStart("device", { account: ref, failures: device.count, retryAfterSeconds, requestId });
    }
  }
}

/**
 * The same answer for a new and an existing address (A7): "ok" means "if the address had no
 * account, it has one now, and a confirmation link was sent to it"; for an existing address
 * its owner is told instead. Nobody is signed in by a sign-up. "email_failed": the message
 * could not be handed to the mail server (an account created is kept: the member can sign in
 * and ask for the link again); "error" is anything else that went wrong (logged).
 */
export type SignUpResult =
  | { status: "ok" }
  | { status: "email_failed" }
  | { status: "error" }
  | { status: "rate_limited"; retryAfterSeconds: number };

/** better-auth 1.7 refuses an existing address with 422 USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL. */
const ALREADY_EXISTS_CODES: ReadonlySet<string> = new Set([
  BASE_ERROR_CODES.USER_ALREADY_EXISTS.code,
  BASE_ERROR_CODES.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL.code,
]);

function isAlreadyExists(error: unknown): boolean {
  if (!(error instanceof APIError)) return false;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && ALREADY_EXISTS_CODES.has(code);
}

export async function signUp(db: Database, input: {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  request: Request;
  clientIp: string;
  requestId?: string;
}): Promise<SignUpResult> {
  const perIp = await authIpLimiter.hit(db, input.clientIp);
  if (!perIp.allowed) return { status: "rate_limited", retryAfterSeconds: perIp.retryAfterSeconds };
  // Counted for every address, known or not: the limit tells nothing about accounts.
  const perAddress = await takeAccountEmailAllowance(db, "sign-up", input.email);
  if (!perAddress.allowed) return { status: "rate_limited", retryAfterSeconds: perAddress.retryAfterSeconds };
  const auth = getAuth(db);
  const context = await accountEmailContext(db);
  const log = { kind: "sign-up", requestId: input.requestId };
  try {
    // autoSignIn is on in auth.server.ts: the session it creates is deleted at once and its
    // cookie never forwarded.
    const { token, user } = await auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
      },
      headers: input.request.headers,
    });
    if (token) await (await auth.$context).internalAdapter.deleteSession(token);
    const link = await issueAccountToken(db, { userId: user.id, purpose: "verify_email", email: user.email });
    const sent = await deliverAccountEmail(verificationEmail(context, { to: user.email, firstName: input.firstName, token: link }), { ...log, userId: user.id });
    return { status: sent ? "ok" : "email_failed" };
  } catch (error) {
    if (isAlreadyExists(error)) {
      // better-auth answers this case before hashing: spend the same work as a real sign-up
      // (scrypt hash of the submitted password) so that timing does not tell the cases apart.
      await hashPassword(input.password);
      const [owner] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.email, input.email.toLowerCase()));
      if (!owner) return { status: "ok" };
      const sent = await deliverAccountEmail(existingAccountEmail(context, { to: owner.email, firstName: owner.firstName }), log);
      return { status: sent ? "ok" : "email_failed" };
    }
    logger.error({ err: error, requestId: input.requestId }, "sign-up failed");
    return { status: "error" };
  }
}

/** The spec's words when a session could not be ended (spec 02, its error catalogue). */
export const SIGN_OUT_FAILURE = { title: "Erreur lors de la déconnexion.", description: "Votre session est toujours ouverte. Réessayez dans un instant." } as const;

/**
 * Ends the request's session: its row deleted and the browser's cookies cleared, or neither.
 * better-auth clears the cookies even when the database refused the delete (it only logs it), so
 * the row is looked for afterwards: still there, or the lookup failing, throws, and the caller
 * answers SIGN_OUT_FAILURE without the clearing cookies — the person is still signed in, and
 * told so, rather than told they are out while the session stays valid on the server.
 */
export async function signOut(db: Database, request: Request): Promise<Headers> {
  const auth = getAuth(db);
  const current = await auth.api.getSession({ headers: request.headers, query: { disableCookieCache: true } });
  let headers: Headers;
  try {
    ({ headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true }));
  } catch (error) {
    // No session to end: nothing to clear.
    if (error instanceof APIError) return new Headers();
    throw error;
  }
  if (current) {
    const [left] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, current.session.id));
    if (left) throw new Error("the session was not deleted");
  }
  return headers;
}
