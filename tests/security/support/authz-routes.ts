// The application's route table as the authorization matrix reads it: app/routes.ts itself
// (the file React Router's compiler reads), every module it names loaded from source, and a
// server build made of them all (tests/support/server-build.ts), so a request goes through the
// real root, layouts, middleware, loaders and actions. A route added to app/routes.ts is in
// this table without anything to change here.
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { createRequestHandler, type ServerBuild } from "react-router";
import routeConfig from "~/routes";
import * as serverEntry from "~/entry.server";
import * as root from "~/root";
import { testServerBuild, type TestRoute } from "../../support/server-build";

export interface AppRoute {
  /** React Router's route id: the module's path without extension, unless routes.ts names it. */
  id: string;
  parentId: string;
  /** The whole URL pattern, e.g. `/admin/adhesions/:id` (layouts: null). */
  pattern: string | null;
  file: string;
  /** Its own path segment and index flag, as routes.ts declares them. */
  segment: string | undefined;
  index: boolean | undefined;
  module: Record<string, unknown>;
  hasLoader: boolean;
  hasAction: boolean;
}

const APP_DIR = path.resolve(import.meta.dirname, "../../../app");

/** The id React Router gives a route: routes.ts's `id`, else the file without its extension. */
function routeId(entry: RouteConfigEntry): string {
  return entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
}

function joinPattern(parent: string | null, segment: string | undefined, index: boolean | undefined): string | null {
  const base = parent ?? "";
  if (index) return base || "/";
  if (segment === undefined) return parent;
  return `${base.replace(/\/$/, "")}/${segment}`;
}

/** Every route of app/routes.ts with its module, parents before children. */
export async function loadAppRoutes(): Promise<AppRoute[]> {
  const routes: AppRoute[] = [];
  const walk = async (entries: readonly RouteConfigEntry[], parentId: string, parentPattern: string | null) => {
    for (const entry of entries) {
      const id = routeId(entry);
      const module = (await import(/* @vite-ignore */ path.join(APP_DIR, entry.file))) as Record<string, unknown>;
      const pattern = joinPattern(parentPattern, entry.path, entry.index);
      const isLayout = entry.path === undefined && !entry.index;
      routes.push({
        id,
        parentId,
        pattern: isLayout ? null : pattern,
        file: entry.file,
        segment: entry.path,
        index: entry.index,
        module,
        hasLoader: typeof module.loader === "function",
        hasAction: typeof module.action === "function",
      });
      if (entry.children) await walk(entry.children, id, pattern);
    }
  };
  await walk(await routeConfig, "root", null);
  return routes;
}

/** React Router's request handler over the whole route table, with the real root and server entry. */
export function appRequestHandler(routes: readonly AppRoute[]): ReturnType<typeof createRequestHandler> {
  const table: Record<string, TestRoute> = {
    // The stylesheet's URL comes from the Vite build, absent here.
    root: { module: { ...root, links: () => [] } },
  };
  for (const route of routes) table[route.id] = { module: route.module, parentId: route.parentId, path: route.segment, index: route.index };
  const build: ServerBuild = testServerBuild(table, serverEntry as unknown as Record<string, unknown>);
  return createRequestHandler(build, "production");
}
