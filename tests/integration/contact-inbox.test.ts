// The back-office inbox of contact messages (issue 17): list filters, opening marks read, an
// answer emailed (through the job queue) to the sender with Reply-To the association and kept in
// the thread, statuses; a notification or answer stays "pending" until the queue tells its fate,
// is flagged "failed" after the last attempt with SMTP down, then sent again on demand (or from
// the failed-emails list) and the flag clears; every change journaled; and the routes' refusals
// (bad input 400 with the typed text kept, unknown id 404, nothing to send again 409).
import { desc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, contactMessages, contactReplies } from "~/db/schema";
import { changeMessage, getMessage, listMessages, messageList, unreadMessageCount } from "~/features/contact/admin/inbox.server";
import { submitContactMessage } from "~/features/contact/mutations.server";
import type { SessionUser } from "~/lib/auth.server";
import { failedEmailJobs, retryFailedEmail } from "~/lib/email-jobs.admin.server";
import { jobsRunning, stopJobs } from "~/lib/jobs.server";
import { TEST_ASSOCIATION_EMAIL } from "../support/association-env";
import { formErrorsOf, type FormReply } from "~/lib/form-reply";
import { middleware as adminMiddleware } from "~/routes/admin/layout";
import { action as messageAction, loader as messageLoader, middleware as messageMiddleware } from "~/routes/admin/message";
import { formRequest, guardedContextFor, pageRequest, signedInMember, uniqueEmail } from "../factories";
import { truncateAll } from "../setup/database";
import { smtp } from "../setup/integration";
import { drainJobs, startTestJobs } from "../setup/jobs";

let moderator: SessionUser;

beforeEach(async () => {
  smtp.clear();
  await truncateAll();
  const email = uniqueEmail("moderation");
  const { userId } = await signedInMember(email);
  moderator = { id: userId, email, firstName: null, lastName: null, emailVerified: true, sessionId: "s", roles: ["moderation"], permissions: ["photos:moderate", "ideas:moderate", "messages:manage"], createdAt: new Date().toISOString() };
});

afterEach(async () => {
  // Every test leaves the queue running with its workers.
  if (!jobsRunning()) await startTestJobs();
  await drainJobs("email.send");
});

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

/** Runs with the queue taking emails but no worker sending them: every email stays queued. */
async function withQueueIdle<T>(run: () => Promise<T>): Promise<T> {
  await stopJobs();
  await startTestJobs({ workers: false });
  try {
    return await run();
  } finally {
    await stopJobs();
    await startTestJobs();
  }
}

const send = (name: string, subject: "quartier" | "adhesion" = "quartier", email = uniqueEmail("habitant")) =>
  submitContactMessage(getDb(), { name, email, subject, message: `Bonjour, je suis ${name} et j’ai une question sur le quartier.` });

const list = (search = "") => listMessages(getDb(), messageList.fromUrl(new URL(`http://x/admin/messages${search}`)));

async function lastJournal() {
  const [entry] = await getDb().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return entry!;
}

async function replyRow(messageId: string) {
  const [reply] = await getDb().select().from(contactReplies).where(eq(contactReplies.messageId, messageId));
  return reply!;
}

