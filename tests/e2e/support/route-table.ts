// The production server build the e2e server runs (BUILD_DIR), read by the suites that walk
// its route table (hardening, authorization) or its asset manifest (budget), so that a route
// added later is covered without editing a list.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

export async function serverBuild(): Promise<ServerBuild> {
  const entry = (await import(pathToFileURL(path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js")).href)) as { productionBuild: () => Promise<ServerBuild> };
  return entry.productionBuild();
}

export interface ServerRoute {
  id: string;
  /** The full URL pattern ("/admin/:section/:id"), "" for a pathless layout. */
  pattern: string;
  /** Parent route ids, nearest first. */
  ancestors: string[];
  hasLoader: boolean;
  hasAction: boolean;
}

/** Every route of the build with its full pattern; the catch-all left out. */
export async function serverRoutes(): Promise<ServerRoute[]> {
  const build = await serverBuild();
  const fullPath = (id: string): string => {
    const route = build.routes[id];
    if (!route) return "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return route.path ? `${parent}/${route.path}`.replace(/\/+/g, "/") : parent;
  };
  const ancestors = (id: string): string[] => {
    const parent = build.routes[id]?.parentId;
    return parent ? [parent, ...ancestors(parent)] : [];
  };
  return Object.values(build.routes)
    .filter((route) => route !== undefined && route.path !== "*")
    .map((route) => ({
      id: route!.id,
      pattern: route!.path ? fullPath(route!.id) : "",
      ancestors: ancestors(route!.id),
      hasLoader: typeof route!.module.loader === "function",
      hasAction: typeof route!.module.action === "function",
    }));
}

/** The editorial kinds of the back-office (/admin/:section). */
export const ADMIN_SECTIONS = ["blog", "rencontres", "propositions", "prises-positions"] as const;
/** The kinds of "Contenus du site" (/admin/contenus/:section), tested in site-content.spec.ts. */
export const SITE_CONTENT_SECTIONS = ["equipe", "temoignages", "campagnes"] as const;

export interface AdminRoute {
  path: string;
  loader: boolean;
  action: boolean;
}

/**
 * Every /admin route of the server build with a loader or an action, its parameters filled in
 * (the sample content gives every kind an item with id 1; a UUID id stays "1", which the
 * authorization walk replaces with a real one).
 */
export async function adminRoutes(): Promise<AdminRoute[]> {
  const routes: AdminRoute[] = [];
  for (const route of await serverRoutes()) {
    const { pattern } = route;
    if (pattern !== "/admin" && !pattern.startsWith("/admin/")) continue;
    if (!route.hasLoader && !route.hasAction) continue;
    const sections = pattern.startsWith("/admin/contenus/:section") ? SITE_CONTENT_SECTIONS : ADMIN_SECTIONS;
    const paths = pattern.includes(":section") ? sections.map((s) => pattern.replace(":section", s)) : [pattern];
    for (const p of paths) routes.push({ path: p.replace(":id", "1"), loader: route.hasLoader, action: route.hasAction });
  }
  if (routes.some((r) => r.path.includes(":"))) throw new Error(`an /admin route has a parameter this walk does not fill: ${routes.map((r) => r.path).join(", ")}`);
  return routes;
}
