// What to fuzz, read from the production build: the route table (which routes have an action,
// their full paths, their single-fetch `.data` URLs) and, from the rendered pages, the field
// names of the forms that post to each action.
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** Value given to dynamic segments such as `:token`. */
export const PARAM_VALUE = "abcdefghijklmnopqrstuv";
/** A path no route matches: it reaches the `*` route (which has an action too). */
export const UNKNOWN_PATH = "/fuzz-chemin-inconnu-7f3a";

interface BuildRoute {
  id: string;
  path?: string;
  parentId?: string;
  index?: boolean;
  module: { action?: unknown; loader?: unknown; default?: unknown };
}
interface ServerBuildLike {
  routes: Record<string, BuildRoute | undefined>;
  basename?: string;
  future?: Record<string, unknown>;
}

export interface RouteInfo {
  id: string;
  /** Full URL pattern, e.g. /remontee-idees/suivi/:token. */
  pattern: string;
  /** Full path with made-up parameter values (basename included). */
  path: string;
  index: boolean;
  splat: boolean;
  hasAction: boolean;
  hasLoader: boolean;
  hasComponent: boolean;
}

export interface RouteTable {
  routes: RouteInfo[];
  basename: string;
  trailingSlashAware: boolean;
}

/** Imports build/server/index.js and flattens its route tree. */
export async function loadRouteTable(buildDir: string): Promise<RouteTable> {
  const mod = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as {
    routes?: ServerBuildLike["routes"];
    basename?: string;
    future?: Record<string, unknown>;
    productionBuild?: () => Promise<ServerBuildLike>;
  };
  // A plain React Router server build exports `routes`; this project's bundle wraps it in
  // productionBuild() (server/app.ts).
  const build: ServerBuildLike | undefined = mod.routes ? (mod as ServerBuildLike) : await mod.productionBuild?.();
  if (!build?.routes) throw new Error(`${buildDir}/server/index.js exports neither routes nor productionBuild()`);
  const basename = build.basename ?? "/";
  const trailingSlashAware = build.future?.v8_trailingSlashAwareDataRequests === true;
  const all = Object.values(build.routes).filter((r): r is BuildRoute => !!r);
  const byId = new Map(all.map((r) => [r.id, r]));

  const patternOf = (route: BuildRoute): string => {
    const segments: string[] = [];
    for (let r: BuildRoute | undefined = route; r; r = r.parentId ? byId.get(r.parentId) : undefined) {
      if (r.path) segments.unshift(r.path.replace(/^\/+|\/+$/g, ""));
    }
    return "/" + segments.filter(Boolean).join("/");
  };
  const fill = (pattern: string) =>
    pattern
      .split("/")
      .map((s) => (s.startsWith(":") ? PARAM_VALUE : s.replace(/\?$/, "")))
      .join("/");
  const withBase = (p: string) => (basename === "/" ? p : `${basename.replace(/\/$/, "")}${p === "/" ? "" : p}` || "/");

  const routes: RouteInfo[] = [];
  for (const r of all) {
    if (r.id === "root") continue;
    const pattern = patternOf(r);
    // Layout routes (no path, not index) are reached through their children only.
    if (!r.path && !r.index) continue;
    const splat = pattern.endsWith("*");
    routes.push({
      id: r.id,
      pattern,
      path: splat ? withBase(UNKNOWN_PATH) : withBase(fill(pattern)),
      index: !!r.index,
      splat,
      hasAction: typeof r.module.action === "function",
      hasLoader: typeof r.module.loader === "function",
      hasComponent: typeof r.module.default === "function",
    });
  }
  return { routes, basename, trailingSlashAware };
}

/** The URL React Router's client posts a form to: index routes need `?index`. */
export function actionUrl(route: RouteInfo, search = ""): string {
  let query = search.replace(/^\?/, "");
  if (route.index && !/(^|&)index(=|&|$)/.test(query)) query = query ? `${query}&index` : "index";
  return `${route.path}${query ? `?${query}` : ""}`;
}

