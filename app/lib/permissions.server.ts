// The only way routes check rights: guards that return the user or throw a redirect / 403.
import { redirect } from "react-router";
import { getSessionUser, type SessionUser } from "./auth.server";
import { safeRedirectPath } from "./safe-redirect";

function signInUrl(request: Request): string {
  const url = new URL(request.url);
  const target = safeRedirectPath(url.pathname + url.search);
  return `/espace?redirectTo=${encodeURIComponent(target)}`;
}

/** A signed-in user, or a redirect to the sign-in page that comes back here afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect(signInUrl(request));
  return user;
}

/** An administrator; anonymous visitors are sent to sign in, other users get 403. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!user.isAdmin) {
    throw new Response("Accès réservé aux administrateurs", { status: 403, statusText: "Forbidden" });
  }
  return user;
}

/** Only for pages that must not be seen signed in (e.g. the sign-up form). */
export async function requireAnonymous(request: Request): Promise<void> {
  if (await getSessionUser(request)) throw redirect("/espace");
}
