// Contact messages: stored first, emailed to the association through the SMTP sink with
// Reply-To set to the sender, kept as "failed" when SMTP is down, then sent by the retry.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import {
  CONTACT_MAX_EMAIL_ATTEMPTS,
  CONTACT_RETENTION_MS,
  purgeExpiredContactMessages,
  retryFailedContactEmails,
  submitContactMessage,
} from "~/features/contact/mutations.server";
import { getSiteConfig } from "~/lib/site-config.server";
import { truncateAll } from "../setup/database";
import { uniqueEmail } from "../factories";
import { smtp } from "../setup/integration";

beforeEach(async () => {
  smtp.clear();
  await truncateAll();
});

function input(email = uniqueEmail("contact")) {
  return { name: "Jeanne Martin", email, subject: "quartier" as const, message: "Le trottoir de la rue Mercière est dangereux." };
}

async function stored(id: string) {
  const [row] = await getDb().select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

async function withSmtpDown<T>(run: () => Promise<T>): Promise<T> {
  const port = smtp.port;
  await smtp.stop();
  try {
    return await run();
  } finally {
    await smtp.start(port);
  }
}

describe("contact messages", () => {
  test("a message is stored and emailed to the association with Reply-To set to the sender", async () => {
    const sender = uniqueEmail("jeanne");
    const result = await submitContactMessage(input(sender));
    expect(result.emailStatus).toBe("sent");

    const row = await stored(result.id);
    expect(row).toMatchObject({ name: "Jeanne Martin", email: sender, subject: "quartier", emailStatus: "sent", emailAttempts: 1, emailError: null });

    const association = getSiteConfig().email;
    const mail = await smtp.waitFor((m) => m.to.includes(association));
    expect(mail.replyTo).toBe(sender);
    expect(mail.subject).toBe("[Site ADPL] Mon quartier : message de Jeanne Martin");
    expect(mail.text).toContain("Le trottoir de la rue Mercière est dangereux.");
    expect(mail.text).toContain(sender);
  });

  test("when SMTP is down the message stays stored as failed, and the retry sends it", async () => {
    const sender = uniqueEmail("panne");
    const result = await withSmtpDown(() => submitContactMessage(input(sender)));
    expect(result.emailStatus).toBe("failed");
    const failed = await stored(result.id);
    expect(failed).toMatchObject({ emailStatus: "failed", emailAttempts: 1 });
    expect(failed?.emailError).toBeTruthy();
    expect(smtp.messages).toHaveLength(0);

    expect(await retryFailedContactEmails()).toEqual({ sent: 1, failed: 0 });
    expect(await stored(result.id)).toMatchObject({ emailStatus: "sent", emailAttempts: 2, emailError: null });
    const mail = await smtp.waitFor((m) => m.replyTo === sender);
    expect(mail.to).toEqual([getSiteConfig().email]);

    // Nothing left to retry: a sent message is never sent twice.
    expect(await retryFailedContactEmails()).toEqual({ sent: 0, failed: 0 });
  });

  test("the retry gives up after the maximum number of attempts", async () => {
    const result = await withSmtpDown(async () => {
      const first = await submitContactMessage(input());
      for (let i = 1; i < CONTACT_MAX_EMAIL_ATTEMPTS; i++) expect(await retryFailedContactEmails()).toEqual({ sent: 0, failed: 1 });
      return first;
    });
    expect(await stored(result.id)).toMatchObject({ emailStatus: "failed", emailAttempts: CONTACT_MAX_EMAIL_ATTEMPTS });
    expect(await retryFailedContactEmails()).toEqual({ sent: 0, failed: 0 });
  });

  test("messages older than the retention period are deleted; recent ones are kept", async () => {
    const old = await submitContactMessage(input());
    const recent = await submitContactMessage(input());
    await getDb()
      .update(contactMessages)
      .set({ createdAt: new Date(Date.now() - CONTACT_RETENTION_MS - 60_000) })
      .where(eq(contactMessages.id, old.id));
    expect(await purgeExpiredContactMessages()).toBe(1);
    expect(await stored(old.id)).toBeUndefined();
    expect(await stored(recent.id)).toBeDefined();
  });
});
