// The back-office's accounts on the real database: giving and removing roles, disabling an
// account (its sessions end at once) and re-enabling it, the last active administrator who can
// neither lose the role nor be disabled (even under concurrent requests), one's own account that
// cannot be disabled, the journal written with each change, the searchable list, the journal's
// filters, and the users page's action answers (toast redirect, 400, 404, 409).
import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, sessions, userRoles, users } from "~/db/schema";
import { createAccount } from "~/features/account/administrators.server";
import { checkAccountToken, issueAccountToken } from "~/features/account/tokens.server";
import { USER_ACTION_ERRORS } from "~/features/admin/users-schema";
import {
  disableUser,
  enableUser,
  grantRole,
  journalListFor,
  listJournal,
  listJournalActors,
  listUsers,
  revokeRole,
  type Actor,
} from "~/features/admin/users.server";
import { readSession } from "~/lib/auth.server";
import { readToast } from "~/lib/toast.server";
import { userActionError } from "~/features/admin/components/UsersTable";
import { formErrorsOf, type FormReply } from "~/lib/form-reply";
import { middleware as adminMiddleware } from "~/routes/admin/layout";
import { action as usersAction, loader as usersLoader, middleware as usersMiddleware } from "~/routes/admin/users";
import { formRequest, guardedContextFor, pageRequest, signedInMember, uniqueEmail, validPassword } from "../factories";
import { truncateAll } from "../setup/database";

type ActionArgs = Parameters<typeof usersAction>[0];
type LoaderArgs = Parameters<typeof usersLoader>[0];

let admin: Actor & { cookie: string };

beforeEach(async () => {
  await truncateAll();
  const email = uniqueEmail("admin");
  await createAccount(getDb(), email, { password: validPassword, roles: ["admin"] });
  const { userId, cookie } = await signedInMember(email);
  admin = { id: userId, email, cookie };
});

async function journal() {
  return getDb().select().from(auditLog).orderBy(desc(auditLog.id));
}

async function rolesOf(userId: string) {
  return (await getDb().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.role).sort();
}

/** An account inserted directly (no password hashing): for lists. */
async function insertUser(values: { email: string; firstName?: string | null; lastName?: string | null; createdAt?: Date }) {
  const id = randomBytes(16).toString("hex");
  await getDb()
    .insert(users)
    .values({ id, name: values.email, email: values.email, firstName: values.firstName ?? null, lastName: values.lastName ?? null, createdAt: values.createdAt ?? new Date() });
  return id;
}

describe("roles", () => {
  test("giving a role adds it once, journals it with the account's email, and giving it again changes nothing", async () => {
    const member = await signedInMember(uniqueEmail("alice"));
    const [{ email }] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, member.userId));
    const first = await grantRole(getDb(), admin, member.userId, "redaction");
    expect(first).toEqual({ status: "ok", email, changed: true, sessionsEnded: 0 });
    expect(await rolesOf(member.userId)).toEqual(["redaction"]);
    const [entry] = await journal();
    expect(entry).toMatchObject({ action: "role_grant", entityType: "user", entityId: member.userId, entityLabel: email, summary: "Rôle Rédaction", actorId: admin.id, actorEmail: admin.email });

    expect(await grantRole(getDb(), admin, member.userId, "redaction")).toMatchObject({ status: "ok", changed: false });
    expect(await rolesOf(member.userId)).toEqual(["redaction"]);
    expect(await journal()).toHaveLength(1);
  });

  test("removing a role deletes it and journals it; removing a role not held changes nothing", async () => {
    const member = await signedInMember();
    await grantRole(getDb(), admin, member.userId, "tresorerie");
    await grantRole(getDb(), admin, member.userId, "moderation");
    expect(await revokeRole(getDb(), admin, member.userId, "tresorerie")).toMatchObject({ status: "ok", changed: true });
    expect(await rolesOf(member.userId)).toEqual(["moderation"]);
    const [entry] = await journal();
    expect(entry).toMatchObject({ action: "role_revoke", entityType: "user", entityId: member.userId, summary: "Rôle Trésorerie" });
    expect(await revokeRole(getDb(), admin, member.userId, "tresorerie")).toMatchObject({ status: "ok", changed: false });
    expect(await journal()).toHaveLength(3);
  });

  test("the role change reaches the account's next request", async () => {
    const member = await signedInMember();
    await grantRole(getDb(), admin, member.userId, "redaction");
    expect((await readSession(getDb(), pageRequest("/", member.cookie))).user?.permissions).toContain("blog:write");
    await revokeRole(getDb(), admin, member.userId, "redaction");
    expect((await readSession(getDb(), pageRequest("/", member.cookie))).user?.permissions).toEqual([]);
  });

  test("an unknown account is reported, nothing is written", async () => {
    expect(await grantRole(getDb(), admin, "inconnu", "redaction")).toEqual({ status: "not_found" });
    expect(await revokeRole(getDb(), admin, "inconnu", "admin")).toEqual({ status: "not_found" });
    expect(await disableUser(getDb(), admin, "inconnu")).toEqual({ status: "not_found" });
    expect(await enableUser(getDb(), admin, "inconnu")).toEqual({ status: "not_found" });
    expect(await journal()).toHaveLength(0);
  });
});

