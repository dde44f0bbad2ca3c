// A React Router server build made of route modules in a test (no Vite): the integration tests
// that drive the real request handler or the whole Express app with chosen routes.
import {
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
  type ServerBuild,
} from "react-router";

export interface TestRoute {
  module: Record<string, unknown>;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/** What the React Router compiler does to a route's components. */
function asBuilt(module: Record<string, unknown>) {
  const built = { ...module };
  if (typeof module.default === "function") built.default = withComponentProps(module.default as never);
  if (typeof module.ErrorBoundary === "function") built.ErrorBoundary = withErrorBoundaryProps(module.ErrorBoundary as never);
  return built;
}

/** `entry`: the server entry module (app/entry.server.tsx, or a wrapper of it). */
export function testServerBuild(routes: Record<string, TestRoute>, entry: Record<string, unknown>): ServerBuild {
  const manifestRoutes = Object.fromEntries(
    Object.entries(routes).map(([id, r]) => [
      id,
      {
        id,
        parentId: r.parentId,
        path: r.path,
        index: r.index,
        hasAction: typeof r.module.action === "function",
        hasLoader: typeof r.module.loader === "function",
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: typeof r.module.ErrorBoundary === "function",
        module: `/assets/${id.replace(/\W/g, "-")}.js`,
        imports: [],
        css: [],
      },
    ]),
  );
  return {
    entry: { module: entry },
    routes: Object.fromEntries(Object.entries(routes).map(([id, r]) => [id, { id, parentId: r.parentId, path: r.path, index: r.index, module: asBuilt(r.module) }])),
    assets: { entry: { module: "/assets/entry.js", imports: [] }, routes: manifestRoutes, url: "/assets/manifest.js", version: "test" },
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_middleware: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial" },
  } as unknown as ServerBuild;
}