/** The single-fetch URL for a document URL, as react-router's singleFetchUrl() builds it. */
export function dataUrl(pathAndSearch: string, table: Pick<RouteTable, "basename" | "trailingSlashAware">): string {
  const url = new URL(pathAndSearch, "http://fuzz.invalid");
  const base = table.basename.replace(/\/$/, "");
  if (table.trailingSlashAware) {
    url.pathname = url.pathname.endsWith("/") ? `${url.pathname}_.data` : `${url.pathname}.data`;
  } else if (url.pathname === "/" || (base && (url.pathname === base || url.pathname === `${base}/`))) {
    url.pathname = `${base}/_root.data`;
  } else {
    url.pathname = `${url.pathname.replace(/\/$/, "")}.data`;
  }
  // Keep the query exactly as given (URLSearchParams would turn `?index` into `?index=`).
  const query = pathAndSearch.includes("?") ? pathAndSearch.slice(pathAndSearch.indexOf("?")) : "";
  return url.pathname + query;
}

// ---------------------------------------------------------------------------------------------
// Forms in the rendered HTML

export interface FormField {
  name: string;
  /** input type, or select / textarea / button. */
  kind: string;
  /** The value a plausible visitor would send. */
  value: string;
  /** Choice fields: the allowed values. */
  options: string[];
}

export interface DiscoveredForm {
  /** Page the form was found on. */
  foundOn: string;
  /** Action pathname and query. */
  actionPath: string;
  actionSearch: string;
  fields: FormField[];
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === "#") return String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/** Attributes of one start tag, names lower-cased. */
function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  const body = tag.replace(/^<[a-z0-9]+/i, "").replace(/\/?>$/, "");
  const re = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (let m = re.exec(body); m; m = re.exec(body)) out[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  return out;
}

interface Control {
  at: number;
  tag: string;
  attrs: Record<string, string>;
  options: Array<{ value: string; selected: boolean }>;
}

function controlsIn(html: string, offset: number): Control[] {
  const out: Control[] = [];
  const re = /<(input|select|textarea|button)\b[^>]*>/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const tag = m[1].toLowerCase();
    const attrs = attributes(m[0]);
    const options: Control["options"] = [];
    if (tag === "select") {
      const end = html.indexOf("</select>", m.index);
      const inner = html.slice(m.index, end < 0 ? undefined : end);
      for (const o of inner.matchAll(/<option\b[^>]*>/gi)) {
        const a = attributes(o[0]);
        options.push({ value: a.value ?? "", selected: "selected" in a });
      }
    }
    out.push({ at: offset + m.index, tag, attrs, options });
  }
  return out;
}

/** A plausible value for a field, from its type and name. */
function plausibleValue(c: Control): string {
  const a = c.attrs;
  const type = (a.type ?? (c.tag === "input" ? "text" : c.tag)).toLowerCase();
  const max = a.maxlength ? Number(a.maxlength) : undefined;
  const clip = (s: string) => (max && max > 0 ? s.slice(0, max) : s);
  // Honeypots (off-screen, out of the tab order) stay empty, or every request stops there.
  if (a.tabindex === "-1" && !a.value) return "";
  if (c.tag === "select") return (c.options.find((o) => o.selected) ?? c.options.find((o) => o.value) ?? { value: "" }).value;
  if (type === "hidden" || type === "radio" || type === "checkbox" || type === "submit" || c.tag === "button") return a.value ?? "on";
  if (type === "email" || /e-?mail/i.test(a.name ?? "")) return "fuzz@example.org";
  if (type === "tel" || /t[eé]l[eé]phone|phone/i.test(a.name ?? "")) return "0612345678";
  if (type === "password") return "motdepasse-fuzz-2024";
  if (type === "number" || a.inputmode === "numeric") return clip("69002");
  if (type === "date") return "2025-06-01";
  if (type === "url") return "https://example.org/";
  if (c.tag === "textarea") return clip("Message de test du fuzzeur, assez long pour passer la validation.");
  return clip("Texte de test");
}

