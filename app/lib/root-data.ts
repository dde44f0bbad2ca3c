// The shell's data (site identity, user, theme, toast): its shape, read from any component, and
// the component-side permission check (the same map as the server's guards: lib/permissions.ts).
// The composition root loads it (composition/shell-data.server.ts); the root loader returns it
// with what the document itself needs, and a refusal carries it.
import { createContext, isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import type { PublicSiteConfig } from "~/config/association";
import { can, canUseBackOffice, type Permission, type Role } from "./permissions";
import type { Toast } from "./toast";

/** What the browser may know about the signed-in user: no session data, no dates. */
export interface PublicUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  roles: Role[];
  permissions: Permission[];
}

/** What every page's frame shows: who runs the site, who is signed in, the theme chosen. */
export interface ShellData {
  site: PublicSiteConfig;
  user: PublicUser | null;
  theme: "light" | "dark" | null;
  /** Sample content is online: every page shows the demonstration band (features/samples). */
  demonstration: boolean;
}

/** The root loader's data as the components read it: the shell's, and the flash toast. */
export interface RootLoaderData extends ShellData {
  toast: Toast | null;
}

/**
 * How a refusal finds the shell's data: the root middleware puts the composition root's loader
 * here, and a guard that refuses in a layout's middleware (lib/permissions.server.ts) calls it.
 */
export const shellDataLoaderContext = createContext<() => Promise<ShellData>>();

/**
 * The root loader's data. When a guard refused the page in middleware (403), the root loader
 * did not run and the refusal carries the same data (permissions.server.ts). Undefined only
 * while rendering another error raised before the root loader ran, or by the root loader.
 */
export function useRootData(): RootLoaderData | undefined {
  const loaded = useRouteLoaderData("root") as RootLoaderData | undefined;
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
