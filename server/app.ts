// The HTTP application: security headers, logging, compression, static files, health check,
// POST rate limit and Origin check, then React Router. Bundled with the app by Vite so the
// routes and the server share one database client.
import "~/lib/load-context";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import { sql } from "drizzle-orm";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import { getDb, isDatabaseOpen } from "~/db/client.server";
import { getEnv, isHttps } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { createMemoryRateLimiter } from "~/lib/rate-limit.server";
import { securityHeaders } from "./security-headers";
export { startServices, stopServices } from "./lifecycle";

export interface CreateAppOptions {
  mode: "production" | "development";
  /** Directory of the client build (production only). */
  clientDir?: string;
}

const postLimiter = () =>
  createMemoryRateLimiter({ limit: getEnv().POST_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 });

function requestLogging() {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const requestId = (req.headers["x-request-id"] as string | undefined)?.slice(0, 64) || randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = res.statusCode >= 500 ? "error" : "info";
      logger[level]({ requestId, method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms) }, "request");
    });
    next();
  };
}

/** Rejects cross-origin state changes (V4): an Origin, when sent, must be this site's. */
function sameOriginPosts() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.headers.origin;
    const host = req.headers.host;
    if (origin && origin !== "null") {
      let originHost: string | undefined;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = undefined;
      }
      if (originHost !== host) {
        res.status(403).type("text/plain; charset=utf-8").send("Requête refusée : origine non autorisée.");
        return;
      }
    } else if (origin === "null") {
      res.status(403).type("text/plain; charset=utf-8").send("Requête refusée : origine non autorisée.");
      return;
    }
    next();
  };
}

export function createApp(options: CreateAppOptions, build: () => Promise<ServerBuild>) {
  const env = getEnv();
  const dev = options.mode === "development";
  const app = express();
  app.disable("x-powered-by");
  if (process.env.TRUST_PROXY) app.set("trust proxy", process.env.TRUST_PROXY);

  app.use(requestLogging());
  app.use(securityHeaders({ dev, https: isHttps(env) }));
  app.use(compression());

  if (options.clientDir) {
    // Hashed assets never change: cache them for a year.
    app.use(
      "/assets",
      express.static(path.join(options.clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    app.use(express.static(options.clientDir, { maxAge: "1h", index: false }));
  }

  app.get("/healthz", async (_req, res) => {
    try {
      if (!isDatabaseOpen()) throw new Error("database not open");
      await getDb().execute(sql`select 1`);
      res.setHeader("Cache-Control", "no-store");
      res.json({ status: "ok", database: "ok" });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      res.status(503).json({ status: "error", database: "unreachable" });
    }
  });

  const limiter = postLimiter();
  app.use((req, res, next) => {
    if (req.method !== "POST") return next();
    const result = limiter.hit(req.ip ?? "unknown");
    if (!result.allowed) {
      res.setHeader("Retry-After", String(result.retryAfterSeconds));
      res
        .status(429)
        .type("text/html; charset=utf-8")
        .send(
          `<!doctype html><html lang="fr"><meta charset="utf-8"><title>Trop de requêtes | ADPL</title><h1>Trop de requêtes</h1><p>Vous avez envoyé trop de formulaires en peu de temps. Merci de réessayer dans ${result.retryAfterSeconds} secondes.</p><p><a href="/">Retour à l’accueil</a></p></html>`,
        );
      return;
    }
    next();
  });
  app.use(sameOriginPosts());

  app.use(
    createRequestHandler({
      build,
      mode: options.mode,
      getLoadContext: (req, res) => ({
        nonce: res.locals.nonce as string,
        clientIp: req.ip ?? "unknown",
        requestId: res.locals.requestId as string,
      }),
    }),
  );
  return app;
}

// The production bundle's entry: server.js imports this module from build/server/index.js.
export async function productionBuild(): Promise<ServerBuild> {
  return (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
}
