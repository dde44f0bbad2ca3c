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
