// The data of the page shell: site identity (as saved on /admin/association), the signed-in
// user (public fields only), theme. The root loader returns it with the flash toast; a refusal
// (403) carries it too, because a guard that refuses in middleware stops the root loader from
// running (ADR 0008).
import { loadSiteConfig } from "~/features/association/identity.server";
import type { SessionUser } from "./auth.server";
import { logger } from "./logger.server";
import { getCurrentUser, getDatabase, getRequest, type RequestContext } from "./request-context.server";
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
  const [user, theme, site] = await Promise.all([getCurrentUser(context), getTheme(getRequest(context)), shellSiteConfig(context)]);
  return { site, user: user && publicUser(user), theme };
}

/**
 * The identity is read on every request, so an administrator's save shows on the next page
 * view. If the database cannot answer, the shell (and the error page it frames) still shows,
 * with the environment's identity.
 */
async function shellSiteConfig(context: RequestContext) {
  try {
    return await loadSiteConfig(getDatabase(context));
  } catch (error) {
    logger.error({ err: error }, "site identity could not be read; showing the configured defaults");
    return getSiteConfig();
  }
}
