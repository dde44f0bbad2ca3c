// Z1, Z2 — The authorization matrix: every route of app/routes.ts that has a loader or an action,
// asked by GET (loader) and POST (action) by each actor — anonymous, member A, member B, each
// back-office role, and a disabled account that still holds the admin role and a live session —
// through React Router's real request handling (root, layouts, middleware, pages). The expected
// answer of each (route, method, actor) is written in EXPECTATIONS below; a route that appears
// in the route table without an entry there fails the first test, so a new route cannot be
// added without saying who may use it.
//
// The conventions asserted (ADR 0008, app/lib/permissions.server.ts):
// - public pages answer everyone alike;
// - member pages (the member layout) send anonymous visitors, and disabled accounts, to
//   /espace?redirectTo=<the page>; a member sees only their own records (another's is a 404);
// - back-office screens (the admin layout) send anonymous visitors to sign in, refuse signed-in
//   people without the section's permission with 403, and let the permission's holders in;
// - an unmoderated photo is never public: its files answer 404 to everyone but its owner and
//   the moderators, and the gallery does not know it.
// POSTs carry a same-origin Origin and an empty form: the point is who is refused before any
// work, and a refused request must change nothing (the database is fingerprinted around them).
import { sql } from "drizzle-orm";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream, UNSAFE_SingleFetchRedirectSymbol as SingleFetchRedirectSymbol } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { getDb, rows } from "~/db/client.server";
import { createRequestContext } from "~/lib/request-context.server";
import { signInUrl } from "~/lib/member-paths";
import { PERMISSIONS, ROLE_PERMISSIONS, type Permission, type Role } from "~/lib/permissions";
import { ACTORS, createFixtures, type Actor, type Fixtures } from "./support/authz-fixtures";
import { drainJobs } from "../setup/jobs";
import { appRequestHandler, loadAppRoutes, type AppRoute } from "./support/authz-routes";

const SITE = "http://localhost:3000";

// --- What an answer may be -------------------------------------------------------------------

/**
 * - a number: exactly this status;
 * - "sign-in": 302 to the sign-in page that comes back to the asked address;
 * - { redirect }: a redirect (any 3xx) to this address;
 * - "handled": (POST) the action ran: the request passed every guard (not 401, 403, 404, 405, not
 *   a sign-in redirect) and did not fail (< 500). With an empty form that is usually a 400.
 */
type Outcome = number | "sign-in" | "handled" | { redirect: string };
type PerActor = Record<Actor, Outcome>;

const everyone = (outcome: Outcome): PerActor => Object.fromEntries(ACTORS.map((actor) => [actor, outcome])) as PerActor;

/** A member page: signed-in accounts get `outcome`; anonymous visitors and disabled accounts sign in. */
const signedIn = (outcome: Outcome): PerActor => ({ ...everyone(outcome), anonymous: "sign-in", disabled: "sign-in" });

/** A member's own record: member A (the owner) gets `outcome`; every other account gets 404. */
const ownerOnly = (outcome: Outcome): PerActor => ({ ...signedIn(404), member: outcome });

const ROLE_ACTORS: readonly Role[] = ["admin", "redaction", "moderation", "tresorerie"];

/**
 * A back-office screen needing every one of `permissions` (none: any back-office role): its
 * holders get `outcome`, other signed-in accounts 403, anonymous visitors and disabled accounts
 * sign in.
 */
function backOffice(permissions: Permission[], outcome: Outcome): PerActor {
  const expected = signedIn(403);
  for (const role of ROLE_ACTORS) {
    const held = ROLE_PERMISSIONS[role];
    const allowed = permissions.length === 0 ? held.length > 0 : permissions.every((p) => held.includes(p));
    if (allowed) expected[role] = outcome;
  }
  return expected;
}

// --- The expectation table -------------------------------------------------------------------

interface Case {
  /** The address asked (real ids from the fixtures). */
  path: (f: Fixtures) => string;
  get?: PerActor;
  post?: PerActor;
}

const page = (path: string | ((f: Fixtures) => string), get: PerActor, post?: PerActor): Case => ({ path: typeof path === "string" ? () => path : path, get, post });

