// Builders for test data. Each call makes unique values so tests never collide.
import { randomBytes } from "node:crypto";
import type { blogPosts, events, proposals } from "~/db/schema";
import type { IdeaInput } from "~/features/ideas/schema";
import type { MembershipInput } from "~/features/membership/schema";
import type { SessionUser } from "~/lib/auth.server";
import type { Role } from "~/lib/permissions";

export function uniqueEmail(prefix = "membre"): string {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.org`;
}

export const validPassword = "une phrase de passe solide";

const token = () => randomBytes(3).toString("hex");

/**
 * The rows of the content tables, complete and valid, with a unique slug unless given: a test
 * names only what it is about (`eventRow({ capacity: 2 })`) and inserts them with its database.
 */
export function eventRow(overrides: Partial<typeof events.$inferInsert> = {}): typeof events.$inferInsert {
  const slug = overrides.slug ?? `rencontre-${token()}`;
  const startsAt = overrides.startsAt ?? new Date("2026-03-12T18:30:00+01:00");
  return {
    slug,
    title: `Rencontre ${slug}`,
    date: startsAt.toISOString().slice(0, 10),
    category: "Réunion publique",
    summary: "Une rencontre.",
    content: "Une rencontre.",
    place: "Mairie du 2e",
    startsAt,
    published: true,
    ...overrides,
  };
}

export function blogPostRow(overrides: Partial<typeof blogPosts.$inferInsert> = {}): typeof blogPosts.$inferInsert {
  const slug = overrides.slug ?? `article-${token()}`;
  return { slug, title: `Article ${slug}`, date: "2026-03-01", category: "Urbanisme", published: true, publishedAt: new Date(), ...overrides };
}

export function proposalRow(overrides: Partial<typeof proposals.$inferInsert> = {}): typeof proposals.$inferInsert {
  const slug = overrides.slug ?? `proposition-${token()}`;
  return { slug, title: `Proposition ${slug}`, date: "2025-01-01", category: "Mobilité", theme: "Sécurité", published: true, ...overrides };
}

/** A valid idea (an urgent problem in the Terreaux), from a new address unless overridden. */
export function ideaInput(overrides: Partial<IdeaInput> = {}, emailPrefix = "idee"): IdeaInput {
  return {
    nom: "Camille Martin",
    email: uniqueEmail(emailPrefix),
    telephone: "+33612345678",
    quartier: "terreaux",
    type_soumission: "probleme",
    titre: "Éclairage en panne place des Terreaux",
    description: "Deux lampadaires sont éteints depuis une semaine côté fontaine Bartholdi.",
    localisation: "Place des Terreaux",
    urgence: "elevee",
    ...overrides,
  };
}

/** A valid membership of `persons` people (member 1 is the payer), for 2025 unless overridden. */
export function householdInput(persons: 1 | 2 | 3 | 4, overrides: Partial<MembershipInput> = {}): MembershipInput {
  const others = [
    { nom: "Durand", prenom: "Bob" },
    { nom: "Durand", prenom: "Chloé", email: "chloe@example.org", telephone: "+33700000003" },
    { nom: "Petit", prenom: "Dan" },
  ];
  return {
    nom: "Durand",
    prenom: "Alice",
    email: uniqueEmail("adhesion"),
    telephone: "+33612345678",
    adresse_complete: "12 rue Mercière",
    code_postal: "69002",
    ville: "Lyon",
    annee_adhesion: 2025,
    nombre_personnes: persons,
    consentement_rgpd: true,
    membres: others.slice(0, persons - 1),
    ...overrides,
  };
}

/** A POST request to a page of the site, with form fields and optional cookie. */
export function formRequest(path: string, fields: Record<string, string>, cookie?: string): Request {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`http://localhost:3000${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

/** A GET request carrying a cookie header. */
export function pageRequest(path: string, cookie?: string): Request {
  return new Request(`http://localhost:3000${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

/** Turns Set-Cookie headers into the Cookie header a browser would send back. */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

/**
 * The context React Router hands a loader or action of `request`, once the root middleware
 * has run: request info, the database, the session (read from the request's cookie) and the
 * shell data's loader a refusal reads.
 */
export async function contextFor(request: Request, clientIp = "192.0.2.10") {
  const [{ createRequestContext, provideSession }, { getDb }, { provideShellData }] = await Promise.all([
    import("~/lib/request-context.server"),
    import("~/db/client.server"),
    import("~/composition/shell-data.server"),
  ]);
  const context = createRequestContext({ clientIp, nonce: "", requestId: "test" }, getDb());
  provideSession(context, request);
  provideShellData(context);
  return context;
}

/** A loader's arguments as React Router passes them to a route without guards: the request, its params, contextFor's context. */
export async function loaderArgs(request: Request, params: Record<string, string> = {}) {
  return { request, params, context: await contextFor(request) };
}

/**
 * contextFor, then the guards of the route as React Router runs them before its loader or
 * action: the layouts' and the module's own `middleware`, in order (e.g. `guardedContextFor(
 * request, [...adminLayout.middleware, ...ideaRoute.middleware], { id: "1" })`). A refusal throws
 * as it does in the app (a redirect to sign in, a 403); once through, the page reads the user
 * its guard let in.
 */
export async function guardedContextFor(request: Request, middleware: ReadonlyArray<(args: never, next: never) => unknown>, params: Record<string, string> = {}) {
  const context = await contextFor(request);
  for (const guard of middleware) await (guard as (args: unknown, next: () => Promise<undefined>) => unknown)({ request, context, params }, async () => undefined);
  return context;
}

/**
 * A team member holding `roles`, signed in: the Cookie header of their browser and the user as
 * the guards read it from that session (the role table's permissions, not a list written in the
 * test).
 */
export async function signedInStaff(roles: Role[], emailPrefix = roles[0] ?? "equipe"): Promise<{ user: SessionUser; cookie: string }> {
  const [{ createAccount }, { getAuth, readSession }, { getDb }] = await Promise.all([import("~/features/account/administrators.server"), import("~/lib/auth.server"), import("~/db/client.server")]);
  const email = uniqueEmail(emailPrefix);
  await createAccount(getDb(), email, { password: validPassword, roles });
  const { headers } = await getAuth(getDb()).api.signInEmail({ body: { email, password: validPassword }, returnHeaders: true });
  const cookie = cookieFrom(headers);
  const { user } = await readSession(getDb(), pageRequest("/admin", cookie));
  if (!user) throw new Error("signedInStaff: the new session was not read back");
  return { user, cookie };
}

/** A member account with a session: its id and the Cookie header of a signed-in browser. */
export async function signedInMember(email = uniqueEmail()): Promise<{ userId: string; cookie: string }> {
  const [{ createAccount }, { getAuth }, { getDb }] = await Promise.all([import("~/features/account/administrators.server"), import("~/lib/auth.server"), import("~/db/client.server")]);
  const { userId } = await createAccount(getDb(), email, { password: validPassword });
  const { headers } = await getAuth(getDb()).api.signInEmail({ body: { email, password: validPassword }, returnHeaders: true });
  return { userId, cookie: cookieFrom(headers) };
}
