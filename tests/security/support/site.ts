// The site as a visitor reaches it, for the security checklist's tests (docs/security.md): the
// real Express app (server/app.ts: headers, rate limit, Origin and method checks, body limits,
// page cache) in front of React Router with the real route modules of app/routes.ts, on the test
// file's database. A test file names the routes it needs (their layouts come with them), so it
// loads only those modules; `"*"` loads the whole route table.
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { vi } from "vitest";
import { createApp } from "../../../server/app";
import { pageCache } from "../../../server/page-cache";
import routeConfig from "~/routes";
import * as serverEntry from "~/entry.server";
import { getDb } from "~/db/client.server";
import { getAuth } from "~/lib/auth.server";
import { parseEnv } from "~/lib/env.server";
import { cookieFrom, validPassword } from "../../factories";
import { testServerBuild, type TestRoute } from "../../support/server-build";

// These tests do real password hashing and page rendering; on a loaded 2-core machine a test
// of a few sign-ins can take a minute.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

interface ConfigRoute {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  children?: ConfigRoute[];
}

interface FlatRoute {
  id: string;
  file: string;
  parentId: string;
  path?: string;
  index?: boolean;
}

/** The route table of app/routes.ts, flattened with each route's id and parent. */
function flatten(routes: ConfigRoute[], parentId = "root"): FlatRoute[] {
  return routes.flatMap((r) => {
    const id = r.id ?? r.file.replace(/\.[jt]sx?$/, "");
    return [{ id, file: r.file, parentId, path: r.path, index: r.index }, ...flatten(r.children ?? [], id)];
  });
}

export const ROUTE_TABLE = flatten(routeConfig as ConfigRoute[]);

/** The ids of `wanted` and of every layout above them. */
function withAncestors(wanted: string[]): Set<string> {
  const byId = new Map(ROUTE_TABLE.map((r) => [r.id, r]));
  const ids = new Set<string>();
  for (const id of wanted) {
    let route = byId.get(id);
    if (!route) throw new Error(`no route ${id} in app/routes.ts`);
    while (route) {
      ids.add(route.id);
      route = byId.get(route.parentId);
    }
  }
  return ids;
}

/** A server build of the real root and the chosen route modules. */
export async function siteBuild(routeIds: string[] | "*"): Promise<ServerBuild> {
  const ids = routeIds === "*" ? new Set(ROUTE_TABLE.map((r) => r.id)) : withAncestors(routeIds);
  const root = await import("~/root");
  // The stylesheet's and fonts' URLs come from the Vite build, absent here.
  const routes: Record<string, TestRoute> = { root: { module: { ...root, links: () => [] } } };
  for (const r of ROUTE_TABLE.filter((route) => ids.has(route.id))) {
    const module = (await import(/* @vite-ignore */ path.resolve("app", r.file))) as Record<string, unknown>;
    routes[r.id] = { module, parentId: r.parentId, path: r.path, index: r.index };
  }
  return testServerBuild(routes, serverEntry);
}

export interface Site {
  url: string;
  /** The site's origin as SITE_URL declares it (what a browser on the site sends as Origin). */
  origin: string;
  stop: () => Promise<void>;
}

/**
 * Starts the Express app of production on a free local port, serving `routeIds`. `env` is the
 * configuration (parseEnv's names); by default the POST limit per address is out of the way and
 * SITE_URL is the address the site listens on, so that a post with the site's own Origin passes
 * both the Origin check and React Router's (which compares it with the Host).
 */
export async function startSite(routeIds: string[] | "*", env: Record<string, string> = {}): Promise<Site> {
  const build = await siteBuild(routeIds);
  // The app needs the address first: it is attached once the server listens.
  const server: Server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = parseEnv({ POST_RATE_LIMIT_PER_MINUTE: "100000", SITE_URL: url, ...env });
  server.on("request", createApp({ mode: "production", env: config }, async () => build));
  pageCache.clear();
  return {
    url,
    origin: new URL(config.SITE_URL).origin,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  location: string | null;
}

/** One request to the site, redirects not followed; `form` posts it URL-encoded. */
export async function request(
  site: Site,
  pathname: string,
  options: {
    method?: string;
    form?: Record<string, string> | URLSearchParams | string;
    cookie?: string;
    headers?: Record<string, string>;
    body?: BodyInit;
    /** The client's address, as a trusted proxy reports it (a site started with TRUST_PROXY=loopback). */
    ip?: string;
  } = {},
): Promise<Answer> {
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("Cookie", options.cookie);
  if (options.ip) headers.set("X-Forwarded-For", options.ip);
  let body = options.body;
  if (options.form !== undefined) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    body = typeof options.form === "string" ? options.form : new URLSearchParams(options.form).toString();
  }
  const method = options.method ?? (body === undefined ? "GET" : "POST");
  const response = await fetch(`${site.url}${pathname}`, { method, headers, body, redirect: "manual" });
  return { status: response.status, headers: response.headers, text: await response.text(), location: response.headers.get("location") };
}

/** The Cookie header a browser sends after signing in with `email` (password: validPassword). */
export async function sessionFor(email: string, password = validPassword): Promise<string> {
  const { headers } = await getAuth(getDb()).api.signInEmail({ body: { email, password }, returnHeaders: true });
  return cookieFrom(headers);
}

/** The hidden fields of a page's forms, first value of each name (idempotency key, honeypot…). */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input\b[^>]*type="hidden"[^>]*>/g)) {
    const name = /\bname="([^"]+)"/.exec(match[0])?.[1];
    const value = /\bvalue="([^"]*)"/.exec(match[0])?.[1] ?? "";
    if (name && !(name in fields)) fields[name] = value.replaceAll("&amp;", "&").replaceAll("&quot;", '"');
  }
  return fields;
}

/** A new client address at each call (TEST-NET-2), so per-address limits stay out of the way. */
let lastIp = 0;
export function nextIp(): string {
  lastIp += 1;
  return `198.51.100.${(lastIp % 250) + 1}`;
}

/** The session token cookie of an answer's Set-Cookie headers, as the browser sends it back. */
export function sessionCookieOf(headers: Headers): string {
  return cookieFrom(headers)
    .split("; ")
    .filter((c) => c.includes("session_token="))
    .join("; ");
}

/**
 * A page's HTML without what differs on every render whatever the answer says: the CSP nonce
 * and the time a form was rendered (the timing check's hidden field). Two answers that must not
 * tell a visitor apart compare equal through this.
 */
export function comparableAnswer(html: string): string {
  return html
    .replace(/nonce="[^"]*"/g, "")
    .replace(/'nonce-[^']*'/g, "")
    .replace(/name="rendu_le" value="\d+"/g, 'name="rendu_le"');
}