const PUBLIC = everyone(200);
const HANDLED = everyone("handled");
/** A back-office screen with its own permission: GET 200 and POST handled for its holders. */
const section = (path: string | ((f: Fixtures) => string), permissions: Permission[], withAction = true) =>
  page(path, backOffice(permissions, 200), withAction ? backOffice(permissions, "handled") : undefined);

/** The content editors: one set of routes for several kinds, each kind under its permission. */
const CONTENT_SECTIONS: ReadonlyArray<{ base: string; permission: Permission; id: (f: Fixtures) => number }> = [
  { base: "/admin/blog", permission: "blog:write", id: (f) => f.blog.id },
  { base: "/admin/rencontres", permission: "events:write", id: (f) => f.event.id },
  { base: "/admin/propositions", permission: "proposals:write", id: (f) => f.proposal.id },
  { base: "/admin/prises-positions", permission: "positions:write", id: (f) => f.position.id },
];
const SITE_CONTENT_SECTIONS: ReadonlyArray<{ base: string; permission: Permission; id: (f: Fixtures) => number }> = [
  { base: "/admin/contenus/equipe", permission: "site:write", id: (f) => f.boardMemberId },
  { base: "/admin/contenus/temoignages", permission: "site:write", id: (f) => f.testimonialId },
  { base: "/admin/contenus/campagnes", permission: "site:write", id: (f) => f.campaignId },
  { base: "/admin/contenus/frise", permission: "site:write", id: (f) => f.timelinePeriodId },
];
const editorCases = (sections: typeof CONTENT_SECTIONS, suffix: (id: (f: Fixtures) => number) => (f: Fixtures) => string) =>
  sections.map(({ base, permission, id }) => section((f) => `${base}${suffix(id)(f)}`, [permission]));

/** An unknown section: the admin layout refuses non-staff first, then the section is not found. */
const unknownSection = (path: string): Case => page(path, backOffice([], 404), backOffice([], 404));

