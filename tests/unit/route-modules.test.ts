// What every route module must do the one way (ADR 0030), read from the modules themselves:
// each action that answers a form goes through the one form-action pipeline
// (lib/form-action.server.ts, directly or through a wrapper that calls it), and rights are
// checked by the guarded layouts' middleware only: a page reads the user its guard let in.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";
import routes from "~/routes";

const ROOT = process.cwd();
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

function routeModules(dir = "app/routes"): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return routeModules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The text of a top-level function (`export async function name(…) {…}`), or null. */
function functionBody(source: string, name: string): string | null {
  const start = source.search(new RegExp(`^export (async )?function ${name}\\b`, "m"));
  if (start < 0) return null;
  const end = source.indexOf("\n}\n", start);
  return source.slice(start, end < 0 ? undefined : end + 2);
}

/** The one pipeline, and the wrappers that call it for a family of forms. */
const ACTION_HELPERS: Record<string, string> = {
  runFormAction: "app/lib/form-action.server.ts",
  editorAction: "app/features/admin/content/editor.server.ts",
  settingsAction: "app/features/admin/settings/settings-action.server.ts",
  registrationAction: "app/features/events/registration-action.server.ts",
};

/** Actions that answer no form, each with its reason. */
const NOT_FORMS: Record<string, string> = {
  "app/routes/not-found.tsx": "any POST to an unknown path answers the 404 page; there is no form to answer",
  "app/routes/resources/analytics-events.ts": "a JSON beacon (navigator.sendBeacon), bounded and validated by features/analytics/record.server.ts",
};

const modules = routeModules();
const withAction = modules.filter((file) => /^export (async )?function action\b|^export const action\b/m.test(read(file)));

describe("every form action goes through the one pipeline", () => {
  test("the route modules with an action are found", () => {
    // A floor, not a count to keep up to date: a scan that found nothing would prove nothing.
    expect(withAction.length).toBeGreaterThan(30);
  });

  test.each(withAction.map((file) => [file]))("%s", (file) => {
    if (NOT_FORMS[file]) return;
    const body = functionBody(read(file), "action");
    expect(body, `${file}: write the action as \`export async function action\``).not.toBeNull();
    const used = Object.keys(ACTION_HELPERS).filter((helper) => body!.includes(`${helper}(`));
    expect(used, `${file}: its action must answer through runFormAction (or a wrapper of it)`).not.toEqual([]);
  });

  test.each(Object.entries(ACTION_HELPERS).filter(([name]) => name !== "runFormAction"))("the wrapper %s calls runFormAction", (name, file) => {
    const body = functionBody(read(file), name);
    expect(body, `${file} exports ${name}`).not.toBeNull();
    expect(body).toContain("runFormAction(");
  });

  test("the exempted modules still exist and still have an action", () => {
    for (const file of Object.keys(NOT_FORMS)) expect(withAction).toContain(file);
  });
});

interface RouteEntry {
  file: string;
  children?: RouteEntry[];
}

/** Each route module with the layouts above it. */
function ancestry(entries: RouteEntry[], above: string[] = [], into = new Map<string, string[][]>()) {
  for (const entry of entries) {
    const file = `app/${entry.file}`;
    into.set(file, [...(into.get(file) ?? []), above]);
    if (entry.children) ancestry(entry.children, [...above, file], into);
  }
  return into;
}

const GUARDED_LAYOUTS = ["app/routes/admin/layout.tsx", "app/routes/member/layout.tsx"];
const placed = ancestry(routes as RouteEntry[]);

describe("rights are checked by the guards, once", () => {
  test.each(modules.map((file) => [file]))("%s does not check rights by itself", (file) => {
    expect(read(file)).not.toMatch(/\brequire(User|Permission|BackOffice)\(/);
  });

  test.each(modules.filter((file) => read(file).includes("authorisedUser(")).map((file) => [file]))("%s reads its user below a guarded layout only", (file) => {
    const places = placed.get(file) ?? [];
    expect(places.length, `${file} is in app/routes.ts`).toBeGreaterThan(0);
    for (const above of places) expect(above.some((layout) => GUARDED_LAYOUTS.includes(layout)), `${file} under ${above.join(" > ") || "no layout"}`).toBe(true);
  });

  test("every back-office section names its permission in its middleware", () => {
    const sections = [...placed.entries()].filter(([, places]) => places.some((above) => above.includes("app/routes/admin/layout.tsx")));
    expect(sections.length).toBeGreaterThan(20);
    const unnamed = sections
      .filter(([file, places]) => {
        const underContentLayout = places.every((above) => above.includes("app/routes/admin/content-layout.tsx"));
        // The dashboard and the "Contenus du site" hub open to every back-office role; the
        // content layout names each kind's permission for the editor's pages.
        const open = ["app/routes/admin/dashboard.tsx", "app/routes/admin/content-layout.tsx"].includes(file);
        return !underContentLayout && !open && !/export const middleware[^;]*permissionGuard\(/s.test(read(file));
      })
      .map(([file]) => relative(ROOT, join(ROOT, file)));
    expect(unnamed).toEqual([]);
  });
});
