// The member and admin layouts guard every loader and action below them (ADR 0008). These
// tests go through React Router's own request handling (createRequestHandler, middleware
// enabled) with the real root, layouts, pages and server entry, plus test pages placed under
// each layout that do not check anything themselves: if the layout's middleware did not run,
// they would answer.
import {
  createRequestHandler,
  redirect,
  type EntryContext,
  type ServerBuild,
} from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { sessions } from "~/db/schema";
import * as serverEntry from "~/entry.server";
import { createAccount } from "~/features/account/administrators.server";
import { signOut } from "~/features/account/mutations.server";
import { getAuth } from "~/lib/auth.server";
import { can, PERMISSIONS, ROLES, type Role } from "~/lib/permissions";
import { permissionGuard, requirePermission } from "~/lib/permissions.server";
import { provideShellData } from "~/composition/shell-data.server";
import { createRequestContext, provideSession } from "~/lib/request-context.server";
import * as root from "~/root";
import * as adminDashboard from "~/routes/admin/dashboard";
import * as adminLayout from "~/routes/admin/layout";
import * as memberLayout from "~/routes/member/layout";
import * as signInPage from "~/routes/member/sign-in";
import * as memberSpace from "~/routes/member/space";
import { cookieFrom, uniqueEmail, validPassword } from "../factories";
import { testServerBuild, type TestRoute } from "../support/server-build";
import { truncateAll } from "../setup/database";

/** What the test pages were asked to do; a refused request leaves it empty. */
const calls: string[] = [];

/** A page that answers whoever asks: only its layout's middleware stands in front of it. */
function unguardedPage(name: string, extra: Record<string, unknown> = {}) {
  return {
    loader: () => {
      calls.push(`${name} loader`);
      return { secret: `données de ${name}` };
    },
    action: () => {
      calls.push(`${name} action`);
      return { done: true };
    },
    default: () => null,
    ...extra,
  };
}

const failingPage = {
  loader: () => {
    throw new Error("panne de la page");
  },
  default: () => null,
};

const routes: Record<string, TestRoute> = {
  // The stylesheet's URL comes from the Vite build, absent here.
  root: { module: { ...root, links: () => [] } },
  "test/public-page": { module: unguardedPage("public-page"), parentId: "root", path: "essai-public" },
  "routes/member/space": { module: memberSpace, parentId: "root", path: "espace" },
  "routes/member/sign-in": { module: signInPage, parentId: "root", path: "espace/connexion" },
  "routes/member/layout": { module: memberLayout, parentId: "root" },
  "test/member-page": { module: unguardedPage("member-page"), parentId: "routes/member/layout", path: "espace/essai" },
  "test/member-treasury": {
    module: unguardedPage("member-treasury", { middleware: [permissionGuard("memberships:manage")] }),
    parentId: "routes/member/layout",
    path: "espace/tresorerie",
  },
  "test/member-closing": {
    module: {
      action: async ({ request }: { request: Request }) => redirect("/", { headers: await signOut(getDb(), request) }),
      default: () => null,
    },
    parentId: "routes/member/layout",
    path: "espace/fermeture",
  },
  "test/member-failing": { module: failingPage, parentId: "routes/member/layout", path: "espace/panne" },
  "routes/admin/layout": { module: adminLayout, parentId: "root" },
  "routes/admin/dashboard": { module: adminDashboard, parentId: "routes/admin/layout", path: "admin" },
  "test/admin-page": { module: unguardedPage("admin-page"), parentId: "routes/admin/layout", path: "admin/essai" },
  "test/admin-payments": {
    module: unguardedPage("admin-payments", { middleware: [permissionGuard("payments:manage")] }),
    parentId: "routes/admin/layout",
    path: "admin/paiements",
  },
  "test/admin-failing": { module: failingPage, parentId: "routes/admin/layout", path: "admin/panne" },
};

/** A route module as the React Router build serves it: components receive their props. */
/** The entry context of the last rendered document (to read what the loaders returned). */
let lastRender: EntryContext | undefined;

function testBuild(): ServerBuild {
  return testServerBuild(routes, {
    ...serverEntry,
    default: (...args: Parameters<typeof serverEntry.default>) => {
      lastRender = args[3];
      return serverEntry.default(...args);
    },
  });
}

let handle: ReturnType<typeof createRequestHandler>;

beforeAll(() => {
  handle = createRequestHandler(testBuild(), "test");
});