/** Keyed by React Router route id (app/routes.ts), each with the addresses it is asked at. */
const EXPECTATIONS: Record<string, Case[]> = {
  // Public site: the same answer for everyone.
  "routes/public/home": [page("/", PUBLIC)],
  "routes/public/history": [page("/histoire", PUBLIC)],
  "routes/public/team": [page("/equipe", PUBLIC)],
  "routes/public/neighbourhoods": [page("/quartiers", PUBLIC)],
  "routes/public/gallery": [
    page("/galerie", PUBLIC),
    page((f) => `/galerie?photo=${f.approvedPhoto.id}`, PUBLIC),
    // Z2: a photo waiting for moderation is unknown to the gallery, its owner included.
    page((f) => `/galerie?photo=${f.pendingPhoto.id}`, everyone(404)),
  ],
  "routes/public/blog": [page("/blog", PUBLIC)],
  "routes/resources/blog-rss": [page("/blog/rss.xml", PUBLIC)],
  "routes/public/blog-article": [page((f) => `/blog/${f.blog.slug}`, PUBLIC)],
  "routes/public/events": [page("/rencontres", PUBLIC)],
  "routes/resources/events-ics": [page("/rencontres.ics", PUBLIC)],
  "routes/public/event": [page((f) => `/rencontres/${f.event.slug}`, PUBLIC, HANDLED)],
  "routes/resources/event-ics": [page((f) => `/rencontres/${f.event.slug}/agenda.ics`, PUBLIC)],
  // The emailed cancellation link is the proof, whoever holds it; a wrong token is a 404.
  "routes/public/event-cancel": [
    page((f) => `/rencontres/annulation/${f.event.cancelToken}`, PUBLIC, HANDLED),
    page("/rencontres/annulation/jeton-inconnu", everyone(404)),
  ],
  "routes/public/proposals": [page("/propositions-lyon", PUBLIC)],
  "routes/public/proposal": [page((f) => `/propositions-lyon/${f.proposal.slug}`, PUBLIC)],
  "routes/public/positions": [page("/prises-positions", PUBLIC)],
  "routes/public/testimonials": [page("/temoignages", PUBLIC)],
  "routes/public/legal-notice": [page("/mentions-legales", PUBLIC)],
  "routes/public/privacy": [page("/politique-confidentialite", PUBLIC)],
  "routes/public/cookies": [page("/cookies", PUBLIC, HANDLED)],
  "routes/public/offline": [page("/hors-ligne", PUBLIC)],
  "routes/public/search": [page("/recherche?q=quartier", PUBLIC)],
  "routes/public/contact": [{ path: () => "/contact", post: HANDLED }],
  "routes/public/newsletter": [{ path: () => "/newsletter", post: HANDLED }],
  "routes/public/newsletter-confirm": [page((f) => `/newsletter/confirmation?token=${f.newsletter.confirmToken}`, PUBLIC, HANDLED)],
  "routes/public/newsletter-unsubscribe": [page((f) => `/newsletter/desinscription?token=${f.newsletter.unsubscribeToken}`, PUBLIC, HANDLED)],

  // Participation: open forms; the photo deposit needs an account to post.
  "routes/participate/ideas": [page("/remontee-idees", PUBLIC, HANDLED)],
  // The private follow-up link is the proof, whoever holds it; a wrong token is a 404.
  "routes/participate/idea-status": [page((f) => `/remontee-idees/suivi/${f.idea.token}`, PUBLIC), page("/remontee-idees/suivi/jeton-inconnu", everyone(404))],
  "routes/participate/photo-deposit": [page("/depot-photos", PUBLIC, { ...HANDLED, anonymous: 401, disabled: 401 })],
  "routes/participate/membership": [page("/adhesion", PUBLIC, HANDLED)],
  "routes/participate/membership-structured": [page("/adhesion-structured", PUBLIC, HANDLED)],

  // Member space: /espace and the emailed-link pages are open; the member layout guards the rest.
  "routes/member/space": [page("/espace", PUBLIC, HANDLED)],
  "routes/member/sign-in": [page("/espace/connexion", everyone(301))],
  "routes/member/sign-out": [{ path: () => "/espace/deconnexion", post: HANDLED }],
  // Without a token the link is spent for everyone (410).
  "routes/member/confirm-email": [page("/espace/confirmation", everyone(410), HANDLED)],
  "routes/member/reset-password": [page("/espace/nouveau-mot-de-passe", everyone(410), HANDLED)],
  "routes/member/user-space-redirect": [page("/user-space", everyone(301))],
  "routes/member/edit": [page("/espace/modifier", signedIn(200), signedIn("handled"))],
  "routes/member/contributions": [page("/espace/contributions", signedIn(200))],
  // Z2: member B (and every other account) gets a 404 for member A's idea.
  "routes/member/idea": [page((f) => `/espace/contributions/idees/${f.idea.id}`, ownerOnly(200))],
  "routes/member/security": [page("/espace/securite", signedIn(200), signedIn("handled"))],
  "routes/member/data": [page("/espace/donnees", signedIn(200), signedIn("handled"))],
  "routes/member/data-export": [page("/espace/donnees/export", signedIn(200))],
  "routes/member/verification": [page("/espace/verification", signedIn({ redirect: "/espace" }), signedIn("handled"))],

  // Back-office (Z1): the admin layout, then each section's permission.
  "routes/admin/dashboard": [page("/admin", backOffice([], 200))],
  "routes/admin/users": [section("/admin/utilisateurs", ["roles:manage"])],
  "routes/admin/journal": [section("/admin/journal", ["roles:manage"], false)],
  "routes/admin/audience": [section("/admin/audience", ["roles:manage"], false)],
  "routes/admin/emails": [section("/admin/emails", ["roles:manage"])],
  "routes/admin/photos": [section("/admin/photos", ["photos:moderate"])],
  "routes/admin/association": [section("/admin/association", ["settings:manage"])],
  "routes/admin/samples": [section("/admin/exemples", ["settings:manage"])],
  "routes/admin/email-check": [section("/admin/mise-en-ligne/e-mail", ["settings:manage"])],
  "routes/admin/memberships": [section("/admin/adhesions", ["memberships:manage"], false)],
  "routes/admin/memberships-csv": [section("/admin/adhesions.csv", ["memberships:manage", "exports:read"], false)],
  "routes/admin/memberships-import": [section("/admin/adhesions/import", ["payments:manage"])],
  "routes/admin/membership": [section((f) => `/admin/adhesions/${f.membershipId}`, ["memberships:manage"])],
  "routes/admin/membership-offer": [section("/admin/adhesions/offre", ["settings:manage"])],
  "routes/admin/site-figures": [section("/admin/contenus/chiffres", ["site:write"])],
  "routes/admin/team-texts": [section("/admin/contenus/equipe/textes", ["site:write"])],
  "routes/admin/messages": [section("/admin/messages", ["messages:manage"], false)],
  "routes/admin/message": [section((f) => `/admin/messages/${f.contactMessageId}`, ["messages:manage"])],
  "routes/admin/event-registrations": [section((f) => `/admin/rencontres/${f.event.id}/inscriptions`, ["events:write"])],
  "routes/admin/event-registrations-csv": [section((f) => `/admin/rencontres/${f.event.id}/inscriptions.csv`, ["events:write"], false)],
  "routes/admin/newsletter": [section("/admin/newsletter", ["newsletter:manage"], false)],
  "routes/admin/newsletter-subscribers": [section("/admin/newsletter/abonnes", ["newsletter:manage"])],
  "routes/admin/newsletter-subscribers-csv": [section("/admin/newsletter/abonnes.csv", ["newsletter:manage"], false)],
  "routes/admin/newsletter-new": [section("/admin/newsletter/nouvelle", ["newsletter:manage"])],
  "routes/admin/newsletter-issue": [section((f) => `/admin/newsletter/${f.newsletterIssueId}`, ["newsletter:manage"])],
  "routes/admin/ideas": [section("/admin/idees", ["ideas:moderate"], false)],
  "routes/admin/ideas-csv": [section("/admin/idees.csv", ["ideas:moderate"], false)],
  "routes/admin/idea": [section((f) => `/admin/idees/${f.idea.id}`, ["ideas:moderate"])],
  "routes/admin/content-list": [...editorCases(CONTENT_SECTIONS, () => () => ""), unknownSection("/admin/inconnu"), unknownSection("/admin/equipe")],
  "routes/admin/content-new": editorCases(CONTENT_SECTIONS, () => () => "/nouveau"),
  "routes/admin/content-edit": editorCases(CONTENT_SECTIONS, (id) => (f) => `/${id(f)}`),
  "routes/admin/content-delete": editorCases(CONTENT_SECTIONS, (id) => (f) => `/${id(f)}/supprimer`),
  "routes/admin/site-content": [section("/admin/contenus", ["site:write"], false)],
  "routes/admin/site-content-list": [...editorCases(SITE_CONTENT_SECTIONS, () => () => ""), unknownSection("/admin/contenus/blog")],
  "routes/admin/site-content-new": editorCases(SITE_CONTENT_SECTIONS, () => () => "/nouveau"),
  "routes/admin/site-content-edit": editorCases(SITE_CONTENT_SECTIONS, (id) => (f) => `/${id(f)}`),
  "routes/admin/site-content-delete": editorCases(SITE_CONTENT_SECTIONS, (id) => (f) => `/${id(f)}/supprimer`),

  // Resources.
  "routes/resources/sitemap": [page("/sitemap.xml", PUBLIC)],
  "routes/resources/robots": [page("/robots.txt", PUBLIC)],
  "routes/resources/manifest": [page("/manifest.webmanifest", PUBLIC)],
  "routes/resources/theme": [page("/preferences/theme", everyone({ redirect: "/" }), HANDLED)],
  "routes/resources/search-fragment": [page("/recherche/apercu?q=quartier", PUBLIC)],
  // Events are only posted; a GET is told so. None of the actors accepted audience measurement:
  // the beacon is refused alike for all (consent, not identity, decides here).
  "routes/resources/analytics-events": [page("/api/evenements", everyone(405), everyone(403))],
  "routes/resources/offline-pages": [page("/api/hors-ligne", PUBLIC)],
  "routes/resources/media": [
    page((f) => `/medias/${f.approvedPhoto.fileKey}`, PUBLIC),
    // Z2: a pending photo's file is for its owner and the moderators only; a 404 to the rest.
    page((f) => `/medias/${f.pendingPhoto.fileKey}`, { ...everyone(404), member: 200, admin: 200, moderation: 200 }),
    page("/medias/depots/00000000-0000-4000-8000-000000000000/320.webp", everyone(404)),
  ],
  "routes/not-found": [page("/adresse-inconnue", everyone(404), everyone(404))],
};

