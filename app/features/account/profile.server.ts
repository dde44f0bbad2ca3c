// The member's profile: names, password change (current password required, other sessions
// ended), the password check of sensitive actions, and the membership the profile shows.
import { APIError } from "better-auth";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { accounts, memberships, users } from "~/db/schema";
import { getAuth, type SessionUser } from "~/lib/auth.server";
import { hashPassword, verifyPassword } from "~/lib/password.server";
import { accountEmailContext, deliverAccountEmail } from "./account-emails.server";
import { passwordChangedEmail } from "./emails";
import { ownedBy } from "./ownership.server";
import { revokeResetLinks } from "./tokens.server";

export async function updateNames(db: Database, userId: string, input: { firstName: string; lastName: string }): Promise<void> {
  await db
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName, name: `${input.firstName} ${input.lastName}`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * Whether `password` is the account's. Without a stored password (should not happen) the same
 * work is spent hashing, so the answer takes as long either way.
 */
export async function verifyAccountPassword(db: Database, userId: string, password: string): Promise<boolean> {
  const [account] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  if (!account?.hash) {
    await hashPassword(password);
    return false;
  }
  return verifyPassword({ hash: account.hash, password });
}

export type PasswordChangeResult = { status: "changed"; headers: Headers } | { status: "wrong_password" };

/** Changes the password; every other session of the account ends, this one is renewed, pending reset links stop working. */
export async function changePassword(
  db: Database,
  user: Pick<SessionUser, "id" | "email" | "firstName">,
  input: { currentPassword: string; newPassword: string; request: Request; requestId?: string },
): Promise<PasswordChangeResult> {
  try {
    const { headers } = await getAuth(db).api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: input.request.headers,
      returnHeaders: true,
    });
    // A reset link asked for before the change (by the member, or by whoever knew the old password) stops working.
    await revokeResetLinks(db, user.id);
    await deliverAccountEmail(passwordChangedEmail(await accountEmailContext(db), { to: user.email, firstName: user.firstName }), {
      kind: "password-changed",
      userId: user.id,
      requestId: input.requestId,
    });
    return { status: "changed", headers };
  } catch (error) {
    if (error instanceof APIError && error.statusCode === 400) return { status: "wrong_password" };
    throw error;
  }
}

/**
 * The memberships of this member: those sent while signed in, and those sent with the account's
 * address once it is verified. Newest year first.
 */
export async function membershipsOf(db: Database, user: Pick<SessionUser, "id" | "email" | "emailVerified">) {
  return db
    .select({
      id: memberships.id,
      year: memberships.year,
      persons: memberships.personCount,
      amountEuros: memberships.amountEuros,
      status: memberships.status,
      paymentReference: memberships.paymentReference,
      createdAt: memberships.createdAt,
    })
    .from(memberships)
    .where(ownedBy(user, memberships.userId, memberships.email))
    .orderBy(desc(memberships.year), desc(memberships.createdAt));
}

export type MemberMembership = Awaited<ReturnType<typeof membershipsOf>>[number];