beforeEach(async () => {
  await truncateAll();
  calls.length = 0;
  lastRender = undefined;
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** One request through React Router with the context the HTTP server gives it. */
function send(path: string, options: { cookie?: string; post?: boolean } = {}) {
  const headers = new Headers();
  if (options.cookie) headers.set("Cookie", options.cookie);
  if (options.post) headers.set("Content-Type", "application/x-www-form-urlencoded");
  const request = new Request(`http://localhost:3000${path}`, {
    method: options.post ? "POST" : "GET",
    headers,
    body: options.post ? "intent=essai" : undefined,
  });
  return handle(request, createRequestContext({ nonce: "test-nonce", clientIp: "192.0.2.1", requestId: "test" }, getDb()));
}

/** A session cookie for a new account holding these roles (none: a plain member). */
async function signedIn(roles: Role[] = []): Promise<string> {
  const email = uniqueEmail(roles[0] ?? "membre");
  await createAccount(getDb(), email, { password: validPassword, firstName: "Sam", lastName: "Roux", roles });
  const { headers } = await getAuth(getDb()).api.signInEmail({ body: { email, password: validPassword }, returnHeaders: true });
  return cookieFrom(headers);
}

const signInTarget = (path: string) => `/espace?redirectTo=${encodeURIComponent(path)}`;

describe("admin layout", () => {
  test("an anonymous visitor is sent to sign in, with the way back, by a child loader and a child action", async () => {
    for (const post of [false, true]) {
      const response = await send("/admin/essai", { post });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(signInTarget("/admin/essai"));
    }
    const deep = await send("/admin/essai?onglet=2");
    expect(deep.headers.get("Location")).toBe(signInTarget("/admin/essai?onglet=2"));
    expect(calls).toEqual([]);
  });

  test("client navigations and fetcher posts (.data requests) are guarded too", async () => {
    for (const post of [false, true]) {
      const response = await send("/admin/essai.data", { post });
      const body = await response.text();
      expect(response.status).toBe(202);
      expect(body).toContain(signInTarget("/admin/essai"));
      expect(body).not.toContain("données de");
    }
    const member = await send("/admin/essai.data", { cookie: await signedIn() });
    expect(member.status).toBe(403);
    expect(await member.text()).not.toContain("données de");
    expect(calls).toEqual([]);
  });

  test("a signed-in member without a back-office role gets 403 from a child loader and a child action", async () => {
    const cookie = await signedIn();
    for (const post of [false, true]) {
      const response = await send("/admin/essai", { cookie, post });
      expect(response.status).toBe(403);
      const html = await response.text();
      expect(html).toContain("Accès refusé");
      // The refusal keeps the shell: the header knows who is signed in.
      expect(html).toMatch(/href="\/espace"[^>]*>Mon espace</);
      expect(html).toContain("<title>Accès refusé | ADPL</title>");
      expect(html).not.toContain("données de");
    }
    expect(calls).toEqual([]);
  });

  test("each back-office role reaches the admin pages; a section's own guard asks for its permission", async () => {
    for (const role of ROLES) {
      const cookie = await signedIn([role]);
      calls.length = 0;
      expect((await send("/admin", { cookie })).status).toBe(200);
      expect((await send("/admin/essai", { cookie })).status).toBe(200);
      expect((await send("/admin/essai", { cookie, post: true })).status).toBe(200);
      expect(calls).toEqual(["admin-page loader", "admin-page action", "admin-page loader"]);

      calls.length = 0;
      const payments = await send("/admin/paiements", { cookie });
      const mayPay = role === "admin" || role === "tresorerie";
      expect(payments.status, role).toBe(mayPay ? 200 : 403);
      expect((await send("/admin/paiements", { cookie, post: true })).status, role).toBe(mayPay ? 200 : 403);
      expect(calls, role).toEqual(mayPay ? ["admin-payments loader", "admin-payments action", "admin-payments loader"] : []);
    }
  });

  test("an error in a back-office page is shown by the admin layout, inside the site's shell", async () => {
    const response = await send("/admin/panne", { cookie: await signedIn(["admin"]) });
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Retour au tableau de bord");
    expect(html).toContain("Une erreur est survenue");
    // The boundary's page has a tab title (the root's meta, inherited by the layout).
    expect(html).toMatch(/<title>Une erreur est survenue \| ADPL<\/title>/);
    expect(html).not.toContain("panne de la page");
    expect(html).not.toMatch(/at .*\.ts:\d+/);
    expect(lastRender?.staticHandlerContext.errors).toHaveProperty(["routes/admin/layout"]);
    expect(lastRender?.staticHandlerContext.loaderData.root.user).toBeTruthy();
    expect(html).toContain('aria-label="Navigation principale"');
  });
});

describe("member layout", () => {
  test("an anonymous visitor is sent to sign in, with the way back, by a child loader and a child action", async () => {
    for (const post of [false, true]) {
      const response = await send("/espace/essai", { post });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(signInTarget("/espace/essai"));
    }
    expect(calls).toEqual([]);
  });

  test("/espace shows the sign-in tabs to a signed-out visitor; the former sign-in address leads there", async () => {
    const page = await send("/espace?onglet=inscription");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Créer un compte");
    const moved = await send("/espace/connexion?redirectTo=%2Fadhesion");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/espace?redirectTo=%2Fadhesion");
    // Signed in, /espace is the profile.
    const cookie = await signedIn();
    expect(await (await send("/espace", { cookie })).text()).toContain("Mon profil");
  });

  test("a signed-in member reaches the member pages, loader and action", async () => {
    const cookie = await signedIn();
    expect((await send("/espace", { cookie })).status).toBe(200);
    expect((await send("/espace/essai", { cookie })).status).toBe(200);
    expect((await send("/espace/essai", { cookie, post: true })).status).toBe(200);
    expect(calls).toEqual(["member-page loader", "member-page action", "member-page loader"]);
  });

  test("a member page that needs a permission refuses the wrong role with 403, loader and action", async () => {
    const member = await signedIn(["redaction"]);
    for (const post of [false, true]) expect((await send("/espace/tresorerie", { cookie: member, post })).status).toBe(403);
    expect(calls).toEqual([]);
    const treasurer = await signedIn(["tresorerie"]);
    expect((await send("/espace/tresorerie", { cookie: treasurer })).status).toBe(200);
    expect(calls).toEqual(["member-treasury loader"]);
  });

  test("an error in a member page is shown by the member layout, inside the site's shell", async () => {
    const response = await send("/espace/panne", { cookie: await signedIn() });
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Retour à mon espace");
    expect(html).not.toContain("panne de la page");
    expect(lastRender?.staticHandlerContext.errors).toHaveProperty(["routes/member/layout"]);
  });
});

describe("the session, once per request", () => {
  test("an admin page reads the session once for the root loader, the guards and the page", async () => {
    const cookie = await signedIn(["admin"]);
    const getSession = vi.spyOn(getAuth(getDb()).api, "getSession");
    expect((await send("/admin", { cookie })).status).toBe(200);
    expect(getSession).toHaveBeenCalledTimes(1);
  });

  test("the session is read when something asks for the user, and only then", async () => {
    const cookie = await signedIn();
    const getSession = vi.spyOn(getAuth(getDb()).api, "getSession");
    // A client navigation to a member page: its layout's guard asks, the page reuses the answer.
    expect((await send("/espace/essai.data?_routes=test%2Fmember-page", { cookie })).status).toBe(200);
    expect(getSession).toHaveBeenCalledTimes(1);
    // A public page's data: the root middleware runs, but nobody asks who is signed in.
    getSession.mockClear();
    expect((await send("/essai-public.data?_routes=test%2Fpublic-page", { cookie })).status).toBe(200);
    expect(getSession).not.toHaveBeenCalled();
  });

  test("the daily renewal of the session cookie reaches the browser from any page, but never undoes a sign-out", async () => {
    const cookie = await signedIn();
    const day = 24 * 60 * 60 * 1000;
    const ageSessions = () =>
      getDb().update(sessions).set({ expiresAt: new Date(Date.now() + 5 * day), updatedAt: new Date(Date.now() - 2 * day) });
    await ageSessions();
    const page = await send("/espace/essai.data?_routes=test%2Fmember-page", { cookie });
    expect(page.headers.getSetCookie().find((c) => c.startsWith("adpl.session_token="))).toMatch(/Max-Age=604800/);

    // A member-space action that ends the session (as deleting one's account will): the guard
    // read (and renewed) the session first, the action's clearing cookie must win.
    await ageSessions();
    const signOut = await send("/espace/fermeture", { cookie, post: true });
    expect(signOut.status).toBe(302);
    const sessionCookies = signOut.headers.getSetCookie().filter((c) => c.startsWith("adpl.session_token="));
    expect(sessionCookies).toHaveLength(1);
    expect(sessionCookies[0]).toMatch(/Max-Age=0/);
  });

  test("the root loader gives the browser only id, email, names, roles and permissions", async () => {
    const cookie = await signedIn(["moderation"]);
    expect((await send("/espace", { cookie })).status).toBe(200);
    const user = lastRender?.staticHandlerContext.loaderData.root.user;
    expect(Object.keys(user).sort()).toEqual(["email", "firstName", "id", "lastName", "permissions", "roles"]);
    expect(user).toMatchObject({ firstName: "Sam", lastName: "Roux", roles: ["moderation"], permissions: ["photos:moderate", "ideas:moderate", "messages:manage"] });
  });

  test("the administration link of the member page shows only to back-office roles", async () => {
    const member = await (await send("/espace", { cookie: await signedIn() })).text();
    expect(member).not.toContain('href="/admin"');
    for (const role of ROLES) {
      const html = await (await send("/espace", { cookie: await signedIn([role]) })).text();
      expect(html, role).toContain('href="/admin"');
    }
  });
});

test("the browser's permission check agrees with the server's guard for every role and permission", async () => {
  for (const roles of [[], ...ROLES.map((role) => [role]), ["redaction", "tresorerie"]] as Role[][]) {
    const cookie = await signedIn(roles);
    expect((await send("/espace", { cookie })).status).toBe(200);
    const browserUser = lastRender?.staticHandlerContext.loaderData.root.user;
    const request = new Request("http://localhost:3000/admin", { headers: { Cookie: cookie } });
    const context = createRequestContext({ nonce: "", clientIp: "192.0.2.1", requestId: "test" }, getDb());
    provideSession(context, request);
    provideShellData(context);
    for (const permission of PERMISSIONS) {
      const serverAllows = await requirePermission(context, permission).then(
        () => true,
        () => false,
      );
      expect(can(browserUser, permission), `${roles.join("+")} ${permission}`).toBe(serverAllows);
    }
  }
});
