// The back-office inbox of contact messages (issue 17): list filters, opening marks read, an
// answer emailed to the sender with Reply-To the association and kept in the thread, statuses,
// a failed notification or answer flagged then sent again, every change journaled; and the
// routes' refusals (bad input 400 with the typed text kept, unknown id 404).
import { desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, contactMessages, contactReplies } from "~/db/schema";
import { changeMessage, getMessage, listMessages, messageList, unreadMessageCount } from "~/features/contact/inbox.admin.server";
import { submitContactMessage } from "~/features/contact/mutations.server";
import type { SessionUser } from "~/lib/auth.server";
import { getSiteConfig } from "~/lib/site-config.server";
import { action as messageAction, loader as messageLoader } from "~/routes/admin/message";
import { contextFor, formRequest, pageRequest, signedInMember, uniqueEmail } from "../factories";
import { truncateAll } from "../setup/database";
import { smtp } from "../setup/integration";

let moderator: SessionUser;

beforeEach(async () => {
  smtp.clear();
  await truncateAll();
  const email = uniqueEmail("moderation");
  const { userId } = await signedInMember(email);
  moderator = { id: userId, email, firstName: null, lastName: null, emailVerified: true, sessionId: "s", roles: ["moderation"], permissions: ["photos:moderate", "ideas:moderate", "messages:manage"], createdAt: new Date().toISOString() };
});

async function withSmtpDown<T>(run: () => Promise<T>): Promise<T> {
  const port = smtp.port;
  await smtp.stop();
  try {
    return await run();
  } finally {
    await smtp.start(port);
  }
}

const send = (name: string, subject: "quartier" | "adhesion" = "quartier", email = uniqueEmail("habitant")) =>
  submitContactMessage({ name, email, subject, message: `Bonjour, je suis ${name} et j’ai une question sur le quartier.` });

const list = (search = "") => listMessages(messageList.fromUrl(new URL(`http://x/admin/messages${search}`)));

async function lastJournal() {
  const [entry] = await getDb().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return entry!;
}

