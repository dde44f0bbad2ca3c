// better-auth configured for this site: email + password, sessions in the database, scrypt
// hashes at OWASP strength. Its HTTP handler is not mounted: route actions call auth.api.*,
// so every flow works without JavaScript and every limit is enforced in one place.
import { hasSessionCookie } from "./session-cookie";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { accounts, sessions, userRoles, users, verifications } from "~/db/schema";
import { getEnv, isHttps, type Env } from "./env.server";
import { knownRoles, permissionsOf, type Permission, type Role } from "./permissions";
import { logger } from "./logger.server";
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, verifyPassword } from "./password.server";

const DEV_SECRET = "adpl-local-development-secret-not-for-production-use";

/** The secret better-auth signs with (the device cookies derive their keys from it too). */
export function authSecret(env: Env = getEnv()): string {
  return env.BETTER_AUTH_SECRET ?? DEV_SECRET;
}

/** Builds an auth instance; the app uses getAuth(), tests may build one for another config. */
export function createAuth(db: Database, env: Env = getEnv()) {
  return betterAuth({
    appName: "ADPL",
    baseURL: env.SITE_URL,
    basePath: "/api/auth",
    secret: authSecret(env),
    database: drizzleAdapter(db, {
      provider: "pg",
      transaction: true,
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      additionalFields: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
        // Set by administrators only (never from a sign-up body).
        disabledAt: { type: "date", required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      useSecureCookies: isHttps(env),
      cookiePrefix: "adpl",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
    },
    // Limits are enforced by our actions and server (per IP and per account), not here.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Into our structured logs; failed logins are expected events, logged at debug level.
    logger: {
      level: "warn",
      log: (level, message) => {
        if (/invalid password|user not found/i.test(message)) logger.debug({ source: "better-auth" }, message);
        else logger[level]({ source: "better-auth" }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
const instances = new WeakMap<Database, Auth>();

/** The auth instance bound to a database (one per database, built on first use). */
export function getAuth(db: Database): Auth {
  let auth = instances.get(db);
  if (!auth) {
    auth = createAuth(db);
    instances.set(db, auth);
  }
  return auth;
}

/** A session's updated_at is moved forward at most this often (one write per session per period). */
export const ACTIVITY_RESOLUTION_MS = 5 * 60_000;

/** What the shell and guards know about the signed-in user. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** Whether the address was confirmed through the link emailed to it. */
  emailVerified: boolean;
  /** The session of this request (the member space lists and ends the others). */
  sessionId: string;
  /** The known roles of `user_roles` (unknown values are ignored). */
  roles: Role[];
  /** What those roles allow (lib/permissions.ts). */
  permissions: Permission[];
  createdAt: string;
}

/**
 * Reads the session cookie of a request; null when signed out or the session is gone. Routes
 * read the user from the router context instead (lib/request-context.server.ts), which calls
 * readSession once per request.
 */
export async function getSessionUser(db: Database, request: Request): Promise<SessionUser | null> {
  return (await readSession(db, request)).user;
}

/**
 * The signed-in user of a request, plus the Set-Cookie headers better-auth emits when it extends
 * an active session (once a day): the root middleware forwards them so that a session expires
 * after 7 days without activity, not 7 days after sign-in.
 */
export async function readSession(db: Database, request: Request): Promise<{ user: SessionUser | null; headers: Headers }> {
  // Most requests (every anonymous visitor's) carry no session: no lookup.
  if (!hasSessionCookie(request.headers.get("cookie") ?? undefined)) return { user: null, headers: new Headers() };
  const { headers, response: session } = await getAuth(db).api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  if (!session) return { user: null, headers };
  // A disabled account's sessions stop working at once (they are also deleted when disabling).
  if ((session.user as { disabledAt?: Date | string | null }).disabledAt) return { user: null, headers: new Headers() };
  const stored = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, session.user.id));
  // "Last activity" of the member space's session list, to within ACTIVITY_RESOLUTION_MS.
  if (Date.now() - new Date(session.session.updatedAt).getTime() > ACTIVITY_RESOLUTION_MS) {
    await db.update(sessions).set({ updatedAt: new Date() }).where(eq(sessions.id, session.session.id));
  }
  const roles = knownRoles(stored.map((r) => r.role));
  const user = session.user as typeof session.user & { firstName?: string | null; lastName?: string | null };
  return {
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      emailVerified: user.emailVerified === true,
      sessionId: session.session.id,
      roles,
      permissions: permissionsOf(roles),
      createdAt: new Date(user.createdAt).toISOString(),
    },
    headers,
  };
}