/** Post forms of a page, with the fields that belong to each (nested or via form="id"). */
export function parsePostForms(html: string, pageUrl: string): DiscoveredForm[] {
  const forms: DiscoveredForm[] = [];
  const everywhere = controlsIn(html, 0);
  for (const m of html.matchAll(/<form\b[^>]*>/gi)) {
    const attrs = attributes(m[0]);
    if ((attrs.method ?? "get").toLowerCase() !== "post") continue;
    const start = m.index ?? 0;
    const endIndex = html.indexOf("</form>", start);
    const end = endIndex < 0 ? html.length : endIndex;
    const id = attrs.id;
    const mine = everywhere.filter((c) => (c.attrs.form ? c.attrs.form === id : c.at > start && c.at < end));
    const fields: FormField[] = [];
    const seen = new Set<string>();
    // Radios: the checked one wins, else the first.
    const checkedRadio = new Map<string, string>();
    for (const c of mine) if ((c.attrs.type ?? "").toLowerCase() === "radio" && "checked" in c.attrs && c.attrs.name) checkedRadio.set(c.attrs.name, c.attrs.value ?? "on");
    for (const c of mine) {
      const name = c.attrs.name;
      if (!name || seen.has(name) || "disabled" in c.attrs) continue;
      seen.add(name);
      const type = (c.attrs.type ?? (c.tag === "input" ? "text" : c.tag)).toLowerCase();
      const options =
        c.tag === "select"
          ? c.options.map((o) => o.value).filter(Boolean)
          : type === "radio" || c.tag === "button" || type === "submit"
            ? mine.filter((o) => o.attrs.name === name).map((o) => o.attrs.value ?? "on")
            : [];
      const value = type === "radio" ? (checkedRadio.get(name) ?? options[0] ?? "on") : plausibleValue(c);
      fields.push({ name, kind: c.tag === "input" ? type : c.tag, value, options });
    }
    const action = new URL(attrs.action || pageUrl, `http://fuzz.invalid${pageUrl}`);
    forms.push({ foundOn: pageUrl, actionPath: action.pathname, actionSearch: action.search, fields });
  }
  return forms;
}

/** Same-path links with a query (e.g. /adhesion?annee=2025), to reach forms shown after a choice. */
export function sameRouteLinks(html: string, routePath: string): string[] {
  const links = new Set<string>();
  for (const m of html.matchAll(/href="([^"]*)"/g)) {
    const href = decodeEntities(m[1]);
    if (!href.startsWith("/")) continue;
    const url = new URL(href, "http://fuzz.invalid");
    if (url.pathname === routePath && url.search) links.add(url.pathname + url.search);
  }
  return [...links];
}

