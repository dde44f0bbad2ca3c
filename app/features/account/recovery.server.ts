// Password reset: the request (always the same answer, whatever the address) and the new
// password set through the emailed link, which ends every session of the account and signs
// the member in on this browser.
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { accounts, sessions, users } from "~/db/schema";
import { getAuth } from "~/lib/auth.server";
import { hashPassword } from "~/lib/password.server";
import { accountEmailContext, deliverAccountEmail, takeAccountEmailAllowance } from "./account-emails.server";
import { resetPasswordEmail } from "./emails";
import { authIpLimiter } from "./mutations.server";
import { consumeAccountToken, issueAccountToken, revokeResetLinks, type TokenCheck } from "./tokens.server";

export type ResetRequestResult = { status: "sent" } | { status: "email_failed" } | { status: "rate_limited"; retryAfterSeconds: number };

/**
 * "sent" whether or not the address has an account (nothing is sent when it has none).
 * Limited per client address and per email address (counted for any address).
 */
export async function requestPasswordReset(db: Database, input: { email: string; clientIp: string; requestId?: string }): Promise<ResetRequestResult> {
  const perIp = await authIpLimiter.hit(db, input.clientIp);
  if (!perIp.allowed) return { status: "rate_limited", retryAfterSeconds: perIp.retryAfterSeconds };
  const perAddress = await takeAccountEmailAllowance(db, "reset", input.email);
  if (!perAddress.allowed) return { status: "rate_limited", retryAfterSeconds: perAddress.retryAfterSeconds };
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.email, input.email.toLowerCase()));
  if (!user) return { status: "sent" };
  const token = await issueAccountToken(db, { userId: user.id, purpose: "reset_password", email: user.email });
  const sent = await deliverAccountEmail(resetPasswordEmail(await accountEmailContext(db), { to: user.email, firstName: user.firstName, token }), {
    kind: "reset",
    userId: user.id,
    requestId: input.requestId,
  });
  return { status: sent ? "sent" : "email_failed" };
}

export type ResetResult =
  /** The new password is set, every session ended; `headers` sign the member in here. */
  | { status: "done"; headers: Headers }
  | { status: Exclude<TokenCheck["status"], "valid"> };

export async function resetPassword(db: Database, input: { token: string; newPassword: string; request: Request }): Promise<ResetResult> {
  const hash = await hashPassword(input.newPassword);
  const outcome = await db.transaction(async (tx) => {
    const check = await consumeAccountToken(tx, input.token, "reset_password");
    if (check.status !== "valid") return { status: check.status } as const;
    const userId = check.token.userId;
    await tx.update(accounts).set({ password: hash, updatedAt: new Date() }).where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await revokeResetLinks(tx, userId);
    // Following the link proved the mailbox is the member's.
    const [user] = await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ email: users.email });
    return { status: "valid", email: user!.email } as const;
  });
  if (outcome.status !== "valid") return { status: outcome.status };
  const { headers } = await getAuth(db).api.signInEmail({
    body: { email: outcome.email, password: input.newPassword },
    headers: input.request.headers,
    returnHeaders: true,
  });
  return { status: "done", headers };
}
