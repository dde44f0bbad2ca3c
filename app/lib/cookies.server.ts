// Signed cookies of the site (other than the session cookie, which better-auth manages).
import { createCookie } from "react-router";
import { getEnv, isHttps } from "./env.server";

const DEV_SECRET = "adpl-local-development-cookie-secret";

function secrets(): string[] {
  return [getEnv().BETTER_AUTH_SECRET ?? DEV_SECRET];
}

/** A one-shot message shown after a redirect (flash). */
export function toastCookie() {
  return createCookie("adpl_toast", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: isHttps(),
    secrets: secrets(),
    maxAge: 60,
  });
}

/** The visitor's colour-scheme choice; absent means "follow the system". Kept one year. */
export function themeCookie() {
  return createCookie("adpl_theme", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: isHttps(),
    maxAge: 60 * 60 * 24 * 365,
  });
}
