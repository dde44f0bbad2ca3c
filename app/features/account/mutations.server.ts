// Sign-in, sign-up and sign-out, with the limits better-auth lacks: at most 100 failed
// logins per account per hour whatever the source (A4), and a per-IP limit on auth posts.
import { APIError } from "better-auth/api";
import { getAuth } from "~/lib/auth.server";
import { createMemoryRateLimiter, readPersistentCount, recordPersistentHit } from "~/lib/rate-limit.server";

export const MAX_FAILED_LOGINS_PER_HOUR = 100;
const HOUR = 60 * 60_000;
/** Auth form posts per IP: 20 per 10 minutes. */
export const authIpLimiter = createMemoryRateLimiter({ limit: 20, windowMs: 10 * 60_000 });

export const failedLoginKey = (email: string) => `login-failed:${email.toLowerCase()}`;

export type SignInResult =
  | { status: "ok"; headers: Headers }
  | { status: "invalid" }
  | { status: "rate_limited"; retryAfterSeconds: number };

export async function signIn(input: { email: string; password: string; request: Request; clientIp: string }): Promise<SignInResult> {
  const perIp = authIpLimiter.hit(input.clientIp);
  if (!perIp.allowed) return { status: "rate_limited", retryAfterSeconds: perIp.retryAfterSeconds };
  const key = failedLoginKey(input.email);
  if ((await readPersistentCount(key, HOUR)) >= MAX_FAILED_LOGINS_PER_HOUR) {
    return { status: "rate_limited", retryAfterSeconds: 3600 };
  }
  try {
    const { headers } = await getAuth().api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: input.request.headers,
      returnHeaders: true,
    });
    return { status: "ok", headers };
  } catch (error) {
    if (error instanceof APIError && (error.statusCode === 401 || error.statusCode === 400 || error.statusCode === 403)) {
      await recordPersistentHit(key, HOUR);
      return { status: "invalid" };
    }
    throw error;
  }
}

export type SignUpResult =
  | { status: "ok"; headers: Headers }
  | { status: "exists" }
  | { status: "rate_limited"; retryAfterSeconds: number };

export async function signUp(input: {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  request: Request;
  clientIp: string;
}): Promise<SignUpResult> {
  const perIp = authIpLimiter.hit(input.clientIp);
  if (!perIp.allowed) return { status: "rate_limited", retryAfterSeconds: perIp.retryAfterSeconds };
  try {
    const { headers } = await getAuth().api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
      },
      headers: input.request.headers,
      returnHeaders: true,
    });
    return { status: "ok", headers };
  } catch (error) {
    if (error instanceof APIError && error.statusCode === 422) return { status: "exists" };
    if (error instanceof APIError && error.body?.code === "USER_ALREADY_EXISTS") return { status: "exists" };
    throw error;
  }
}

/** Ends the session server-side and returns the headers that clear the cookie. */
export async function signOut(request: Request): Promise<Headers> {
  try {
    const { headers } = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true });
    return headers;
  } catch (error) {
    // No session to end: nothing to clear.
    if (error instanceof APIError) return new Headers();
    throw error;
  }
}
