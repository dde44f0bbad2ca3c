// Which rows of the participation tables belong to a member: the contributions page, the
// personal-data export and the account deletion share this one rule.
import { eq, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { SessionUser } from "~/lib/auth.server";

export type DataSubject = Pick<SessionUser, "id" | "email" | "emailVerified">;

/**
 * Rows that belong to the member: sent while signed in (user_id), or sent with the account's
 * address once the member has proved it is theirs.
 */
export function ownedBy(subject: DataSubject, userIdColumn: PgColumn, emailColumn: PgColumn): SQL {
  const byAccount = eq(userIdColumn, subject.id);
  if (!subject.emailVerified) return byAccount;
  return or(byAccount, eq(sql`lower(${emailColumn})`, subject.email.toLowerCase()))!;
}
