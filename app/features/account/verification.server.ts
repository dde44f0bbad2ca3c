// The member's email address: confirming it (the link sent at sign-up, sent again on request)
// and changing it (a link to the new address; the old one is told). Both links lead to the same
// confirmation page.
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import type { SessionUser } from "~/lib/auth.server";
import { accountEmailContext, deliverAccountEmail, takeAccountEmailAllowance } from "./account-emails.server";
import { emailChangeConfirmationEmail, emailChangeNoticeEmail, verificationEmail } from "./emails";
import { verifyAccountPassword } from "./profile.server";
import { checkAccountToken, consumeAccountToken, issueAccountToken } from "./tokens.server";

const CONFIRMATION_PURPOSES = ["verify_email", "change_email"] as const;

export type ResendResult = { status: "sent" } | { status: "already_verified" } | { status: "email_failed" } | { status: "rate_limited"; retryAfterSeconds: number };

/** Sends the address confirmation link again (at most ACCOUNT_EMAILS_PER_HOUR per hour). */
export async function resendVerification(db: Database, user: Pick<SessionUser, "id" | "email" | "firstName" | "emailVerified">, requestId?: string): Promise<ResendResult> {
  if (user.emailVerified) return { status: "already_verified" };
  const allowance = await takeAccountEmailAllowance(db, "verify", user.email);
  if (!allowance.allowed) return { status: "rate_limited", retryAfterSeconds: allowance.retryAfterSeconds };
  const token = await issueAccountToken(db, { userId: user.id, purpose: "verify_email", email: user.email });
  const sent = await deliverAccountEmail(verificationEmail(await accountEmailContext(db), { to: user.email, firstName: user.firstName, token }), {
    kind: "verify",
    userId: user.id,
    requestId,
  });
  return { status: sent ? "sent" : "email_failed" };
}

/** What the confirmation page shows before the member presses its button. */
export async function describeConfirmationLink(db: Database, token: string | null) {
  const check = await checkAccountToken(db, token, CONFIRMATION_PURPOSES);
  if (check.status === "invalid") return { status: "invalid" as const, purpose: null, email: null };
  return { status: check.status, purpose: check.token.purpose, email: check.token.email };
}

export type ConfirmationResult =
  | { status: "verified"; email: string }
  | { status: "email_changed"; email: string }
  /** The new address has become another account's since the change was asked. */
  | { status: "email_taken" }
  | { status: "expired" | "used" | "invalid" };

/** Uses a confirmation link: marks the address verified, or moves the account to the new address. */
export async function confirmEmailLink(db: Database, token: string, requestId?: string): Promise<ConfirmationResult> {
  const outcome = await db.transaction(async (tx) => {
    const check = await consumeAccountToken(tx, token, CONFIRMATION_PURPOSES);
    if (check.status !== "valid") return { status: check.status } as const;
    const { userId, email, purpose } = check.token;
    if (purpose === "verify_email") {
      await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
      return { status: "verified", email } as const;
    }
    const [taken] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, userId)));
    if (taken) return { status: "email_taken" } as const;
    const [before] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId)).for("update");
    await tx.update(users).set({ email, emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
    return { status: "email_changed", email, userId, previous: before! } as const;
  });
  if (outcome.status === "email_changed") {
    await deliverAccountEmail(
      emailChangeNoticeEmail(await accountEmailContext(db), { to: outcome.previous.email, firstName: outcome.previous.firstName, newEmail: outcome.email, done: true }),
      { kind: "change-email", userId: outcome.userId, requestId },
    );
    return { status: "email_changed", email: outcome.email };
  }
  return outcome;
}

export type EmailChangeResult =
  | { status: "sent"; email: string }
  | { status: "same_address" }
  | { status: "wrong_password" }
  | { status: "email_failed" }
  | { status: "rate_limited"; retryAfterSeconds: number };

/**
 * Asks for the account's address to become `newEmail`: checks the current password, sends the
 * confirmation link to the new address and tells the current one. Whether the new address
 * already has an account is only told to whoever opens the link (no enumeration here).
 */
export async function requestEmailChange(
  db: Database,
  user: Pick<SessionUser, "id" | "email" | "firstName">,
  input: { newEmail: string; currentPassword: string; requestId?: string },
): Promise<EmailChangeResult> {
  const newEmail = input.newEmail.toLowerCase();
  if (newEmail === user.email.toLowerCase()) return { status: "same_address" };
  if (!(await verifyAccountPassword(db, user.id, input.currentPassword))) return { status: "wrong_password" };
  const allowance = await takeAccountEmailAllowance(db, "change-email", user.email);
  if (!allowance.allowed) return { status: "rate_limited", retryAfterSeconds: allowance.retryAfterSeconds };
  const token = await issueAccountToken(db, { userId: user.id, purpose: "change_email", email: newEmail });
  const context = await accountEmailContext(db);
  const log = { kind: "change-email", userId: user.id, requestId: input.requestId };
  const sent = await deliverAccountEmail(emailChangeConfirmationEmail(context, { to: newEmail, firstName: user.firstName, token }), log);
  if (!sent) return { status: "email_failed" };
  await deliverAccountEmail(emailChangeNoticeEmail(context, { to: user.email, firstName: user.firstName, newEmail, done: false }), log);
  return { status: "sent", email: newEmail };
}