describe("the inbox", () => {
  test("lists new messages first, filters by status, subject and failed notification, leaves archived out by default", async () => {
    const a = await send("Alice", "quartier");
    const b = await send("Bruno", "adhesion");
    await drainJobs("email.send");
    const c = await withSmtpDown(() => send("Chloé"));
    expect((await list()).items.map((m) => m.name)).toEqual(["Chloé", "Bruno", "Alice"]);
    expect((await list("?tri=ancien")).items.map((m) => m.name)).toEqual(["Alice", "Bruno", "Chloé"]);
    expect((await list("?sujet=adhesion")).items.map((m) => m.id)).toEqual([b.id]);
    expect((await list("?notification=echec")).items.map((m) => m.id)).toEqual([c.id]);
    expect((await list()).items.map((m) => [m.name, m.notificationFailed])).toEqual([["Chloé", true], ["Bruno", false], ["Alice", false]]);
    expect((await list("?q=alice")).items.map((m) => m.id)).toEqual([a.id]);
    expect(await unreadMessageCount(getDb())).toBe(3);

    await changeMessage(getDb(), moderator, a.id, { intent: "status", status: "archive" });
    expect((await list()).items.map((m) => m.id)).not.toContain(a.id);
    expect((await list("?statut=archive")).items.map((m) => m.id)).toEqual([a.id]);
    expect((await lastJournal())).toMatchObject({ action: "update", entityType: "contact_message", entityId: a.id, actorEmail: moderator.email });
    // Unknown filter values fall back to the default list instead of failing.
    expect((await list("?statut=%27;drop&sujet=xyz")).total).toBe(2);
  });

  test("an answer is emailed to the sender with Reply-To the association, kept in the thread, and marks the message answered", async () => {
    const sender = uniqueEmail("jeanne");
    const { id } = await submitContactMessage(getDb(), { name: "Jeanne", email: sender, subject: "quartier", message: "Les poubelles de la rue Mercière débordent." });
    await drainJobs("email.send");
    smtp.clear();
    const change = await changeMessage(getDb(), moderator, id, { intent: "reply", body: "Merci Jeanne, nous avons prévenu la Métropole." });
    expect(change).toEqual({ status: "done", intent: "reply" });
    expect(await lastJournal()).toMatchObject({ action: "create", entityType: "contact_message", entityId: id });
    const mail = await smtp.waitFor((m) => m.to.includes(sender));
    expect(mail.replyTo).toBe(TEST_ASSOCIATION_EMAIL);
    expect(mail.subject).toBe("Re\u202f: Mon quartier – ADPL");
    expect(mail.text).toContain("Merci Jeanne, nous avons prévenu la Métropole.");
    expect(mail.text).toContain("> Les poubelles de la rue Mercière débordent.");
    await drainJobs("email.send");
    const message = (await getMessage(getDb(), id))!;
    expect(message.status).toBe("repondu");
    expect(message.replies).toEqual([expect.objectContaining({ body: "Merci Jeanne, nous avons prévenu la Métropole.", authorEmail: moderator.email, emailStatus: "sent", emailError: null })]);
    expect((await replyRow(id)).sentAt).toBeInstanceOf(Date);
  });

  test("an answer whose email fails stays in the thread, is flagged after the last attempt, and is sent again on demand", async () => {
    const sender = uniqueEmail("paul");
    const { id } = await send("Paul", "quartier", sender);
    await drainJobs("email.send");
    const change = await withSmtpDown(() => changeMessage(getDb(), moderator, id, { intent: "reply", body: "Réponse qui ne part pas tout de suite." }));
    expect(change).toEqual({ status: "done", intent: "reply" });
    const reply = await replyRow(id);
    expect(reply).toMatchObject({ body: "Réponse qui ne part pas tout de suite.", emailStatus: "failed", sentAt: null });
    expect(reply.emailError).toMatch(/ECONNREFUSED|connect/i);
    expect((await getMessage(getDb(), id))!.replies).toEqual([expect.objectContaining({ emailStatus: "failed", emailError: reply.emailError })]);
    expect(smtp.to(sender)).toHaveLength(0);

    smtp.clear();
    expect(await changeMessage(getDb(), moderator, id, { intent: "resend-reply", reply_id: reply.id })).toEqual({ status: "done", intent: "resend-reply" });
    expect(await lastJournal()).toMatchObject({ action: "update", entityId: id, summary: "Réponse renvoyée à l’expéditeur" });
    const mail = await smtp.waitFor((m) => m.to.includes(sender));
    expect(mail.text).toContain("Réponse qui ne part pas tout de suite.");
    await drainJobs("email.send");
    expect(await replyRow(id)).toMatchObject({ emailStatus: "sent", emailError: null });
    expect((await failedEmailJobs(getDb())).some((j) => j.to === sender)).toBe(false);
    expect(await changeMessage(getDb(), moderator, id, { intent: "resend-reply", reply_id: reply.id })).toEqual({ status: "nothing_to_resend", email: "sent" });
    expect(smtp.to(sender)).toHaveLength(1);
  });

  test("a failed notification is flagged in the list and the message, sent again on demand, and the flag clears", async () => {
    const { id } = await withSmtpDown(() => send("Zoé"));
    const flagged = (await getMessage(getDb(), id))!;
    expect(flagged).toMatchObject({ notificationFailed: true, notification: { status: "failed" } });
    expect(flagged.notification.error).toMatch(/ECONNREFUSED|connect/i);

    smtp.clear();
    expect(await changeMessage(getDb(), moderator, id, { intent: "resend-notification" })).toEqual({ status: "done", intent: "resend-notification" });
    expect(await lastJournal()).toMatchObject({ action: "update", entityId: id, summary: "Notification renvoyée à l’association" });
    const mail = await smtp.waitFor((m) => m.to.includes(TEST_ASSOCIATION_EMAIL));
    expect(mail.subject).toContain("message de Zoé");
    await drainJobs("email.send");
    const [row] = await getDb().select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ emailStatus: "sent", emailError: null });
    expect((await list("?notification=echec")).items).toEqual([]);
    // The inbox retried the failed job itself: /admin/emails no longer offers a second send.
    expect((await failedEmailJobs(getDb())).some((j) => j.kind === "contact.notification" && j.subject.includes("message de Zoé"))).toBe(false);
    expect(await changeMessage(getDb(), moderator, id, { intent: "resend-notification" })).toEqual({ status: "nothing_to_resend", email: "sent" });
    expect(smtp.messages).toHaveLength(1);
  });

  test("a failed notification sent again from the failed-emails list also clears the inbox's flag", async () => {
    const { id } = await withSmtpDown(() => send("Yann"));
    const job = (await failedEmailJobs(getDb())).find((j) => j.kind === "contact.notification" && j.subject.includes("message de Yann"));
    expect(job).toBeDefined();
    expect(await retryFailedEmail(getDb(), job!.id)).not.toBeNull();
    await smtp.waitFor((m) => m.subject.includes("message de Yann"));
    await drainJobs("email.send");
    expect((await getMessage(getDb(), id))!).toMatchObject({ notificationFailed: false, notification: { status: "sent", error: null } });
  });

  test("until the queue has sent it, a notification or an answer is pending: not flagged, and not sent again", async () => {
    const sender = uniqueEmail("attente");
    const { id, replyId } = await withQueueIdle(async () => {
      const { id } = await send("Léa", "quartier", sender);
      await changeMessage(getDb(), moderator, id, { intent: "reply", body: "Nous regardons cela." });
      const pending = (await getMessage(getDb(), id))!;
      expect(pending).toMatchObject({ notificationFailed: false, notification: { status: "pending", error: null } });
      expect(pending.replies).toEqual([expect.objectContaining({ emailStatus: "pending" })]);
      expect((await list("?notification=echec")).items).toEqual([]);
      expect(await changeMessage(getDb(), moderator, id, { intent: "resend-notification" })).toEqual({ status: "nothing_to_resend", email: "pending" });
      expect(await changeMessage(getDb(), moderator, id, { intent: "resend-reply", reply_id: pending.replies[0]!.id })).toEqual({ status: "nothing_to_resend", email: "pending" });
      expect(smtp.messages).toHaveLength(0);
      return { id, replyId: pending.replies[0]!.id };
    });
    // The workers back, each email leaves once.
    await smtp.waitFor((m) => m.to.includes(sender));
    await drainJobs("email.send");
    const sent = (await getMessage(getDb(), id))!;
    expect(sent.notification.status).toBe("sent");
    expect(sent.replies).toEqual([expect.objectContaining({ id: replyId, emailStatus: "sent" })]);
    expect(smtp.messages).toHaveLength(2);
  });
});