describe("the last administrator", () => {
  test("cannot lose the admin role; with a second administrator, one may step down", async () => {
    expect(await revokeRole(getDb(), admin, admin.id, "admin")).toEqual({ status: "last_admin" });
    expect(await rolesOf(admin.id)).toEqual(["admin"]);
    expect(await journal()).toHaveLength(0);

    const other = await signedInMember(uniqueEmail("second-admin"));
    await grantRole(getDb(), admin, other.userId, "admin");
    expect(await revokeRole(getDb(), admin, admin.id, "admin")).toMatchObject({ status: "ok", changed: true });
    expect(await rolesOf(admin.id)).toEqual([]);
    // Now the other one is the last.
    expect(await revokeRole(getDb(), { id: other.userId, email: "x@example.org" }, other.userId, "admin")).toEqual({ status: "last_admin" });
  });

  test("cannot be disabled, whoever asks; a disabled administrator does not count as one", async () => {
    const member = await signedInMember();
    const memberActor = { id: member.userId, email: "membre@example.org" };
    expect(await disableUser(getDb(), memberActor, admin.id)).toEqual({ status: "last_admin" });
    const [row] = await getDb().select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, admin.id));
    expect(row?.disabledAt).toBeNull();

    // A second administrator who is disabled does not make the first one removable.
    const other = await signedInMember(uniqueEmail("second-admin"));
    await grantRole(getDb(), admin, other.userId, "admin");
    expect(await disableUser(getDb(), admin, other.userId)).toMatchObject({ status: "ok", changed: true });
    expect(await revokeRole(getDb(), admin, admin.id, "admin")).toEqual({ status: "last_admin" });
    expect(await disableUser(getDb(), memberActor, admin.id)).toEqual({ status: "last_admin" });
    // Removing the admin role of the disabled one is allowed: it changes no active administrator.
    expect(await revokeRole(getDb(), admin, other.userId, "admin")).toMatchObject({ status: "ok", changed: true });
  });

  test("two administrators removing their own roles at the same time: exactly one succeeds", async () => {
    const other = await signedInMember(uniqueEmail("second-admin"));
    await grantRole(getDb(), admin, other.userId, "admin");
    const otherActor = { id: other.userId, email: "second@example.org" };
    const results = await Promise.all([revokeRole(getDb(), admin, admin.id, "admin"), revokeRole(getDb(), otherActor, other.userId, "admin")]);
    expect(results.map((r) => r.status).sort()).toEqual(["last_admin", "ok"]);
    const remaining = await getDb().select().from(userRoles).where(eq(userRoles.role, "admin"));
    expect(remaining).toHaveLength(1);
  });

  test("disabling one administrator while the other removes their own role: one administrator stays active", async () => {
    const other = await signedInMember(uniqueEmail("second-admin"));
    await grantRole(getDb(), admin, other.userId, "admin");
    const otherActor = { id: other.userId, email: "second@example.org" };
    await Promise.all([disableUser(getDb(), admin, other.userId), revokeRole(getDb(), admin, admin.id, "admin"), revokeRole(getDb(), otherActor, other.userId, "admin")]);
    const active = await getDb()
      .select({ id: users.id, disabledAt: users.disabledAt })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(and(eq(userRoles.role, "admin")));
    expect(active.filter((a) => a.disabledAt === null)).toHaveLength(1);
  });
});

