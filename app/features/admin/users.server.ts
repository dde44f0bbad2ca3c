// The back-office's accounts and journal: the searchable list of accounts with their roles,
// the changes an administrator makes to them (give or remove a role, disable or re-enable the
// account), and the paginated, filtered read of the journal those changes write to. Every
// change runs in one transaction with its journal entry (ADR 0011). The last active
// administrator can neither lose the role nor be disabled: the admin role rows are locked
// before counting, so two concurrent changes cannot both pass the check.
import { and, asc, count, desc, eq, exists, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { auditLog, sessions, userRoles, users } from "~/db/schema";
import { countRows, defineList, paginate, searchCondition, type ListInputOf, type ListPage, type ListQueryOf } from "~/lib/admin-list.server";
import type { SessionUser } from "~/lib/auth.server";
import { JOURNAL_ACTION_LABELS, JOURNAL_ENTITIES, JOURNAL_ENTITY_LABELS, readJournal, recordJournal, type JournalAction, type JournalEntity } from "~/lib/journal.server";
import { knownRoles, ROLE_LABELS, ROLES, type Role } from "~/lib/permissions";
import { revokeResetLinks } from "~/features/account/tokens.server";
import type { UserAction } from "./users-schema";

/** Who makes a change: the signed-in administrator. */
export type Actor = Pick<SessionUser, "id" | "email">;

// ---------------------------------------------------------------------------------------------
// The list of accounts

/** The back-office list of accounts: text search (email, names) and a role filter, 20 per page. */
export const userList = defineList({
  filters: { role: { param: "role", values: ROLES } },
  sorts: ["recent"],
});

export type UserListQuery = ListQueryOf<typeof userList>;
export type UserListInput = ListInputOf<typeof userList>;

/** One account as the users page shows it. */
export interface UserSummary {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  emailVerified: boolean;
  createdAt: string;
  /** When an administrator disabled the account; null while it is active. */
  disabledAt: string | null;
  roles: Role[];
}

/** Accounts, newest first, searched and filtered, one page at a time, with their roles. */
export async function listUsers(db: Database, input: UserListInput | UserListQuery = {}): Promise<ListPage<UserSummary>> {
  const query = userList.normalize(input);
  const where = and(
    searchCondition(query.search, [users.email, users.firstName, users.lastName, users.name]),
    query.role ? exists(db.select({ one: sql`1` }).from(userRoles).where(and(eq(userRoles.userId, users.id), eq(userRoles.role, query.role)))) : undefined,
  );
  const page = await paginate(
    query,
    (limit, offset) =>
      db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          emailVerified: users.emailVerified,
          createdAt: users.createdAt,
          disabledAt: users.disabledAt,
        })
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset),
    () => countRows(db, users, where),
  );
  const ids = page.items.map((u) => u.id);
  const granted = ids.length ? await db.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles).where(inArray(userRoles.userId, ids)) : [];
  const rolesOf = (id: string) => knownRoles(granted.filter((g) => g.userId === id).map((g) => g.role));
  return {
    ...page,
    items: page.items.map((u) => ({
      id: u.id,
      email: u.email,
      firstName: u.firstName?.trim() || null,
      lastName: u.lastName?.trim() || null,
      emailVerified: u.emailVerified,
      createdAt: u.createdAt.toISOString(),
      disabledAt: u.disabledAt ? u.disabledAt.toISOString() : null,
      roles: rolesOf(u.id),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Changes to an account

export type UserChange =
  /** Done; `changed` is false when the account was already in the asked state (nothing journalled). */
  | { status: "ok"; email: string; changed: boolean; sessionsEnded: number }
  | { status: "not_found" }
  /** It would leave the site without an active administrator. */
  | { status: "last_admin" }
  /** An administrator may not disable their own account. */
  | { status: "self" };

const notFound = { status: "not_found" } as const;
const lastAdmin = { status: "last_admin" } as const;
const done = (email: string, changed: boolean, sessionsEnded = 0): UserChange => ({ status: "ok", email, changed, sessionsEnded });

/** The account, its row locked until the end of the transaction (changes to one account queue up). */
async function lockUser(tx: Transaction, userId: string) {
  const [row] = await tx.select({ id: users.id, email: users.email, disabledAt: users.disabledAt }).from(users).where(eq(users.id, userId)).for("no key update");
  return row ?? null;
}

/**
 * Locks every admin role row, always in the same order (so two changes wait for each other
 * instead of deadlocking), and returns the ids of their holders.
 */
async function lockAdminRoles(tx: Transaction): Promise<string[]> {
  const rows = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin")).orderBy(asc(userRoles.userId)).for("update");
  return rows.map((r) => r.userId);
}

/**
 * Active administrators other than this account. Run after lockAdminRoles: a new statement
 * sees what a change that held the lock before us committed (a revoked role, a disabled account).
 */
async function otherActiveAdmins(tx: Transaction, userId: string): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, "admin"), isNull(users.disabledAt), ne(userRoles.userId, userId)));
  return Number(row?.total ?? 0);
}

const roleSummary = (role: Role) => `Rôle ${ROLE_LABELS[role]}`;

/** Gives a role; giving one the account already holds changes nothing. */
export async function grantRole(db: Database, actor: Actor, userId: string, role: Role): Promise<UserChange> {
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, userId);
    if (!target) return notFound;
    const inserted = await tx.insert(userRoles).values({ userId, role }).onConflictDoNothing().returning({ role: userRoles.role });
    if (inserted.length === 0) return done(target.email, false);
    await recordJournal(tx, actor, { action: "role_grant", entityType: "user", entityId: userId, entityLabel: target.email, summary: roleSummary(role) });
    return done(target.email, true);
  });
}

