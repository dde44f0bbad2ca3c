// The HTTP application: security headers, logging, compression, static files, health check,
// rate limit of every state-changing request, Origin check, method check, then React Router
// behind a bounded body reader. Bundled with the app by Vite so the routes and the server
// share one database client.
import { randomUUID } from "node:crypto";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import { sql } from "drizzle-orm";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import { getDb, isDatabaseOpen } from "~/db/client.server";
import { getEnv, isHttps, type Env } from "~/lib/env.server";
import { loggableUrl } from "~/lib/loggable-url";
import { logger } from "~/lib/logger.server";
import { createRequestContext } from "~/lib/request-context.server";
import { getMapTiles, tileImageSources } from "~/features/neighbourhoods/map-tiles.server";
import { createRateLimiter } from "~/lib/rate-limit.server";
import { sendFrenchError } from "./error-pages";
import { pageCacheHits, reactRouterHandler } from "./request-handler";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";
import { filesUnder, precompressedStatic } from "./precompressed";
import { OUTBOX_CONFIG } from "./outbox-forms";
import { serviceWorkerScript } from "./service-worker";
export { startServices, stopServices } from "./lifecycle";
export { installProcessGuards } from "./process-guards";

export interface CreateAppOptions {
  mode: "production" | "development";
  /** Directory of the client build (production only). */
  clientDir?: string;
  /** The configuration to apply (tests); the process's validated environment otherwise. */
  env?: Env;
}

/**
 * Compression of what is rendered per request (pages not cached, JSON, feeds; cached pages and
 * static files come compressed already, ADR 0019): brotli quality 2 and gzip level 3 instead of
 * the middleware's 4 and 6. On a 100 KB page: brotli 0.6 ms instead of 1.1 ms for 7 % more bytes
 * (17.5 KB instead of 16.3), gzip 0.5 ms instead of 1.0 ms for 11 % more — on a core that also
 * renders the pages.
 */
const DYNAMIC_COMPRESSION: compression.CompressionOptions = {
  level: 3,
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
};

/** Methods the site answers; everything else gets 405 (V8). Forms post, links get. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

/** A request id from a client or proxy is kept only if short and plain; otherwise one is made. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === "string" && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

function requestLogging() {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFrom(req.headers["x-request-id"]);
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = res.statusCode >= 500 ? "error" : "info";
      logger[level]({ requestId, method: req.method, url: loggableUrl(req.originalUrl), status: res.statusCode, ms: Math.round(ms) }, "request");
    });
    next();
  };
}

const isSafeMethod = (method: string) => method === "GET" || method === "HEAD";

/**
 * The newsletter's one-click unsubscribe (RFC 8058): a mail provider or a webmail POSTs to the
 * link of the List-Unsubscribe header from its own origin. The token in the URL is the proof (it
 * only unsubscribes its own address, idempotently), so this one request may come from anywhere:
 * its Origin is dropped, for this check and for React Router's own (which answers 400 to a
 * cross-origin action).
 */
const isOneClickUnsubscribe = (req: Request) => req.path === "/newsletter/desinscription" && typeof req.query.token === "string";

/**
 * Rejects cross-origin state changes (V4): an Origin, when sent, must be this site's — the
 * origin of SITE_URL (scheme, host and port) when it is set, else this request's own. The one
 * exception is the newsletter's one-click unsubscribe.
 */
function sameOriginPosts(siteOrigin: string | undefined) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (isSafeMethod(req.method)) return next();
    const origin = req.headers.origin;
    if (origin === undefined) return next();
    if (isOneClickUnsubscribe(req)) {
      delete req.headers.origin;
      return next();
    }
    const expected = siteOrigin ?? `${req.protocol}://${req.get("host") ?? ""}`;
    let actual: string | undefined;
    try {
      actual = origin === "null" ? undefined : new URL(origin).origin;
    } catch {
      actual = undefined;
    }
    if (actual !== expected) {
      res.status(403).type("text/plain; charset=utf-8").send("Requête refusée\u202f: origine non autorisée.");
      return;
    }
    next();
  };
}

