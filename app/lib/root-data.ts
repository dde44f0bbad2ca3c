// Access to the shell's data (site identity, user, theme, toast) from any component, and the
// component-side permission check (the same map as the server's guards: lib/permissions.ts).
import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import type { loader } from "~/root";
import { can, canUseBackOffice, type Permission } from "./permissions";

export type RootLoaderData = Awaited<ReturnType<typeof loader>>["data"];

/**
 * The root loader's data. When a guard refused the page in middleware (403), the root loader
 * did not run and the refusal carries the same data (permissions.server.ts). Undefined only
 * while rendering another error raised before the root loader ran, or by the root loader.
 */
export function useRootData(): RootLoaderData | undefined {
  const loaded = useRouteLoaderData<typeof loader>("root") as RootLoaderData | undefined;
  const error = useRouteError();
  return loaded ?? rootDataOf(error);
}

function rootDataOf(error: unknown): RootLoaderData | undefined {
  if (!isRouteErrorResponse(error) || typeof error.data !== "object" || error.data === null) return undefined;
  const carried = (error.data as { rootData?: unknown }).rootData;
  return typeof carried === "object" && carried !== null ? (carried as RootLoaderData) : undefined;
}

/** The signed-in user as the browser knows them (id, email, names, roles, permissions), or null. */
export function useCurrentUser() {
  return useRootData()?.user ?? null;
}

/** Whether the signed-in user holds a permission: hides what they cannot do (the server still checks). */
export function useCan(permission: Permission): boolean {
  return can(useCurrentUser(), permission);
}

/** Whether the signed-in user may enter the back-office (shows the links to /admin). */
export function useCanUseBackOffice(): boolean {
  return canUseBackOffice(useCurrentUser());
}
