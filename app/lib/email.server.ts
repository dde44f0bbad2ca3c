// Outgoing email. With SMTP_URL: real SMTP. Without: each message is written to
// DATA_DIR/outbox/ as an .eml file and logged, so developers can follow links locally.
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv, type Env } from "./env.server";
import { logger } from "./logger.server";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** Files sent with the message (e.g. a rencontre's .ics), as text. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

let transport: { key: string; transporter: Transporter } | undefined;

function transporterFor(smtpUrl: string): Transporter {
  if (transport?.key !== smtpUrl) {
    transport = {
      key: smtpUrl,
      transporter: nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      } as Parameters<typeof nodemailer.createTransport>[0]),
    };
  }
  return transport.transporter;
}

/** Sends one email; rejects if it could not be handed over (callers decide what to keep). */
export async function sendEmail(message: OutgoingEmail, env: Env = getEnv()): Promise<{ messageId: string }> {
  const mail = { from: env.MAIL_FROM, ...message };
  if (env.SMTP_URL) {
    const info = await transporterFor(env.SMTP_URL).sendMail(mail);
    logger.info({ to: message.to, subject: message.subject }, "email sent");
    return { messageId: info.messageId };
  }
  const built = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    .sendMail(mail);
  const outbox = path.resolve(env.DATA_DIR, "outbox");
  await fs.mkdir(outbox, { recursive: true });
  const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${built.messageId.replace(/[^\w.-]/g, "")}.eml`);
  await fs.writeFile(file, built.message as Buffer);
  logger.info({ to: message.to, subject: message.subject, file }, "email written to outbox (no SMTP_URL)");
  return { messageId: built.messageId };
}
