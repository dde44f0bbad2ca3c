// The only way routes check rights (ADR 0008): guards that return the signed-in user or throw
// a redirect to the sign-in page / a 403, and the middleware that applies them to a whole
// subtree, so that every loader and action below a guarded layout is covered.
import { createContext, data, redirect, type MiddlewareFunction } from "react-router";
import type { SessionUser } from "./auth.server";
import { signInUrl } from "./member-paths";
import { can, canUseBackOffice, type Permission } from "./permissions";
import { getCurrentUser, getRequest, type RequestContext } from "./request-context.server";
import { shellDataLoaderContext } from "./root-data";

/**
 * A refusal. It carries the shell's data: thrown by a layout's middleware, it is shown by the
 * root error boundary without the root loader having run, and the page must still show who is
 * signed in (app/lib/root-data.ts reads it from there).
 */
async function forbidden(context: RequestContext): Promise<never> {
  const rootData = { ...(await context.get(shellDataLoaderContext)()), toast: null };
  throw data({ message: "Accès refusé", rootData }, { status: 403, statusText: "Forbidden" });
}

/** A signed-in user, or a redirect to the sign-in page that comes back here afterwards. */
export async function requireUser(context: RequestContext): Promise<SessionUser> {
  const user = await getCurrentUser(context);
  if (!user) throw redirect(signInUrl(new URL(getRequest(context).url)));
  return user;
}

/** A user holding this permission; anonymous visitors are sent to sign in, others get 403. */
export async function requirePermission(context: RequestContext, permission: Permission): Promise<SessionUser> {
  const user = await requireUser(context);
  if (!can(user, permission)) await forbidden(context);
  return user;
}

/** A user holding at least one back-office permission. */
export async function requireBackOffice(context: RequestContext): Promise<SessionUser> {
  const user = await requireUser(context);
  if (!canUseBackOffice(user)) await forbidden(context);
  return user;
}

/** Who the guards of this request let in. */
const authorisedContext = createContext<SessionUser | null>(null);

/** Records who a guard let in: the pages below read it instead of checking again. */
export function authorise(context: RequestContext, user: SessionUser): void {
  context.set(authorisedContext, user);
}

/**
 * The user a guarded layout let in (memberGuard, backOfficeGuard, permissionGuard). A page
 * outside every guard has no such user: calling this there is a programming error that fails
 * closed (500), never an open door.
 */
export function authorisedUser(context: RequestContext): SessionUser {
  const user = context.get(authorisedContext);
  if (!user) throw new Error("authorisedUser: no guard ran for this route (add memberGuard, backOfficeGuard or permissionGuard to a layout above it)");
  return user;
}

/** Middleware of the member layout: every page below needs a signed-in user. */
export const memberGuard: MiddlewareFunction<Response> = async ({ context }) => {
  authorise(context, await requireUser(context));
};

/** Middleware of the admin layout: every screen below needs some back-office permission. */
export const backOfficeGuard: MiddlewareFunction<Response> = async ({ context }) => {
  authorise(context, await requireBackOffice(context));
};

/** Middleware of one back-office section: `export const middleware = [permissionGuard("blog:write")]`. */
export function permissionGuard(permission: Permission): MiddlewareFunction<Response> {
  return async ({ context }) => {
    authorise(context, await requirePermission(context, permission));
  };
}