/**
 * Counts every state-changing request per client address (H3: proxy-aware through TRUST_PROXY),
 * across every process on PostgreSQL (lib/rate-limit.server.ts).
 */
function stateChangeRateLimit(limitPerMinute: number) {
  const limiter = createRateLimiter({ name: "state-change", limit: limitPerMinute, windowMs: 60_000 });
  return async (req: Request, res: Response, next: NextFunction) => {
    if (isSafeMethod(req.method)) return next();
    let result;
    try {
      result = await limiter.hit(isDatabaseOpen() ? getDb() : null, req.ip ?? "unknown");
    } catch (error) {
      next(error);
      return;
    }
    if (result.allowed) return next();
    sendFrenchError(res, 429, {
      headers: { "Retry-After": String(result.retryAfterSeconds) },
      extra: `Vous pourrez réessayer dans ${result.retryAfterSeconds} secondes.`,
      close: true,
    });
  };
}

function allowedMethods() {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((ALLOWED_METHODS as readonly string[]).includes(req.method)) return next();
    sendFrenchError(res, 405, { headers: { Allow: ALLOWED_METHODS.join(", ") }, close: true });
  };
}

export function createApp(options: CreateAppOptions, build: () => Promise<ServerBuild>) {
  const env = options.env ?? getEnv();
  const dev = options.mode === "development";
  const app = express();
  app.disable("x-powered-by");
  // Parsed by the env module: false, true, a hop count or a list of addresses/subnets.
  app.set("trust proxy", env.TRUST_PROXY);

  app.use(requestLogging());
  const headerOptions = { dev, https: isHttps(env), imageSources: tileImageSources(getMapTiles(env)) };
  app.use(securityHeaders(headerOptions));
  // Anonymous public pages kept by the page cache: their stored bytes at once (ADR 0019, 0027).
  app.use(pageCacheHits(options.mode));
  app.use(compression(DYNAMIC_COMPRESSION));

  if (options.clientDir) {
    app.get("/sw.js", serviceWorkerScript(options.clientDir, OUTBOX_CONFIG));
    // Hashed assets never change: cache them for a year. Each static file is sent as the build's
    // brotli or gzip copy when the client takes it (compressed once, at build time).
    const assetsDir = path.join(options.clientDir, "assets");
    app.use("/assets", precompressedStatic(assetsDir), express.static(assetsDir, { immutable: true, maxAge: "1y", index: false }));
    // The build's other files (icons, manifest, fonts): only their addresses reach the static
    // middleware, listed once at start, so that a page's address costs no file lookup (a stat on
    // the thread pool and a 404 error object: ~12 % of a cached page's answer, ADR 0027).
    const clientFiles = filesUnder(options.clientDir);
    const clientStatic = express.Router().use(precompressedStatic(options.clientDir), express.static(options.clientDir, { maxAge: "1h", index: false }));
    app.use((req, res, next) => (clientFiles.has(req.path) ? clientStatic(req, res, next) : next()));
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

  app.use(stateChangeRateLimit(env.POST_RATE_LIMIT_PER_MINUTE));
  app.use(sameOriginPosts(env.SITE_ORIGIN));
  app.use(allowedMethods());

  app.use(
    reactRouterHandler({
      build,
      mode: options.mode,
      // React Router's context for this request (ADR 0008): what the server knows about it and
      // the database; the root middleware adds the session.
      getLoadContext: (req, res) =>
        createRequestContext(
          { nonce: res.locals.nonce as string, clientIp: req.ip ?? "unknown", requestId: res.locals.requestId as string },
          isDatabaseOpen() ? getDb() : undefined,
        ),
      documentPolicy: contentSecurityPolicy("document", headerOptions),
    }),
  );

  // Last resort: an unexpected error ends this request with a French 500 page and a log line,
  // never the process (O1).
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    logger.error({ err: error, requestId: res.locals.requestId, method: req.method, url: loggableUrl(req.originalUrl) }, "unhandled request error");
    sendFrenchError(res, 500);
  });
  return app;
}

// The production bundle's entry: server.js imports this module from build/server/index.js.
export async function productionBuild(): Promise<ServerBuild> {
  return (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
}
