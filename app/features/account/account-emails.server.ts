// Sending the member space's emails: the site context of every message, delivery through the
// job queue that reports a failure to queue instead of throwing (the pages then show the spec's
// "email service" message), and the per-address limit on emails a form can trigger (A7: counted
// for any address, known or not, so that the limit itself tells nothing about which addresses
// have an account).
import type { Database } from "~/db/client.server";
import { enqueueEmail } from "~/lib/email-jobs.server";
import type { OutgoingEmail } from "~/lib/email.server";
import { loadSiteConfig } from "~/features/association/identity.server";
import { logger } from "~/lib/logger.server";
import { recordPersistentHit, secondsUntil } from "~/lib/rate-limit.server";
import { pseudonym } from "./device-cookie.server";
import type { AccountEmailContext } from "./emails";

export const ACCOUNT_EMAIL_WINDOW_MS = 60 * 60_000;
/** Emails of one kind a form may trigger for one address per hour (sign-up, reset, resend, email change). */
export const ACCOUNT_EMAILS_PER_HOUR = 5;

export type AccountEmailKind = "sign-up" | "reset" | "verify" | "change-email";

/** The site's address and short name as the emails show them (the saved identity). */
export async function accountEmailContext(db: Database): Promise<AccountEmailContext> {
  const site = await loadSiteConfig(db);
  return { siteUrl: site.siteUrl, shortName: site.shortName };
}

async function counterKey(kind: AccountEmailKind, email: string): Promise<string> {
  return `account-email:${kind}:${await pseudonym("account-email", kind, email.trim().toLowerCase())}`;
}

/**
 * Counts one request of this kind for this address; false once the hourly limit is passed,
 * with the seconds until the window ends.
 */
export async function takeAccountEmailAllowance(db: Database, kind: AccountEmailKind, email: string, now = new Date()): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const counter = await recordPersistentHit(db, await counterKey(kind, email), ACCOUNT_EMAIL_WINDOW_MS, now);
  if (counter.count <= ACCOUNT_EMAILS_PER_HOUR) return { allowed: true };
  return { allowed: false, retryAfterSeconds: secondsUntil(counter.windowStart.getTime() + ACCOUNT_EMAIL_WINDOW_MS, now.getTime()) };
}

/**
 * Queues a message (email kind `account.<log.kind>`, e.g. "account.reset"): the queue sends it
 * and retries an SMTP failure with backoff; one that fails for good is listed in the
 * back-office's failed emails. False (logged) only when it could not be queued (a database
 * error): the one failure a form can still tell its user about.
 */
export async function deliverAccountEmail(message: OutgoingEmail, log: { kind: string; userId?: string; requestId?: string }): Promise<boolean> {
  try {
    await enqueueEmail(message, { kind: `account.${log.kind}` });
    return true;
  } catch (error) {
    logger.error({ err: error, ...log }, "account email could not be queued");
    return false;
  }
}
