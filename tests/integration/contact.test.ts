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
import { getEnv } from "~/lib/env.server";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { getSiteConfig } from "~/lib/site-config.server";
import { action as contactAction } from "~/routes/public/contact";
import { truncateAll } from "../setup/database";
import { formRequest, uniqueEmail, contextFor, signedInMember } from "../factories";
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

describe("the /contact action", () => {
  type ActionArgs = Parameters<typeof contactAction>[0];
  const call = async (fields: Record<string, string>, clientIp: string, cookie?: string) => {
    const request = formRequest("/contact", fields, cookie);
    return contactAction({ request, context: await contextFor(request, clientIp), params: {} } as unknown as ActionArgs);
  };
  const fields = { name: "Jeanne Martin", email: "jeanne@exemple.fr", subject: "autre", message: "Un message assez long pour passer." };

  test("a filled honeypot gets the ordinary success answer and nothing is stored or sent", async () => {
    expect(await call({ ...fields, [HONEYPOT_FIELD]: "https://spam.example" }, "10.0.0.1")).toMatchObject({ sent: true, failure: null });
    expect(await getDb().select().from(contactMessages)).toHaveLength(0);
    expect(smtp.messages).toHaveLength(0);
  });

  test("invalid input answers 400 with French messages and keeps what was typed", async () => {
    const answer = (await call({ ...fields, email: "jeanne@exemple" }, "10.0.0.2")) as unknown as { data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }; init: ResponseInit };
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error.email).toEqual(["Saisissez une adresse e-mail valide, par exemple nom@exemple.fr."]);
    expect(answer.data.result.initialValue).toMatchObject({ name: "Jeanne Martin", message: fields.message });
  });

  test("over the per-IP limit the action answers 429 with a French message", async () => {
    const limit = getEnv().PUBLIC_FORM_RATE_LIMIT;
    for (let i = 0; i < limit; i++) expect(await call(fields, "10.0.0.3")).toMatchObject({ sent: true });
    const limited = (await call(fields, "10.0.0.3")) as unknown as { data: { result: { error: Record<string, string[]> } }; init: ResponseInit };
    expect(limited.init.status).toBe(429);
    expect(limited.data.result.error[""]?.[0]).toMatch(/^Trop d’envois/);
    expect(await getDb().select().from(contactMessages)).toHaveLength(limit);
  });

  test("a message sent while signed in is linked to the member's account; an anonymous one is not", async () => {
    const { userId, cookie } = await signedInMember();
    expect(await call(fields, "10.0.0.4", cookie)).toMatchObject({ sent: true });
    expect(await call(fields, "10.0.0.5")).toMatchObject({ sent: true });
    const rows = await getDb().select({ userId: contactMessages.userId }).from(contactMessages).orderBy(contactMessages.createdAt);
    expect(rows.map((r) => r.userId)).toEqual([userId, null]);
  });
});
