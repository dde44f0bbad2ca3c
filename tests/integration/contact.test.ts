// Contact messages: stored with their notification queued in the same transaction, delivered
// through the job queue to the SMTP sink with Reply-To set to the sender; with SMTP down the
// message is kept, the email retried, then flagged "failed" after the last attempt; without a
// queue to take the email, nothing is stored (both or neither).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { CONTACT_RETENTION_MS, purgeExpiredContactMessages, submitContactMessage } from "~/features/contact/mutations.server";
import { failedEmailJobs } from "~/lib/email-jobs.admin.server";
import { getEnv } from "~/lib/env.server";
import { IDEMPOTENCY_FIELD } from "~/lib/form-fields";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { stopJobs } from "~/lib/jobs.server";
import { TEST_ASSOCIATION_EMAIL } from "../support/association-env";
import { action as contactAction } from "~/routes/public/contact";
import { truncateAll } from "../setup/database";
import { formRequest, uniqueEmail, contextFor, signedInMember } from "../factories";
import { restoreServices, smtp } from "../setup/integration";
import { drainJobs, TEST_EMAIL_RETRY_LIMIT } from "../setup/jobs";

beforeEach(async () => {
  smtp.clear();
  await truncateAll();
});

afterEach(restoreServices);

function input(email = uniqueEmail("contact")) {
  return { name: "Jeanne Martin", email, subject: "quartier" as const, message: "Le trottoir de la rue Mercière est dangereux." };
}

async function stored(id: string) {
  const [row] = await getDb().select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

/** Runs with the SMTP sink stopped, until the queue has given up on every email. */
async function withSmtpDown<T>(run: () => Promise<T>): Promise<T> {
  const port = smtp.port;
  await smtp.stop();
  try {
    const result = await run();
    await drainJobs("email.send");
    return result;
  } finally {
    await smtp.start(port);
  }
}

describe("contact messages", () => {
  test("a message is stored, then its notification reaches the association through the queue with Reply-To set to the sender", async () => {
    const sender = uniqueEmail("jeanne");
    const result = await submitContactMessage(getDb(), input(sender));
    expect(await stored(result.id)).toMatchObject({ name: "Jeanne Martin", email: sender, subject: "quartier", emailError: null });

    const association = TEST_ASSOCIATION_EMAIL;
    const mail = await smtp.waitFor((m) => m.to.includes(association));
    expect(mail.replyTo).toBe(sender);
    expect(mail.subject).toBe("[Site ADPL] Mon quartier\u202f: message de Jeanne Martin");
    expect(mail.text).toContain("Le trottoir de la rue Mercière est dangereux.");
    expect(mail.text).toContain(sender);

    await drainJobs("email.send");
    expect(await stored(result.id)).toMatchObject({ emailStatus: "sent", emailError: null });
    expect(smtp.messages).toHaveLength(1);
  });

  test("when SMTP is down the message is kept, its email retried, then flagged failed after the last attempt", async () => {
    const sender = uniqueEmail("panne");
    const result = await withSmtpDown(() => submitContactMessage(getDb(), input(sender)));
    const failed = await stored(result.id);
    expect(failed).toMatchObject({ emailStatus: "failed", message: "Le trottoir de la rue Mercière est dangereux." });
    expect(failed?.emailError).toMatch(/ECONNREFUSED|connect/i);
    expect(smtp.messages).toHaveLength(0);

    // The queue tried every attempt it had before giving up, and lists the email as failed.
    const job = (await failedEmailJobs(getDb())).find((j) => j.kind === "contact.notification" && j.subject.includes("Jeanne Martin") && j.to === TEST_ASSOCIATION_EMAIL && j.createdAt >= failed!.createdAt);
    expect(job).toMatchObject({ attempts: TEST_EMAIL_RETRY_LIMIT + 1 });
  });

  test("without a queue to take its email the message is not stored either (both or neither)", async () => {
    await stopJobs();
    await expect(submitContactMessage(getDb(), input())).rejects.toThrow();
    expect(await getDb().select().from(contactMessages)).toHaveLength(0);
  });

  test("messages older than the retention period are deleted by the purge (not by a new message); recent ones are kept", async () => {
    const old = await submitContactMessage(getDb(), input());
    await getDb()
      .update(contactMessages)
      .set({ createdAt: new Date(Date.now() - CONTACT_RETENTION_MS - 60_000) })
      .where(eq(contactMessages.id, old.id));
    const recent = await submitContactMessage(getDb(), input());
    expect(await stored(old.id)).toBeDefined();
    expect(await purgeExpiredContactMessages(getDb())).toBe(1);
    expect(await stored(old.id)).toBeUndefined();
    expect(await stored(recent.id)).toBeDefined();
    await drainJobs("email.send");
  });
});

describe("the /contact action", () => {
  type ActionArgs = Parameters<typeof contactAction>[0];
  const call = async (fields: Record<string, string>, clientIp: string, cookie?: string) => {
    const request = formRequest("/contact", fields, cookie);
    return contactAction({ request, context: await contextFor(request, clientIp), params: {} } as unknown as ActionArgs);
  };
  const fields = { name: "Jeanne Martin", email: "jeanne@exemple.fr", subject: "autre", message: "Un message assez long pour passer." };

  test("the visitor is told the message was received even when SMTP is down: it is kept for the association", async () => {
    const answer = await withSmtpDown(() => call(fields, "10.0.0.6"));
    expect(answer).toMatchObject({ sent: true, failure: null });
    expect(await getDb().select({ emailStatus: contactMessages.emailStatus }).from(contactMessages)).toEqual([{ emailStatus: "failed" }]);
  });

  test("a message replayed under its idempotency key (sent offline, then again) is stored and notified once", async () => {
    const key = randomUUID();
    const first = await call({ ...fields, [IDEMPOTENCY_FIELD]: key }, "10.0.0.7");
    const replay = await call({ ...fields, [IDEMPOTENCY_FIELD]: key }, "10.0.0.7");
    expect(first).toMatchObject({ sent: true, failure: null });
    expect(replay).toEqual(first);
    expect(await getDb().select().from(contactMessages)).toHaveLength(1);
    await drainJobs("email.send");
    expect(smtp.messages).toHaveLength(1);
    // Another key is another message.
    await call({ ...fields, [IDEMPOTENCY_FIELD]: randomUUID() }, "10.0.0.7");
    expect(await getDb().select().from(contactMessages)).toHaveLength(2);
    await drainJobs("email.send");
  });

  test("a filled honeypot gets the ordinary success answer and nothing is stored or sent", async () => {
    expect(await call({ ...fields, [HONEYPOT_FIELD]: "https://spam.example" }, "10.0.0.1")).toMatchObject({ sent: true, failure: null });
    expect(await getDb().select().from(contactMessages)).toHaveLength(0);
    await drainJobs("email.send");
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
    await drainJobs("email.send");
  });

  test("a message sent while signed in is linked to the member's account; an anonymous one is not", async () => {
    const { userId, cookie } = await signedInMember();
    expect(await call(fields, "10.0.0.4", cookie)).toMatchObject({ sent: true });
    expect(await call(fields, "10.0.0.5")).toMatchObject({ sent: true });
    const rows = await getDb().select({ userId: contactMessages.userId }).from(contactMessages).orderBy(contactMessages.createdAt);
    expect(rows.map((r) => r.userId)).toEqual([userId, null]);
    await drainJobs("email.send");
  });
});