describe("disabling and re-enabling", () => {
  test("disabling ends every session of the account at once and is journalled; re-enabling lets it sign in again", async () => {
    const email = uniqueEmail("bob");
    const member = await signedInMember(email);
    // A second device.
    const second = await signedInMember(email);
    expect((await readSession(getDb(), pageRequest("/", member.cookie))).user?.email).toBe(email);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, member.userId))).toHaveLength(2);

    const pendingReset = await issueAccountToken(getDb(), { userId: member.userId, purpose: "reset_password", email });
    const result = await disableUser(getDb(), admin, member.userId);
    expect(result).toEqual({ status: "ok", email, changed: true, sessionsEnded: 2 });
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, member.userId))).toHaveLength(0);
    expect((await readSession(getDb(), pageRequest("/", member.cookie))).user).toBeNull();
    expect((await readSession(getDb(), pageRequest("/", second.cookie))).user).toBeNull();
    // A reset link asked for before is gone too: it cannot reopen the account once re-enabled.
    expect((await checkAccountToken(getDb(), pendingReset, "reset_password")).status).toBe("invalid");
    const [row] = await getDb().select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, member.userId));
    expect(row?.disabledAt).toBeInstanceOf(Date);
    const [entry] = await journal();
    expect(entry).toMatchObject({ action: "disable", entityType: "user", entityId: member.userId, entityLabel: email, summary: "Sessions terminées\u202f: 2", actorId: admin.id });
    // The admin's own session is untouched.
    expect((await readSession(getDb(), pageRequest("/", admin.cookie))).user?.id).toBe(admin.id);

    expect(await disableUser(getDb(), admin, member.userId)).toMatchObject({ status: "ok", changed: false });
    expect(await enableUser(getDb(), admin, member.userId)).toMatchObject({ status: "ok", changed: true });
    const [after] = await getDb().select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, member.userId));
    expect(after?.disabledAt).toBeNull();
    expect((await journal()).map((e) => e.action)).toEqual(["enable", "disable"]);
    expect(await enableUser(getDb(), admin, member.userId)).toMatchObject({ status: "ok", changed: false });
    // Signing in works again.
    const again = await signedInMember(email);
    expect((await readSession(getDb(), pageRequest("/", again.cookie))).user?.email).toBe(email);
  });

  test("an administrator cannot disable their own account", async () => {
    const other = await signedInMember(uniqueEmail("second-admin"));
    await grantRole(getDb(), admin, other.userId, "admin");
    const before = (await journal()).length;
    expect(await disableUser(getDb(), admin, admin.id)).toEqual({ status: "self" });
    expect((await readSession(getDb(), pageRequest("/", admin.cookie))).user?.id).toBe(admin.id);
    expect(await journal()).toHaveLength(before);
  });
});

