// The proof that the site's email reaches a mailbox (the go-live checklist's « Envoi des e-mails »,
// issue 36): an administrator sends a test email to an address of theirs, through the queue and
// the SMTP server every other email takes, and confirms its arrival by opening the link it
// carries and pressing a button (a mail scanner that opens links confirms nothing). The proof
// holds for the mail server it was made with: a new SMTP_URL asks for a new test. Stored in the
// "email_check" setting, the token as its SHA-256 only; each send and confirmation journaled.
import { createHash } from "node:crypto";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import type { SessionUser } from "~/lib/auth.server";
import { enqueueEmail } from "~/lib/email-jobs.server";
import type { Env } from "~/lib/env.server";
import { recordJournal } from "~/lib/journal.server";
import { createPrivateToken, hashPrivateToken, isWellFormedPrivateToken } from "~/lib/private-token.server";
import { readSetting, storeSetting } from "~/lib/site-settings.server";

export const EMAIL_CHECK_PATH = "/admin/mise-en-ligne/e-mail";

/** A test link older than this is refused: send another. */
export const EMAIL_CHECK_VALIDITY_MS = 2 * 24 * 60 * 60 * 1000;

const storedSchema = z.object({
  to: z.string(),
  sentAt: z.iso.datetime(),
  tokenHash: z.string().length(64),
  /** Which mail server the test went through (a digest of SMTP_URL: no password stored). */
  transport: z.string(),
  receivedAt: z.iso.datetime().nullable(),
});

export type EmailCheckState =
  | { status: "none" }
  | { status: "sent" | "received" | "other-server"; to: string; sentAt: Date; receivedAt: Date | null };

/** The mail server a test proves: a digest of SMTP_URL, null when no server is set. */
export function transportOf(env: Pick<Env, "SMTP_URL">): string | null {
  return env.SMTP_URL ? createHash("sha256").update(env.SMTP_URL).digest("hex").slice(0, 16) : null;
}

export async function loadEmailCheck(db: Database, env: Pick<Env, "SMTP_URL">): Promise<EmailCheckState> {
  const stored = (await readSetting(db, "email_check", storedSchema)).value;
  if (!stored) return { status: "none" };
  const receivedAt = stored.receivedAt ? new Date(stored.receivedAt) : null;
  const status = stored.transport !== transportOf(env) ? "other-server" : receivedAt ? "received" : "sent";
  return { status, to: stored.to, sentAt: new Date(stored.sentAt), receivedAt };
}

const store = (db: Pick<Database, "insert">, value: z.input<typeof storedSchema>, actorId: string) => storeSetting(db, "email_check", value, actorId);

/**
 * Queues the test email to `to` and records it (a new test replaces the previous one, whose link
 * stops working), in one transaction. Refused (false) while no mail server is set: the outbox
 * folder proves nothing.
 */
export async function sendTestEmail(db: Database, actor: Pick<SessionUser, "id" | "email">, to: string, env: Pick<Env, "SMTP_URL" | "SITE_URL">, site: { shortName: string }, now: Date): Promise<boolean> {
  const transport = transportOf(env);
  if (!transport) return false;
  const { token, hash } = createPrivateToken();
  const link = `${env.SITE_URL}${EMAIL_CHECK_PATH}?jeton=${token}`;
  await db.transaction(async (tx) => {
    await store(tx, { to, sentAt: now.toISOString(), tokenHash: hash, transport, receivedAt: null }, actor.id);
    await enqueueEmail(
      {
        to,
        subject: `Test d’envoi des e-mails du site ${site.shortName}`,
        text: [
          "Bonjour,",
          "",
          `Cet e-mail de test a été envoyé par le site ${site.shortName}, à la demande de ${actor.email}, pour vérifier que ses e-mails arrivent.`,
          "",
          "Pour confirmer qu’il est bien arrivé, ouvrez ce lien (connecté au back-office) et appuyez sur « Confirmer la réception » :",
          link,
          "",
          "Ce lien est valable 48 heures. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.",
        ].join("\n"),
      },
      { kind: "admin.email-check", tx },
    );
    await recordJournal(tx, actor, { action: "create", entityType: "setting", entityId: "email_check", entityLabel: "E-mail de test", summary: `Envoyé à ${to}` });
  });
  return true;
}

export type EmailCheckConfirmation = "confirmed" | "unknown" | "expired";

/** Confirms the arrival of the test whose link carried `token`: only the latest test's, within its validity. */
export async function confirmTestEmail(db: Database, actor: Pick<SessionUser, "id" | "email">, token: string, now: Date): Promise<EmailCheckConfirmation> {
  if (!isWellFormedPrivateToken(token)) return "unknown";
  return db.transaction(async (tx) => {
    const stored = (await readSetting(tx, "email_check", storedSchema)).value;
    if (!stored || stored.tokenHash !== hashPrivateToken(token)) return "unknown";
    if (now.getTime() - new Date(stored.sentAt).getTime() > EMAIL_CHECK_VALIDITY_MS) return "expired";
    if (stored.receivedAt) return "confirmed";
    await store(tx, { ...stored, receivedAt: now.toISOString() }, actor.id);
    await recordJournal(tx, actor, { action: "update", entityType: "setting", entityId: "email_check", entityLabel: "E-mail de test", summary: `Réception confirmée (${stored.to})` });
    return "confirmed";
  });
}