describe("the inbox", () => {
  test("lists new messages first, filters by status, subject and failed notification, leaves archived out by default", async () => {
    const a = await send("Alice", "quartier");
    const b = await send("Bruno", "adhesion");
    const c = await withSmtpDown(() => send("Chloé"));
    expect((await list()).items.map((m) => m.name)).toEqual(["Chloé", "Bruno", "Alice"]);
    expect((await list("?tri=ancien")).items.map((m) => m.name)).toEqual(["Alice", "Bruno", "Chloé"]);
    expect((await list("?sujet=adhesion")).items.map((m) => m.id)).toEqual([b.id]);
    expect((await list("?notification=echec")).items.map((m) => m.id)).toEqual([c.id]);
    expect((await list("?q=alice")).items.map((m) => m.id)).toEqual([a.id]);
    expect(await unreadMessageCount()).toBe(3);

    await changeMessage(moderator, a.id, { intent: "status", status: "archive" });
    expect((await list()).items.map((m) => m.id)).not.toContain(a.id);
    expect((await list("?statut=archive")).items.map((m) => m.id)).toEqual([a.id]);
    expect((await lastJournal())).toMatchObject({ action: "update", entityType: "contact_message", entityId: a.id, actorEmail: moderator.email });
    // Unknown filter values fall back to the default list instead of failing.
    expect((await list("?statut=%27;drop&sujet=xyz")).total).toBe(2);
  });

  test("an answer is emailed to the sender with Reply-To the association, kept in the thread, and marks the message answered", async () => {
    const sender = uniqueEmail("jeanne");
    const { id } = await submitContactMessage({ name: "Jeanne", email: sender, subject: "quartier", message: "Les poubelles de la rue Mercière débordent." });
    smtp.clear();
    const change = await changeMessage(moderator, id, { intent: "reply", body: "Merci Jeanne, nous avons prévenu la Métropole." });
    expect(change).toMatchObject({ status: "done", emailed: true });
    const mail = await smtp.waitFor((m) => m.to.includes(sender));
    expect(mail.replyTo).toBe(getSiteConfig().email);
    expect(mail.subject).toBe("Re : Mon quartier – ADPL");
    expect(mail.text).toContain("Merci Jeanne, nous avons prévenu la Métropole.");
    expect(mail.text).toContain("> Les poubelles de la rue Mercière débordent.");
    const message = (await getMessage(id))!;
    expect(message.status).toBe("repondu");
    expect(message.replies).toEqual([expect.objectContaining({ body: "Merci Jeanne, nous avons prévenu la Métropole.", authorEmail: moderator.email, emailStatus: "sent" })]);
    expect(await lastJournal()).toMatchObject({ action: "create", entityType: "contact_message", entityId: id });
  });

  test("an answer whose email fails stays in the thread as failed and is sent by the retry", async () => {
    const sender = uniqueEmail("paul");
    const { id } = await send("Paul", "quartier", sender);
    const change = await withSmtpDown(() => changeMessage(moderator, id, { intent: "reply", body: "Réponse qui ne part pas tout de suite." }));
    expect(change).toMatchObject({ status: "done", emailed: false });
    const [reply] = await getDb().select().from(contactReplies).where(eq(contactReplies.messageId, id));
    expect(reply).toMatchObject({ emailStatus: "failed" });
    smtp.clear();
    expect(await changeMessage(moderator, id, { intent: "resend-reply", reply_id: reply!.id })).toMatchObject({ status: "done", emailed: true });
    await smtp.waitFor((m) => m.to.includes(sender));
    expect(await changeMessage(moderator, id, { intent: "resend-reply", reply_id: reply!.id })).toEqual({ status: "nothing_to_resend" });
  });

  test("a failed notification is flagged and sent again on demand", async () => {
    const { id } = await withSmtpDown(() => send("Zoé"));
    expect((await getMessage(id))!.notificationFailed).toBe(true);
    smtp.clear();
    expect(await changeMessage(moderator, id, { intent: "resend-notification" })).toMatchObject({ status: "done", emailed: true });
    await smtp.waitFor((m) => m.to.includes(getSiteConfig().email));
    const [row] = await getDb().select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ emailStatus: "sent" });
    expect(await changeMessage(moderator, id, { intent: "resend-notification" })).toEqual({ status: "nothing_to_resend" });
  });
});

describe("the message page", () => {
  async function moderatorCookie() {
    const email = uniqueEmail("moderatrice");
    const { createAccount } = await import("~/features/account/administrators.server");
    await createAccount(email, { password: "une phrase de passe solide", roles: ["moderation"] });
    const { getAuth } = await import("~/lib/auth.server");
    const { headers } = await getAuth().api.signInEmail({ body: { email, password: "une phrase de passe solide" }, returnHeaders: true });
    return headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  }

  test("opening a new message marks it read; an empty answer is refused in French; an unknown id is a 404", async () => {
    const cookie = await moderatorCookie();
    const { id } = await send("Inès");
    const request = pageRequest(`/admin/messages/${id}`, cookie);
    const loaded = await messageLoader({ request, params: { id }, context: await contextFor(request) } as never);
    expect(loaded.message.status).toBe("lu");

    const empty = formRequest(`/admin/messages/${id}`, { intent: "reply", body: "   " }, cookie);
    const refused = (await messageAction({ request: empty, params: { id }, context: await contextFor(empty) } as never)) as unknown as { init: { status: number }; data: { result: { error: Record<string, string[]> } } };
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error.body).toEqual(["Écrivez votre réponse."]);

    const unknown = pageRequest(`/admin/messages/00000000-0000-4000-8000-000000000000`, cookie);
    await expect(messageLoader({ request: unknown, params: { id: "00000000-0000-4000-8000-000000000000" }, context: await contextFor(unknown) } as never)).rejects.toMatchObject({ init: { status: 404 } });
    const malformed = pageRequest(`/admin/messages/nope`, cookie);
    await expect(messageLoader({ request: malformed, params: { id: "nope" }, context: await contextFor(malformed) } as never)).rejects.toMatchObject({ init: { status: 404 } });
  });
});
