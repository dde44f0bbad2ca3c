// The data of the page shell (lib/root-data.ts): site identity (as saved on /admin/association),
// the signed-in user (public fields only), theme. The root loader returns it with the flash
// toast; a refusal (403) carries it too, because a guard that refuses in middleware stops the
// root loader from running (ADR 0008): the root middleware below hands the guards this loader.
// Here, in the composition root, because the identity is a feature's (features/association).
import type { MiddlewareFunction } from "react-router";
import { loadSiteConfig } from "~/features/association/identity.server";
import { hasOnlineSamples } from "~/features/samples/samples.server";
import type { SessionUser } from "~/lib/auth.server";
import { logger } from "~/lib/logger.server";
import { getCurrentUser, getDatabase, getRequest, type RequestContext } from "~/lib/request-context.server";
import { shellDataLoaderContext, type PublicUser, type ShellData } from "~/lib/root-data";
import { getSiteConfig } from "~/lib/site-config.server";
import { getTheme } from "~/lib/theme.server";

/** What the browser may know about the signed-in user: no session data, no dates. */
export function publicUser(user: SessionUser): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: user.roles,
    permissions: user.permissions,
  };
}

export async function loadShellData(context: RequestContext): Promise<ShellData> {
  const [user, theme, site, demonstration] = await Promise.all([getCurrentUser(context), getTheme(getRequest(context)), shellSiteConfig(context), shellDemonstration(context)]);
  return { site, user: user && publicUser(user), theme, demonstration };
}

/** Puts the shell data's loader in the request context, for a guard below to frame its refusal. */
export function provideShellData(context: RequestContext): void {
  context.set(shellDataLoaderContext, () => loadShellData(context));
}

/** The root's middleware that does it (tests that call a loader directly call provideShellData). */
export const shellDataMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  provideShellData(context);
  return next();
};

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

/** Whether sample content is online (the band); a database that cannot answer shows no band. */
async function shellDemonstration(context: RequestContext): Promise<boolean> {
  try {
    return await hasOnlineSamples(getDatabase(context));
  } catch (error) {
    logger.error({ err: error }, "sample content could not be counted; no demonstration band");
    return false;
  }
}