describe("the list of accounts", () => {
  test("searches email and names (wildcards are literal), filters by role, shows roles and states", async () => {
    const dupont = await insertUser({ email: "jeanne.d@example.org", firstName: "Jeanne", lastName: "Dupont" });
    await insertUser({ email: "paul@example.org", firstName: "Paul", lastName: "Martin" });
    await insertUser({ email: "cent%pour@example.org" });
    await grantRole(getDb(), admin, dupont, "moderation");

    const byName = await listUsers(getDb(), { search: "dupont" });
    expect(byName.items.map((u) => u.email)).toEqual(["jeanne.d@example.org"]);
    expect(byName.items[0]).toMatchObject({ firstName: "Jeanne", lastName: "Dupont", roles: ["moderation"], disabledAt: null, emailVerified: false });
    expect((await listUsers(getDb(), { search: "PAUL@" })).items.map((u) => u.email)).toEqual(["paul@example.org"]);
    expect((await listUsers(getDb(), { search: "%" })).items.map((u) => u.email)).toEqual(["cent%pour@example.org"]);
    expect((await listUsers(getDb(), { role: "moderation" })).items.map((u) => u.id)).toEqual([dupont]);
    expect((await listUsers(getDb(), { role: "admin" })).items.map((u) => u.id)).toEqual([admin.id]);
    expect((await listUsers(getDb())).total).toBe(4);

    await disableUser(getDb(), admin, dupont);
    const [disabled] = (await listUsers(getDb(), { search: "jeanne" })).items;
    expect(disabled?.disabledAt).toEqual(expect.any(String));
  });

  test("20 accounts per page, newest first; a page past the end gives the last one", async () => {
    const start = Date.UTC(2025, 0, 1);
    for (let i = 0; i < 24; i++) await insertUser({ email: `compte-${String(i).padStart(2, "0")}@example.org`, createdAt: new Date(start + i * 60_000) });
    const first = await listUsers(getDb(), { search: "compte-" });
    expect(first).toMatchObject({ total: 24, page: 1, pageCount: 2, pageSize: 20 });
    expect(first.items[0]?.email).toBe("compte-23@example.org");
    const last = await listUsers(getDb(), { search: "compte-", page: 9 });
    expect(last.page).toBe(2);
    expect(last.items.map((u) => u.email)).toEqual(["compte-03@example.org", "compte-02@example.org", "compte-01@example.org", "compte-00@example.org"]);
  });
});

describe("the journal", () => {
  test("lists entries newest first with French labels, filtered by person and by type", async () => {
    const member = await signedInMember(uniqueEmail("carla"));
    const other = await signedInMember(uniqueEmail("second-admin"));
    await grantRole(getDb(), admin, other.userId, "admin");
    await grantRole(getDb(), { id: other.userId, email: "second@example.org" }, member.userId, "redaction");
    await getDb().insert(auditLog).values({ actorId: admin.id, actorEmail: admin.email, action: "create", entityType: "blog_post", entityId: "1", entityLabel: "Un article", summary: "Brouillon" });

    const actors = await listJournalActors(getDb());
    expect(actors.map((a) => a.id).sort()).toEqual([admin.id, other.userId].sort());

    const all = await listJournal(getDb(), { page: 1, pageSize: 20 });
    expect(all.total).toBe(3);
    expect(all.items[0]).toMatchObject({ actionLabel: "Création", entityTypeLabel: "Article", entityLabel: "Un article" });
    expect(all.items[1]).toMatchObject({ actorEmail: "second@example.org", actionLabel: "Rôle accordé", entityTypeLabel: "Utilisateur", summary: "Rôle Rédaction" });

    const list = journalListFor(actors.map((a) => a.id));
    const byPerson = await listJournal(getDb(), list.fromUrl(new URLSearchParams({ personne: other.userId })));
    expect(byPerson.items.map((e) => e.actorEmail)).toEqual(["second@example.org"]);
    const byType = await listJournal(getDb(), list.fromUrl(new URLSearchParams({ type: "user" })));
    expect(byType.total).toBe(2);
    // An id that is not among the journal's people is ignored, not an error.
    expect(list.fromUrl(new URLSearchParams({ personne: "'; drop table users" })).actor).toBeUndefined();
  });
});