describe("the message page", () => {
  /** The context once the admin layout's guard and the page's own have let the request in (as the router runs them). */
  const guardedContext = (request: Request) => guardedContextFor(request, [...adminMiddleware, ...messageMiddleware]);

  async function moderatorCookie() {
    const email = uniqueEmail("moderatrice");
    const { createAccount } = await import("~/features/account/administrators.server");
    await createAccount(getDb(), email, { password: "une phrase de passe solide", roles: ["moderation"] });
    const { getAuth } = await import("~/lib/auth.server");
    const { headers } = await getAuth(getDb()).api.signInEmail({ body: { email, password: "une phrase de passe solide" }, returnHeaders: true });
    return headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  }

  test("opening a new message marks it read; an empty answer is refused in French; an unknown id is a 404", async () => {
    const cookie = await moderatorCookie();
    const { id } = await send("Inès");
    const request = pageRequest(`/admin/messages/${id}`, cookie);
    const loaded = await messageLoader({ request, params: { id }, context: await guardedContext(request) } as never);
    expect(loaded.message.status).toBe("lu");

    const empty = formRequest(`/admin/messages/${id}`, { intent: "reply", body: "   " }, cookie);
    const refused = (await messageAction({ request: empty, params: { id }, context: await guardedContext(empty) } as never)) as unknown as { init: { status: number }; data: FormReply & { result: { error: Record<string, string[]> } } };
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error.body).toEqual(["Écrivez votre réponse."]);

    await drainJobs("email.send");
    const again = formRequest(`/admin/messages/${id}`, { intent: "resend-notification" }, cookie);
    const conflict = (await messageAction({ request: again, params: { id }, context: await guardedContext(again) } as never)) as unknown as { init: { status: number }; data: FormReply };
    expect(conflict.init.status).toBe(409);
    expect(conflict.data.intent).toBe("resend-notification");
    expect(formErrorsOf(conflict.data)).toEqual(["Cet e-mail est déjà parti\u202f: rien à renvoyer."]);

    const unknown = pageRequest(`/admin/messages/00000000-0000-4000-8000-000000000000`, cookie);
    await expect(messageLoader({ request: unknown, params: { id: "00000000-0000-4000-8000-000000000000" }, context: await guardedContext(unknown) } as never)).rejects.toMatchObject({ init: { status: 404 } });
    const malformed = pageRequest(`/admin/messages/nope`, cookie);
    await expect(messageLoader({ request: malformed, params: { id: "nope" }, context: await guardedContext(malformed) } as never)).rejects.toMatchObject({ init: { status: 404 } });
  });
});
