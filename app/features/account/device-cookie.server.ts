// Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser
// that has signed in to an account receives a signed cookie for that account. While failed
// logins from elsewhere keep the account locked, a browser showing a valid device cookie for
// it is still let through to the password check, so a lockout cannot be turned against the
// owner (A7). Also the pseudonymous references used in the failed-login counters and logs.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { authSecret } from "~/lib/auth.server";
import { isHttps } from "~/lib/env.server";

export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const DEVICE_COOKIE_BASE_NAME = "adpl.device";

/** A key derived from the auth secret for one purpose (the secret itself is never used raw). */
async function derivedKey(purpose: string): Promise<Buffer> {
  const secret = authSecret();
  return createHmac("sha256", secret).update(`adpl:${purpose}:v1`).digest();
}

async function mac(purpose: string, value: string): Promise<Buffer> {
  return createHmac("sha256", await derivedKey(purpose)).update(value).digest();
}

/**
 * Non-reversible reference to an account: HMAC-SHA256 of the lower-cased email (128 bits,
 * hex). Used in counter keys, log lines and device cookies instead of the address.
 */
export async function accountRef(email: string): Promise<string> {
  return (await mac("account-ref", email.trim().toLowerCase())).toString("hex").slice(0, 32);
}

/** Pseudonym of several values together (e.g. an account and a client address), for counter keys. */
export async function pseudonym(purpose: string, ...parts: string[]): Promise<string> {
  return (await mac(`pseudonym:${purpose}`, parts.join("\u0000"))).toString("hex").slice(0, 32);
}

/**
 * One cookie per account (so that a shared browser keeps its trust for each member who signs
 * in on it), named after the start of the account reference. Over HTTPS the `__Host-` prefix
 * pins it to this host, path "/" and Secure.
 */
export function deviceCookieName(ref: string, secure = isHttps()): string {
  return `${secure ? "__Host-" : ""}${DEVICE_COOKIE_BASE_NAME}-${ref.slice(0, 16)}`;
}

/**
 * The Set-Cookie header of a new device cookie for an account. Value:
 * `<account ref>.<nonce: 16 random bytes, base64url>.<HMAC-SHA256(ref.nonce), base64url>`.
 */
export async function issueDeviceCookie(ref: string, secure = isHttps()): Promise<string> {
  const nonce = randomBytes(16).toString("base64url");
  const signature = (await mac("device-cookie", `${ref}.${nonce}`)).toString("base64url");
  const attributes = [`Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (secure) attributes.push("Secure");
  return [`${deviceCookieName(ref, secure)}=${ref}.${nonce}.${signature}`, ...attributes].join("; ");
}

function cookieValue(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/**
 * The device cookie a request carries for this account, if its signature is valid and it was
 * issued for this account; returns its nonce, which identifies the device in the counters.
 */
export async function readDeviceCookie(request: Request, ref: string, secure = isHttps()): Promise<{ nonce: string } | null> {
  const value = cookieValue(request.headers.get("cookie"), deviceCookieName(ref, secure));
  if (!value || value.length > 200) return null;
  const [cookieRef, nonce, signature, ...rest] = value.split(".");
  if (rest.length > 0 || !cookieRef || !nonce || !signature || cookieRef !== ref) return null;
  const expected = await mac("device-cookie", `${cookieRef}.${nonce}`);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { nonce };
}
