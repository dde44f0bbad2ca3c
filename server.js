// Node entry point. Production: serves the Vite build (build/server/index.js bundles
// server/app.ts). Development: Vite in middleware mode with hot reload.
import path from "node:path";
import { pathToFileURL } from "node:url";
import process from "node:process";

const mode = process.env.NODE_ENV === "production" ? "production" : "development";

async function main() {
  let app;
  let services;
  if (mode === "production") {
    const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
    services = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
    services.installProcessGuards();
    await services.startServices();
    app = services.createApp(
      { mode, clientDir: path.join(buildDir, "client") },
      services.productionBuild,
    );
  } else {
    const vite = await import("vite");
    const express = (await import("express")).default;
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    const load = () => devServer.ssrLoadModule("./server/app.ts");
    services = await load();
    services.installProcessGuards();
    await services.startServices();
    app = express();
    app.use(devServer.middlewares);
    // Rebuild the inner app only when server/app.ts (or what it imports) was reloaded.
    let current = { mod: undefined, inner: undefined };
    app.use(async (req, res, next) => {
      try {
        const mod = await load();
        if (current.mod !== mod) {
          const inner = mod.createApp({ mode }, () => devServer.ssrLoadModule("virtual:react-router/server-build"));
          current = { mod, inner };
        }
        current.inner(req, res, next);
      } catch (error) {
        if (typeof error === "object" && error) devServer.ssrFixStacktrace(error);
        next(error);
      }
    });
  }

  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "0.0.0.0";
  const server = app.listen(port, host, () => {
    console.log(`ADPL site (${mode}) on http://localhost:${port}`);
  });

  let stopping = false;
  const shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Stop accepting connections and let the requests under way finish (a membership being
    // stored, an upload), so that a restart or an upgrade behind a proxy loses no answer; idle
    // keep-alive connections close now, and whatever still runs after 8 s is cut.
    const drained = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections?.();
    const cut = new Promise((resolve) => setTimeout(resolve, 8_000).unref());
    await Promise.race([drained, cut]);
    server.closeAllConnections?.();
    try {
      await services.stopServices();
    } finally {
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  if (error?.name === "ConfigError") {
    console.error(`\n${error.message}\nFix these environment variables (see .env.example) and start again.\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