/** GET a page as a browser would; resolves to status and text (HTML only). */
export function getPage(port: number, url: string, timeoutMs = 15_000, cookie?: string): Promise<{ status: number; html: string } | undefined> {
  return new Promise((resolve) => {
    const req = http.get(
      { host: "127.0.0.1", port, path: url, agent: false, timeout: timeoutMs, headers: { accept: "text/html", ...(cookie ? { cookie } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const html = /html/.test(String(res.headers["content-type"] ?? "")) ? Buffer.concat(chunks).toString("utf8") : "";
          resolve({ status: res.statusCode ?? 0, html });
        });
        res.on("error", () => resolve(undefined));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve(undefined));
  });
}

/** Field names for routes whose page shows no form (resource routes, token links). */
export const FIELD_DICTIONARY: Record<string, Array<[string, string]>> = {
  "/preferences/theme": [
    ["theme", "dark"],
    ["redirectTo", "/"],
  ],
  "/newsletter/confirmation": [["token", PARAM_VALUE]],
  "/newsletter/desinscription": [
    ["token", PARAM_VALUE],
    ["List-Unsubscribe", "One-Click"],
  ],
  "/depot-photos": [
    ["intent", "deposit"],
    ["title", "Texte de test"],
    ["category", "autre"],
    ["description", "Message de test"],
    ["location", "Lyon"],
    ["rights_granted", "on"],
  ],
  "/admin/adhesions/:id": [
    ["intent", "pay"],
    ["paid_on", "01/06/2025"],
    ["amount", "20"],
    ["reference", "Texte de test"],
  ],
  "/admin/messages/:id": [
    ["intent", "reply"],
    ["reply", "Message de test"],
  ],
  "*": [
    ["name", "Texte de test"],
    ["email", "fuzz@example.org"],
    ["message", "Message de test"],
  ],
};

export interface ActionTarget {
  route: RouteInfo;
  /** Document URL React Router posts to (with ?index for index routes). */
  pageUrl: string;
  /** Single-fetch URL (`/contact.data`, `/_root.data?index`). */
  dataUrl: string;
  fields: FormField[];
  fieldSource: string;
}

export interface Discovery {
  targets: ActionTarget[];
  getRoutes: RouteInfo[];
  /** Post forms whose action matches no route with an action. */
  strayForms: DiscoveredForm[];
  pagesFetched: number;
  /** Pages that did not answer, or answered 5xx, while reading the forms. */
  problems: string[];
}

/** Crawls every GET route once, reads the post forms, and builds one target per action route. */
export async function discover(port: number, table: RouteTable, cookie?: string): Promise<Discovery> {
  const getRoutes = table.routes.filter((r) => r.hasLoader || r.hasComponent);
  const formsByPath = new Map<string, DiscoveredForm[]>();
  const htmlByPath = new Map<string, string>();
  let pagesFetched = 0;
  const problems: string[] = [];
  const fetchPage = async (url: string) => {
    const page = await getPage(port, url, 15_000, cookie);
    pagesFetched++;
    if (!page || page.status >= 500) problems.push(`GET ${url} → ${page?.status ?? "no answer"}`);
    return page;
  };
  const record = (html: string, url: string) => {
    for (const form of parsePostForms(html, url)) {
      const list = formsByPath.get(form.actionPath) ?? [];
      list.push(form);
      formsByPath.set(form.actionPath, list);
    }
  };
  for (const route of getRoutes) {
    const page = await fetchPage(route.path);
    if (!page?.html) continue;
    htmlByPath.set(route.path, page.html);
    record(page.html, route.path);
  }

  const actionRoutes = table.routes.filter((r) => r.hasAction);
  // Forms shown only after a choice (a link with a query on the same page): follow a few.
  for (const route of actionRoutes) {
    if (formsByPath.has(route.path)) continue;
    for (const link of sameRouteLinks(htmlByPath.get(route.path) ?? "", route.path).slice(0, 3)) {
      const page = await fetchPage(link);
      if (page?.html) record(page.html, link);
      if (formsByPath.has(route.path)) break;
    }
  }

  const targets: ActionTarget[] = actionRoutes.map((route) => {
    const forms = formsByPath.get(route.path) ?? [];
    // Prefer the form on the route's own page (another page may embed a variant of it).
    const form = forms.find((f) => new URL(f.foundOn, "http://fuzz.invalid").pathname === route.path) ?? forms[0];
    let fields: FormField[];
    let fieldSource: string;
    let search = "";
    if (form && form.fields.length > 0) {
      fields = form.fields;
      fieldSource = `form on ${form.foundOn}`;
      search = form.actionSearch;
    } else {
      const dictionary = FIELD_DICTIONARY[route.pattern] ?? FIELD_DICTIONARY["*"];
      fields = dictionary.map(([name, value]) => ({ name, kind: "text", value, options: [] }));
      fieldSource = FIELD_DICTIONARY[route.pattern] ? "dictionary" : "generic dictionary";
    }
    const pageUrl = actionUrl(route, search);
    return { route, pageUrl, dataUrl: dataUrl(pageUrl, table), fields, fieldSource };
  });
  const actionPaths = new Set(actionRoutes.map((r) => r.path));
  const strayForms = [...formsByPath.entries()].filter(([p]) => !actionPaths.has(p)).map(([, f]) => f[0]);
  return { targets, getRoutes, strayForms, pagesFetched, problems };
}