describe("the users page's action", () => {
  /** The context once the admin layout's guard and the page's own have let the request in (as the router runs them). */
  const guardedContext = (request: Request) => guardedContextFor(request, [...adminMiddleware, ...usersMiddleware]);
  const post = async (fields: Record<string, string>, cookie = admin.cookie, path = "/admin/utilisateurs?q=exemple") => {
    const request = formRequest(path, fields, cookie);
    return usersAction({ request, params: {}, context: await guardedContext(request) } as unknown as ActionArgs);
  };
  const statusOf = (result: unknown) => (result as { init?: { status?: number } }).init?.status;
  const replyOf = (result: unknown) => (result as { data: FormReply }).data;
  /** What the page says above the list about this answer. */
  const errorOf = (result: unknown) => userActionError(replyOf(result));

  test("a change redirects back to the same search with its toast", async () => {
    const member = await signedInMember();
    const response = (await post({ intent: "grant-role", user_id: member.userId, role: "redaction" })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/utilisateurs?q=exemple");
    const { toast } = await readToast(new Request("http://localhost/", { headers: { cookie: response.headers.get("Set-Cookie")!.split(";")[0]! } }));
    expect(toast).toMatchObject({ title: "Rôle accordé" });

    const disabled = (await post({ intent: "disable", user_id: member.userId })) as Response;
    const { toast: disabledToast } = await readToast(new Request("http://localhost/", { headers: { cookie: disabled.headers.get("Set-Cookie")!.split(";")[0]! } }));
    expect(disabledToast).toMatchObject({ title: "Compte désactivé", description: "Ses sessions sont terminées." });
  });

  test("bad input is a 400 with a French message, an unknown account a 404, the rules a 409", async () => {
    const malformed: Record<string, string>[] = [{ intent: "grant-role", user_id: "abc", role: "chef" }, { intent: "supprimer", user_id: "abc" }, { intent: "disable", user_id: "a b" }, {}];
    for (const fields of malformed) {
      const result = await post(fields);
      expect(statusOf(result)).toBe(400);
      // No message of its own (the fields are hidden): the page says the request is invalid.
      expect(formErrorsOf(replyOf(result))).toEqual([]);
      expect(errorOf(result)).toBe(USER_ACTION_ERRORS.invalid);
    }
    const missing = await post({ intent: "enable", user_id: "inconnu" });
    expect(statusOf(missing)).toBe(404);
    expect(formErrorsOf(replyOf(missing))).toEqual([USER_ACTION_ERRORS.notFound]);
    expect(errorOf(missing)).toBe(USER_ACTION_ERRORS.notFound);

    const last = await post({ intent: "revoke-role", user_id: admin.id, role: "admin" });
    expect(statusOf(last)).toBe(409);
    expect(errorOf(last)).toBe("Impossible\u202f: c’est le dernier compte administrateur. Donnez d’abord ce rôle à une autre personne.");
    const self = await post({ intent: "disable", user_id: admin.id });
    expect(statusOf(self)).toBe(409);
    expect(errorOf(self)).toBe(USER_ACTION_ERRORS.selfDisable);
  });

  test("a member without the right is refused before anything changes", async () => {
    const member = await signedInMember();
    await expect(post({ intent: "grant-role", user_id: member.userId, role: "admin" }, member.cookie)).rejects.toMatchObject({ init: { status: 403 } });
    expect(await rolesOf(member.userId)).toEqual([]);
  });

  test("the loader lists the accounts for an administrator", async () => {
    const request = pageRequest("/admin/utilisateurs?q=admin", admin.cookie);
    const data = await usersLoader({ request, params: {}, context: await guardedContext(request) } as unknown as LoaderArgs);
    expect(data).toMatchObject({ total: 1, search: "admin", currentUserId: admin.id });
    expect(data.items[0]).toMatchObject({ id: admin.id, roles: ["admin"] });
  });
});
