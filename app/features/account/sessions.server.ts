// The member's sessions: the list the security page shows and "sign out the other devices".
import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sessions } from "~/db/schema";
import type { SessionUser } from "~/lib/auth.server";
import { describeDevice } from "./device";
import { revokeResetLinks } from "./tokens.server";

export async function listSessions(db: Database, user: Pick<SessionUser, "id" | "sessionId">, now = new Date()) {
  const rows = await db
    .select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastActiveAt: sessions.updatedAt })
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt));
  return rows
    .map((row) => ({
      device: describeDevice(row.userAgent),
      createdAt: row.createdAt.toISOString(),
      lastActiveAt: row.lastActiveAt.toISOString(),
      current: row.id === user.sessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Ends every session of the account but this one, and retires its pending password-reset links
 * (whoever held another device may have asked for one); returns how many sessions were ended.
 */
export async function revokeOtherSessions(db: Database, user: Pick<SessionUser, "id" | "sessionId">): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)))
      .returning({ id: sessions.id });
    await revokeResetLinks(tx, user.id);
    return ended.length;
  });
}
