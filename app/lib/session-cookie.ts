// Whether a request carries the signed-in session's cookie (better-auth's, prefixed `adpl.`):
// read by the request handler (private answers, H2), the page cache (never for a member) and the
// session read (no cookie, no session: nothing to ask the database).
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?adpl\.session_token=/;

export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? "");
}