/** Layouts answer only through their pages (their loaders return null): the pages' rows cover them. */
const isLayout = (route: AppRoute) => route.pattern === null;

// --- Driving the real request handler --------------------------------------------------------

let routes: AppRoute[];
let handle: ReturnType<typeof appRequestHandler>;
let fixtures: Fixtures;
let requestCount = 0;

beforeAll(async () => {
  routes = await loadAppRoutes();
  handle = appRequestHandler(routes);
  fixtures = await createFixtures();
}, 120_000);

/**
 * What the actor sees: the status, and the redirect target when there is one. A page is asked
 * the way the browser's router asks it — its `.data` request (loaders for a GET, the action for
 * a POST), which runs the same middleware, loaders and actions as a document request without
 * rendering a page around the answer (the matrix is about who passes the guards; the refusal
 * pages themselves are tested in tests/integration/guards.test.ts). A resource route is asked
 * at its own address. A `.data` redirect comes back as 202 with its target in the body.
 */
interface Answer {
  status: number;
  location: string | null;
}

async function ask(actor: Actor, method: "GET" | "POST", path: string, page: boolean, form: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(path, SITE);
  const viaData = page;
  if (viaData) url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname}.data`;
  const headers = new Headers();
  if (actor !== "anonymous") headers.set("Cookie", fixtures.accounts[actor].cookie);
  if (method === "POST") {
    headers.set("Origin", SITE);
    headers.set("Content-Type", "application/x-www-form-urlencoded");
  }
  // Each request from its own address: the per-address limits of the forms stay out of the way.
  const n = ++requestCount;
  const clientIp = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const request = new Request(url, { method, headers, body: method === "POST" ? new URLSearchParams(form).toString() : undefined });
  const response = await handle(request, createRequestContext({ nonce: "matrix", clientIp, requestId: `matrix-${n}` }, getDb()));
  if (viaData && response.status === 202 && response.body) {
    const decoded = await decodeViaTurboStream(response.body, globalThis);
    await decoded.done;
    // A loader's redirect is keyed by React Router's symbol; an action's is the payload itself.
    type Redirect = { redirect?: string; status?: number };
    const payload = decoded.value as Redirect & { [SingleFetchRedirectSymbol]?: Redirect };
    const value = payload[SingleFetchRedirectSymbol] ?? payload;
    if (value.redirect) return { status: value.status ?? 302, location: value.redirect };
    return { status: 202, location: null };
  }
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get("Location") };
}

const isRedirect = (status: number) => status >= 300 && status < 400;

/** Why this answer does not meet the expectation, or null when it does. */
function mismatch(expected: Outcome, { status, location }: Answer, path: string): string | null {
  const got = `${status}${location ? ` → ${location}` : ""}`;
  if (status >= 500) return `got ${got}`;
  if (expected === "sign-in") {
    const target = signInUrl(new URL(path, SITE));
    return status === 302 && location === target ? null : `expected 302 → ${target}, got ${got}`;
  }
  if (expected === "handled") {
    const refused = [401, 403, 404, 405].includes(status) || (isRedirect(status) && location?.startsWith("/espace?redirectTo="));
    return refused ? `expected the action to run, got ${got}` : null;
  }
  if (typeof expected === "object") return isRedirect(status) && location === expected.redirect ? null : `expected 3xx → ${expected.redirect}, got ${got}`;
  return status === expected ? null : `expected ${expected}, got ${got}`;
}

/** An answer that refuses the actor (the request must then have changed nothing). */
const isRefusal = (expected: Outcome) => expected === "sign-in" || (typeof expected === "number" && [401, 403, 404, 405, 410].includes(expected));

/**
 * The state of every application table: row count and a digest of its rows. Left out: sessions
 * (reading a session may renew it) and the rate limiters' counters (every state-changing request
 * is counted, refused ones included, V8): neither is a change an actor makes.
 */
async function databaseFingerprint(): Promise<Record<string, string>> {
  const db = getDb();
  const tables = rows<{ tablename: string }>(await db.execute(sql`select tablename from pg_tables where schemaname = 'public' and tablename not in ('sessions', '__drizzle_migrations') and tablename not like 'rate\\_limit%' order by tablename`)).map((t) => t.tablename);
  const query = tables.map((t) => `select '${t}' as t, count(*)::text || ':' || coalesce(md5(string_agg(x::text, ',' order by x::text)), '') as f from "${t}" x`).join(" union all ");
  const result = rows<{ t: string; f: string }>(await db.execute(sql.raw(query)));
  return Object.fromEntries(result.map((r) => [r.t, r.f]));
}

interface Row {
  method: "GET" | "POST";
  path: string;
  expected: PerActor;
}

const casesOf = (routeId: string): Row[] =>
  (EXPECTATIONS[routeId] ?? []).flatMap((c) => [
    ...(c.get ? [{ method: "GET" as const, path: c.path(fixtures), expected: c.get }] : []),
    ...(c.post ? [{ method: "POST" as const, path: c.path(fixtures), expected: c.post }] : []),
  ]);

let rowsChecked = 0;

/** Runs every actor on every row of a route: refusals first (and checks they changed nothing), then the others. */
async function checkRoute(routeId: string): Promise<void> {
  const route = routes.find((r) => r.id === routeId);
  const isPage = typeof route?.module.default === "function";
  const all = casesOf(routeId).flatMap((row) => ACTORS.map((actor) => ({ ...row, actor, outcome: row.expected[actor] })));
  const failures: string[] = [];
  const run = async (batch: typeof all) => {
    const answers = await Promise.all(batch.map((r) => ask(r.actor, r.method, r.path, isPage)));
    batch.forEach((r, i) => {
      const problem = mismatch(r.outcome, answers[i]!, r.path);
      if (problem) failures.push(`${r.method} ${r.path} as ${r.actor}: ${problem}`);
    });
  };
  const refused = all.filter((r) => isRefusal(r.outcome));
  // The jobs the previous route's allowed requests queued (a contact message's notification
  // marks the message when sent) finish first, so only these requests can change a table.
  await drainJobs();
  const before = await databaseFingerprint();
  await run(refused);
  const after = await databaseFingerprint();
  const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
  if (changed.length > 0) failures.push(`refused requests changed the database: ${changed.join(", ")}`);
  // Sessions-ending actions (sign-out) are posted with an empty form, which they refuse: the
  // accounts' sessions stay valid for the next routes; a success would show as failures there.
  await run(all.filter((r) => !isRefusal(r.outcome)));
  rowsChecked += all.length;
  expect(failures, `${routeId}\n${failures.join("\n")}`).toEqual([]);
}

// --- The tests -------------------------------------------------------------------------------

describe("authorization matrix", () => {
  test("every route of app/routes.ts with a loader or an action has an authorization expectation for each of its methods", () => {
    const problems: string[] = [];
    for (const route of routes) {
      if (isLayout(route) || (!route.hasLoader && !route.hasAction)) continue;
      const cases = EXPECTATIONS[route.id];
      if (!cases) {
        problems.push(`route ${route.id} (${route.pattern}) has no authorization expectation`);
        continue;
      }
      if (route.hasLoader && !cases.some((c) => c.get)) problems.push(`route ${route.id} (${route.pattern}) has a loader but no GET expectation`);
      if (route.hasAction && !cases.some((c) => c.post)) problems.push(`route ${route.id} (${route.pattern}) has an action but no POST expectation`);
      if (!route.hasLoader && cases.some((c) => c.get)) problems.push(`route ${route.id} (${route.pattern}) has no loader but a GET expectation`);
      if (!route.hasAction && cases.some((c) => c.post)) problems.push(`route ${route.id} (${route.pattern}) has no action but a POST expectation`);
    }
    const known = new Set(routes.map((r) => r.id));
    for (const id of Object.keys(EXPECTATIONS)) if (!known.has(id)) problems.push(`expectation for ${id}, which is not in app/routes.ts any more`);
    expect(problems).toEqual([]);
  });

  test("the actors cover every back-office role, and every permission is held by some role", () => {
    expect(ROLE_ACTORS).toEqual(expect.arrayContaining(Object.keys(ROLE_PERMISSIONS)));
    for (const permission of PERMISSIONS) expect(ROLE_ACTORS.some((role) => ROLE_PERMISSIONS[role].includes(permission)), permission).toBe(true);
  });

  describe.each(Object.keys(EXPECTATIONS))("%s", (routeId) => {
    // Generous: on a loaded 2-core machine one route's 8 to 200 requests can take several seconds.
    test("each actor gets the expected answer, and refusals change nothing", async () => {
      await checkRoute(routeId);
    }, 120_000);
  });

  // Last: the control requests below change the records the matrix reads.
  test("a refused actor posting a complete, valid form changes nothing; the same form from an allowed role does", async () => {
    const db = getDb();
    const { accounts, pendingPhoto } = fixtures;
    const rolesOf = async (userId: string) =>
      rows<{ role: string }>(await db.execute(sql`select role from user_roles where user_id = ${userId} order by role`)).map((r) => r.role);
    const photoStatus = async () => rows<{ status: string; published: boolean }>(await db.execute(sql`select status, published from photo_submissions where id = ${pendingPhoto.id}`))[0];

    // Self-promotion to administrator, and everyone else without roles:manage.
    const grant = { intent: "grant-role", user_id: accounts.otherMember.id, role: "admin" };
    const notManagers: Actor[] = ["anonymous", "member", "otherMember", "redaction", "moderation", "tresorerie", "disabled"];
    const before = await databaseFingerprint();
    const refusedGrants = await Promise.all(notManagers.map((actor) => ask(actor, "POST", "/admin/utilisateurs", true, grant)));
    // Approving member A's pending photo without photos:moderate (A themself included).
    const approve = { intent: "approve", id: pendingPhoto.id, title: "Approuvée en douce", category: "jolie_photo", gallery_category: "patrimoine", credit: "Personne" };
    const notModerators: Actor[] = ["anonymous", "member", "otherMember", "redaction", "tresorerie", "disabled"];
    const refusedApprovals = await Promise.all(notModerators.map((actor) => ask(actor, "POST", "/admin/photos", true, approve)));
    for (const answer of [...refusedGrants, ...refusedApprovals]) expect([302, 403]).toContain(answer.status);
    expect(await databaseFingerprint()).toEqual(before);
    expect(await rolesOf(accounts.otherMember.id)).toEqual([]);
    expect(await photoStatus()).toMatchObject({ published: false });

    // The same forms from the roles that hold the permission take effect: the refusals above
    // were not a malformed form's.
    expect((await ask("admin", "POST", "/admin/utilisateurs", true, grant)).status).toBe(302);
    expect(await rolesOf(accounts.otherMember.id)).toEqual(["admin"]);
    expect((await ask("admin", "POST", "/admin/utilisateurs", true, { ...grant, intent: "revoke-role" })).status).toBe(302);
    expect(await rolesOf(accounts.otherMember.id)).toEqual([]);
    expect((await ask("moderation", "POST", "/admin/photos", true, approve)).status).toBe(302);
    expect(await photoStatus()).toMatchObject({ status: "approuve", published: true });
  }, 120_000);

  test("the matrix asked every route", () => {
    // Printed for the report: rows = (address, method, actor) triples checked.
    console.info(`authorization matrix: ${rowsChecked} rows over ${Object.keys(EXPECTATIONS).length} routes`);
    expect(rowsChecked).toBeGreaterThan(0);
  });
});