/** Removes a role; refused for the admin role of the last active administrator. */
export async function revokeRole(db: Database, actor: Actor, userId: string, role: Role): Promise<UserChange> {
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, userId);
    if (!target) return notFound;
    if (role === "admin") {
      const admins = await lockAdminRoles(tx);
      if (!admins.includes(userId)) return done(target.email, false);
      if (!target.disabledAt && (await otherActiveAdmins(tx, userId)) === 0) return lastAdmin;
    }
    const removed = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
      .returning({ role: userRoles.role });
    if (removed.length === 0) return done(target.email, false);
    await recordJournal(tx, actor, { action: "role_revoke", entityType: "user", entityId: userId, entityLabel: target.email, summary: roleSummary(role) });
    return done(target.email, true);
  });
}

/**
 * Disables an account: it can no longer sign in, and all its sessions and pending reset links are
 * deleted in the same transaction, so it is signed out everywhere at once. Refused for one's own account and for
 * the last active administrator.
 */
export async function disableUser(db: Database, actor: Actor, userId: string, now: Date = new Date()): Promise<UserChange> {
  if (actor.id === userId) return { status: "self" };
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, userId);
    if (!target) return notFound;
    if (target.disabledAt) return done(target.email, false);
    const admins = await lockAdminRoles(tx);
    if (admins.includes(userId) && (await otherActiveAdmins(tx, userId)) === 0) return lastAdmin;
    await tx.update(users).set({ disabledAt: now, updatedAt: now }).where(eq(users.id, userId));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    // A reset link would let the account sign in again once re-enabled.
    await revokeResetLinks(tx, userId);
    await recordJournal(tx, actor, {
      action: "disable",
      entityType: "user",
      entityId: userId,
      entityLabel: target.email,
      summary: `Sessions terminées\u202f: ${ended.length}`,
    });
    return done(target.email, true, ended.length);
  });
}

/** Re-enables a disabled account: it can sign in again (its old sessions stay ended). */
export async function enableUser(db: Database, actor: Actor, userId: string, now: Date = new Date()): Promise<UserChange> {
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, userId);
    if (!target) return notFound;
    if (!target.disabledAt) return done(target.email, false);
    await tx.update(users).set({ disabledAt: null, updatedAt: now }).where(eq(users.id, userId));
    await recordJournal(tx, actor, { action: "enable", entityType: "user", entityId: userId, entityLabel: target.email, summary: "Connexion de nouveau possible" });
    return done(target.email, true);
  });
}

/** The change a users-page form asks for. */
export function applyUserAction(db: Database, actor: Actor, action: UserAction): Promise<UserChange> {
  switch (action.intent) {
    case "grant-role":
      return grantRole(db, actor, action.user_id, action.role);
    case "revoke-role":
      return revokeRole(db, actor, action.user_id, action.role);
    case "disable":
      return disableUser(db, actor, action.user_id);
    case "enable":
      return enableUser(db, actor, action.user_id);
  }
}

// ---------------------------------------------------------------------------------------------
// The journal

/** A person who appears in the journal (the person filter's choices). */
export interface JournalActor {
  id: string;
  email: string;
}

/** People who made at least one journalled change, by email; each with their latest address there. */
export async function listJournalActors(db: Database): Promise<JournalActor[]> {
  const rows = await db
    .selectDistinctOn([auditLog.actorId], { id: auditLog.actorId, email: auditLog.actorEmail })
    .from(auditLog)
    .where(isNotNull(auditLog.actorId))
    .orderBy(auditLog.actorId, desc(auditLog.createdAt), desc(auditLog.id));
  return rows
    .filter((r): r is JournalActor => r.id !== null)
    .sort((a, b) => a.email.localeCompare(b.email, "fr"));
}

/** The journal's list: a person filter (among the given actor ids) and a type filter, 20 per page. */
export function journalListFor(actorIds: readonly string[]) {
  return defineList({
    filters: {
      actor: { param: "personne", values: actorIds },
      type: { param: "type", values: JOURNAL_ENTITIES },
    },
    sorts: ["recent"],
  });
}

export type JournalListQuery = ListQueryOf<ReturnType<typeof journalListFor>>;

/** One journal entry as the journal page shows it. */
export interface JournalLine {
  id: number;
  createdAt: string;
  actorEmail: string;
  action: string;
  actionLabel: string;
  entityType: string;
  entityTypeLabel: string;
  entityLabel: string;
  summary: string;
}

const labelOf = <K extends string>(labels: Record<K, string>, value: string) => (labels as Record<string, string>)[value] ?? value;

/** Journal entries, newest first, for one person and/or one kind of item, one page at a time. */
export async function listJournal(
  db: Database,
  query: { page: number; pageSize: number; actor?: string; type?: JournalEntity },
): Promise<ListPage<JournalLine>> {
  // The same conditions as readJournal's, for the total.
  const where = and(query.actor ? eq(auditLog.actorId, query.actor) : undefined, query.type ? eq(auditLog.entityType, query.type) : undefined);
  const page = await paginate(
    query,
    (limit, offset) => readJournal(db, { actorId: query.actor, entityType: query.type, limit, offset }),
    () => countRows(db, auditLog, where),
  );
  return {
    ...page,
    items: page.items.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      actorEmail: row.actorEmail,
      action: row.action,
      actionLabel: labelOf<JournalAction>(JOURNAL_ACTION_LABELS, row.action),
      entityType: row.entityType,
      entityTypeLabel: labelOf<JournalEntity>(JOURNAL_ENTITY_LABELS, row.entityType),
      entityLabel: row.entityLabel,
      summary: row.summary,
    })),
  };
}
