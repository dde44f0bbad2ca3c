// The data of the page shell: site identity, the signed-in user (public fields only), theme.
// The root loader returns it with the flash toast; a refusal (403) carries it too, because a
// guard that refuses in middleware stops the root loader from running (ADR 0008).
import type { SessionUser } from "./auth.server";
import { getCurrentUser, getRequest, type RequestContext } from "./request-context.server";
import { getSiteConfig } from "./site-config.server";
import { getTheme } from "./theme.server";

/** What the browser may know about the signed-in user: no session data, no dates. */
export function publicUser(user: SessionUser) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: user.roles,
    permissions: user.permissions,
  };
}

export type PublicUser = ReturnType<typeof publicUser>;

export async function loadShellData(context: RequestContext) {
  const [user, theme] = await Promise.all([getCurrentUser(context), getTheme(getRequest(context))]);
  return { site: getSiteConfig(), user: user && publicUser(user), theme };
}
