// The newsletter back-office (issue 17): composing an issue through the route (French refusals
// that keep what was typed, the link picker, the preview), the test sent to oneself through the
// queue, the throttled sending to every confirmed subscriber — once each, personal unsubscribe
// link and RFC 8058 headers, a fixed Message-ID, pending and unsubscribed addresses left out, an
// unsubscribe during the sending honoured, SMTP failures counted —, the figures, the journal, the
// subscribers' list, CSV export and manual unsubscribe.
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { getDb, rows } from "~/db/client.server";
import { auditLog, blogPosts, events, newsletterDeliveries, newsletterIssues, newsletterSubscribers } from "~/db/schema";
import { createIssue, deleteDraftIssue, getIssue, listIssues, subscriberCounts } from "~/features/newsletter/admin/issues.server";
import { deliverIssueCopy, dispatchRound, startSending } from "~/features/newsletter/sending.server";
import { exportSubscribersCsv, listSubscribers, subscriberList, unsubscribeSubscriber } from "~/features/newsletter/admin/subscribers.server";
import { unsubscribeFromNewsletter } from "~/features/newsletter/mutations.server";
import type { SessionUser } from "~/lib/auth.server";
import { jobHandlers } from "~/composition/job-handlers.server";
import { startJobs, stopJobs, type StartJobsOptions } from "~/lib/jobs.server";
import { formErrorsOf, type FormReply } from "~/lib/form-reply";
import { middleware as adminMiddleware } from "~/routes/admin/layout";
import { action as issueAction, loader as issueLoader, middleware as issueMiddleware } from "~/routes/admin/newsletter-issue";
import { action as subscribersAction, middleware as subscribersMiddleware } from "~/routes/admin/newsletter-subscribers";
import { loader as csvLoader } from "~/routes/admin/newsletter-subscribers-csv";
import { blogPostRow, contextFor, eventRow, formRequest, guardedContextFor, pageRequest, signedInMember, uniqueEmail } from "../factories";
import { truncateAll } from "../setup/database";
import { smtp } from "../setup/integration";
import { drainJobs, TEST_EMAIL_RETRY_LIMIT } from "../setup/jobs";

const FAST = { perMinute: 6000, expireInSeconds: 30, batchSize: 5, concurrency: 2 };

async function restartQueue(options: { workers?: boolean; perMinute?: number } = {}) {
  await stopJobs();
  const settings: StartJobsOptions["settings"] = {
    pollingIntervalSeconds: 0.5,
    email: { retryLimit: TEST_EMAIL_RETRY_LIMIT, retryDelaySeconds: 0, retryBackoff: false, batchSize: 10 },
    newsletter: { ...FAST, ...(options.perMinute ? { perMinute: options.perMinute } : {}) },
  };
  await startJobs(getDb(), jobHandlers, { schedules: false, workers: options.workers ?? true, settings });
}

beforeAll(() => restartQueue());
afterAll(() => restartQueue());

let editor: SessionUser;
let cookie: string;

beforeEach(async () => {
  smtp.clear();
  await truncateAll();
  // Issue ids start again at 1 after the truncation; the queue's finished jobs go too.
  await getDb().execute(sql`delete from pgboss.job where name like 'newsletter.%'`);
  const email = uniqueEmail("redaction");
  const session = await signedInMember(email);
  cookie = session.cookie;
  // The route reads the session's roles from the database.
  await getDb().execute(sql`insert into user_roles (user_id, role) values (${session.userId}, 'redaction')`);
  editor = { id: session.userId, email, firstName: null, lastName: null, emailVerified: true, sessionId: "s", roles: ["redaction"], permissions: ["newsletter:manage"], createdAt: new Date().toISOString() };
});

async function subscribers(spec: Partial<Record<"confirmed" | "pending" | "unsubscribed", number>>) {
  const values = Object.entries(spec).flatMap(([status, n]) =>
    Array.from({ length: n }, (_, i) => ({
      email: `${status}-${i}-${Math.random().toString(36).slice(2, 8)}@exemple.fr`,
      status: status as "confirmed" | "pending" | "unsubscribed",
      source: "accueil",
      unsubscribeToken: `${status}${i}${Math.random().toString(36).slice(2)}`.padEnd(43, "x").slice(0, 43),
      confirmedAt: status === "confirmed" ? new Date() : null,
      unsubscribedAt: status === "unsubscribed" ? new Date() : null,
    })),
  );
  return getDb().insert(newsletterSubscribers).values(values).returning();
}

type EditorAnswer = { values: { subject: string; body: string }; preview: { bodyHtml: string; text: string } | null; notice: string | null; confirmSend: number | null };
type Reply = { data: FormReply<EditorAnswer | null>; init: { status: number } | null };

async function post(path: string, fields: Record<string, string>, id?: number): Promise<Reply | Response> {
  const request = formRequest(path, fields, cookie);
  return (await issueAction({ request, params: id === undefined ? {} : { id: String(id) }, context: await guardedContextFor(request, [...adminMiddleware, ...issueMiddleware]) } as never)) as never;
}

/** What the editor shows after a reply: the values it sent back, else those kept as they were typed. */
const shownValues = (reply: Reply) => {
  const typed = reply.data.result?.initialValue ?? {};
  return reply.data.data?.values ?? { subject: typeof typed.subject === "string" ? typed.subject : "", body: typeof typed.body === "string" ? typed.body : "" };
};
const fieldErrors = (reply: Reply) => (reply.data.result?.error ?? {}) as Record<string, string[] | undefined>;

async function deliveriesOf(issueId: number) {
  return getDb().select().from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, issueId)).orderBy(asc(newsletterDeliveries.id));
}

async function waitForIssue(issueId: number, status: "sent", timeoutMs = 20_000) {
  const started = Date.now();
  for (;;) {
    const [row] = await getDb().select({ status: newsletterIssues.status }).from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
    if (row?.status === status) return;
    if (Date.now() - started > timeoutMs) throw new Error(`issue ${issueId} still ${row?.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("composing", () => {
  test("bad input is a 400 with French messages and the typed text kept; saving creates then updates a draft, journaled", async () => {
    const refused = (await post("/admin/newsletter/nouvelle", { intent: "save", subject: "", body: "Un texte déjà tapé" })) as Reply;
    expect(refused.init?.status).toBe(400);
    expect(fieldErrors(refused).subject).toEqual(["L’objet est obligatoire."]);
    expect(shownValues(refused)).toEqual({ subject: "", body: "Un texte déjà tapé" });
    const tooLong = (await post("/admin/newsletter/nouvelle", { intent: "save", subject: "x".repeat(151), body: "b" })) as Reply;
    expect(fieldErrors(tooLong).subject).toEqual(["L’objet doit contenir au plus 150 caractères."]);
    const unknown = (await post("/admin/newsletter/nouvelle", { intent: "effacer", subject: "Objet", body: "b" })) as Reply;
    expect(unknown.init?.status).toBe(400);

    const created = (await post("/admin/newsletter/nouvelle", { intent: "save", subject: "Lettre de mars", body: "Bonjour à toutes et à tous." })) as Response;
    expect(created.status).toBe(302);
    const id = Number(/\/admin\/newsletter\/(\d+)$/.exec(created.headers.get("location") ?? "")?.[1]);
    expect((await getIssue(getDb(), id))).toMatchObject({ subject: "Lettre de mars", status: "draft", authorEmail: editor.email });
    const saved = (await post(`/admin/newsletter/${id}`, { intent: "save", subject: "Lettre de mars 2026", body: "Bonjour à toutes et à tous." }, id)) as Response;
    expect(saved.status).toBe(302);
    const journal = await getDb().select().from(auditLog).where(and(eq(auditLog.entityType, "newsletter_issue"), eq(auditLog.entityId, String(id)))).orderBy(asc(auditLog.id));
    expect(journal.map((e) => [e.action, e.summary])).toEqual([
      ["create", "Brouillon créé"],
      ["update", "Modifié\u202f: objet"],
    ]);
    // An unknown or malformed id is a 404.
    const request = pageRequest("/admin/newsletter/999", cookie);
    await expect(issueLoader({ request, params: { id: "999" }, context: await contextFor(request) } as never)).rejects.toMatchObject({ init: { status: 404 } });
    await expect(issueLoader({ request, params: { id: "abc" }, context: await contextFor(request) } as never)).rejects.toMatchObject({ init: { status: 404 } });
  });

  test("a draft is deleted after a confirmation step that keeps what was typed in the editor, journaled; cancelled or not confirmed, nothing changes", async () => {
    const id = await createIssue(getDb(), editor, { subject: "Lettre en trop", body: "Un brouillon créé par erreur." });
    const keep = await createIssue(getDb(), editor, { subject: "Lettre à garder", body: "Celle-ci reste." });
    // The button posts the whole editor, even with a field emptied: the deletion asks first and keeps it all.
    const ask = (await post(`/admin/newsletter/${id}`, { intent: "delete", subject: "", body: "Texte tapé, pas encore enregistré" }, id)) as Reply;
    expect(ask.init?.status ?? 200).toBe(200);
    // The page asks when « Supprimer le brouillon » is answered without a refusal.
    expect(ask.data.intent).toBe("delete");
    expect(ask.data.result?.error).toBeUndefined();
    expect(shownValues(ask)).toEqual({ subject: "", body: "Texte tapé, pas encore enregistré" });
    expect((await getIssue(getDb(), id))?.subject).toBe("Lettre en trop");
    // « Annuler »: the editor again with what is typed (even a field left empty), no question, nothing saved or journaled.
    const kept = (await post(`/admin/newsletter/${id}`, { intent: "keep", subject: "", body: "Texte tapé, puis retouché" }, id)) as Reply;
    expect(kept.init?.status ?? 200).toBe(200);
    expect(shownValues(kept)).toEqual({ subject: "", body: "Texte tapé, puis retouché" });
    expect(kept.data).toMatchObject({ intent: "keep", sent: false });
    expect(kept.data.result?.error).toBeUndefined();
    expect(kept.data.data).toBeNull();
    expect(await getIssue(getDb(), id)).toMatchObject({ subject: "Lettre en trop", body: "Un brouillon créé par erreur." });

    const done = (await post(`/admin/newsletter/${id}`, { intent: "delete", confirm: "oui", subject: "", body: "" }, id)) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/admin/newsletter");
    expect(await getIssue(getDb(), id)).toBeNull();
    expect((await listIssues(getDb())).map((i) => i.id)).toEqual([keep]);
    const journal = await getDb().select().from(auditLog).where(and(eq(auditLog.entityType, "newsletter_issue"), eq(auditLog.entityId, String(id)))).orderBy(asc(auditLog.id));
    expect(journal.map((e) => [e.action, e.entityLabel, e.summary, e.actorEmail])).toEqual([
      ["create", "Lettre en trop", "Brouillon créé", editor.email],
      ["delete", "Lettre en trop", "Brouillon supprimé", editor.email],
    ]);
    // Its address is now a 404, for the page and for a second deletion; an unsaved issue has nothing to delete.
    const request = pageRequest(`/admin/newsletter/${id}`, cookie);
    await expect(issueLoader({ request, params: { id: String(id) }, context: await contextFor(request) } as never)).rejects.toMatchObject({ init: { status: 404 } });
    await expect(post(`/admin/newsletter/${id}`, { intent: "delete", confirm: "oui" }, id)).rejects.toMatchObject({ init: { status: 404 } });
    const unsaved = (await post("/admin/newsletter/nouvelle", { intent: "delete", confirm: "oui", subject: "Pas enregistrée", body: "Texte" })) as Reply;
    expect(unsaved.init?.status).toBe(400);
    expect(formErrorsOf(unsaved.data)).toEqual(["Cette lettre n’est pas encore enregistrée\u202f: il n’y a rien à supprimer."]);
    expect(shownValues(unsaved)).toEqual({ subject: "Pas enregistrée", body: "Texte" });
    expect((await getIssue(getDb(), keep))?.subject).toBe("Lettre à garder");
  });

  test("the picker appends a Markdown link to a published article, keeping the text; the preview shows the sanitised HTML and the text part", async () => {
    await getDb().insert(blogPosts).values(blogPostRow({ slug: "velos-rue-merciere", title: "Des vélos rue Mercière" }));
    const request = pageRequest("/admin/newsletter/nouvelle", cookie);
    const loaded = (await issueLoader({ request, params: {}, context: await contextFor(request) } as never)) as { choices: { articles: { value: string; label: string }[] } };
    expect(loaded.choices.articles).toEqual([{ value: "article:velos-rue-merciere", label: "Des vélos rue Mercière" }]);

    const inserted = (await post("/admin/newsletter/nouvelle", { intent: "insert-link", subject: "Objet tapé", body: "Texte tapé", link: "article:velos-rue-merciere" })) as Reply;
    expect(inserted.data.data?.values).toEqual({ subject: "Objet tapé", body: "Texte tapé\n\n[Des vélos rue Mercière](http://localhost:3000/blog/velos-rue-merciere)" });
    expect(inserted.data.data?.notice).toBe("Lien ajouté à la fin du texte (pensez à enregistrer).");
    const missing = (await post("/admin/newsletter/nouvelle", { intent: "insert-link", subject: "Objet tapé", body: "Texte tapé", link: "article:inconnu" })) as Reply;
    expect(missing.init?.status).toBe(400);
    expect(fieldErrors(missing).link?.[0]).toMatch(/n’est plus proposé/);
    expect(shownValues(missing).body).toBe("Texte tapé");
    const none = (await post("/admin/newsletter/nouvelle", { intent: "insert-link", subject: "Objet tapé", body: "Texte tapé" })) as Reply;
    expect(fieldErrors(none).link).toEqual(["Choisissez un article ou une rencontre à insérer."]);

    const preview = (await post("/admin/newsletter/nouvelle", { intent: "preview", subject: "Objet", body: "## Titre\n\n<img src=x onerror=alert(1)> [lien](/blog/velos-rue-merciere)" })) as Reply;
    expect(preview.data.data?.preview?.bodyHtml).toContain("<h2>Titre</h2>");
    expect(preview.data.data?.preview?.bodyHtml).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(preview.data.data?.preview?.bodyHtml).toContain('href="http://localhost:3000/blog/velos-rue-merciere"');
    expect(preview.data.data?.preview?.text).toContain("lien (http://localhost:3000/blog/velos-rue-merciere)");
  });

  test("the picker offers upcoming rencontres (not past or unpublished ones) and appends their link", async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
    const rencontre = (slug: string, title: string, startsAt: Date, published = true) => eventRow({ slug, title, startsAt, published });
    await getDb()
      .insert(events)
      .values([
        rencontre("balade-traboules", "Balade dans les traboules", inDays(10)),
        rencontre("reunion-passee", "Réunion passée", inDays(-10)),
        rencontre("brouillon-rencontre", "Rencontre pas encore publiée", inDays(12), false),
      ]);
    const request = pageRequest("/admin/newsletter/nouvelle", cookie);
    const loaded = (await issueLoader({ request, params: {}, context: await contextFor(request) } as never)) as { choices: { events: { value: string; label: string }[] } };
    expect(loaded.choices.events.map((c) => c.value)).toEqual(["rencontre:balade-traboules"]);
    expect(loaded.choices.events[0]!.label).toMatch(/^Balade dans les traboules \(\d{1,2} \S+ 20\d\d\)$/);

    const inserted = (await post("/admin/newsletter/nouvelle", { intent: "insert-link", subject: "Objet", body: "Texte", link: "rencontre:balade-traboules" })) as Reply;
    expect(shownValues(inserted).body).toMatch(/^Texte\n\n\[Balade dans les traboules \(.+\)\]\(http:\/\/localhost:3000\/rencontres\/balade-traboules\)$/);
    const past = (await post("/admin/newsletter/nouvelle", { intent: "insert-link", subject: "Objet", body: "Texte", link: "rencontre:reunion-passee" })) as Reply;
    expect(past.init?.status).toBe(400);
  });

  test("“Envoyer un test” queues the issue as typed to the signed-in person, with the unsubscribe headers", async () => {
    const answer = (await post("/admin/newsletter/nouvelle", { intent: "test", subject: "Essai", body: "Un **test**." })) as Reply;
    expect(answer.data.data?.notice).toContain(editor.email);
    const mail = await smtp.waitFor((m) => m.to.includes(editor.email));
    expect(mail.subject).toBe("[Test] Essai");
    expect(mail.html).toContain("<strong>test</strong>");
    expect(mail.text).toContain("Un **test**.");
    expect(mail.headers.get("list")).toMatchObject({ "unsubscribe-post": { name: "List-Unsubscribe=One-Click" } });
    // Nothing stored: the test is not the issue.
    expect(await listIssues(getDb())).toEqual([]);
  });
});

describe("sending", () => {
  test("every confirmed subscriber receives the issue once, with a personal link, headers and Message-ID; pending and unsubscribed ones nothing; figures and journal", async () => {
    const [a, b, c] = await subscribers({ confirmed: 3 });
    const [pending] = await subscribers({ pending: 1 });
    const [gone] = await subscribers({ unsubscribed: 1 });
    const id = await createIssue(getDb(), editor, { subject: "Lettre d’avril", body: "Bonjour.\n\n[Nos rencontres](/rencontres)" });

    const ask = (await post(`/admin/newsletter/${id}`, { intent: "send", subject: "Lettre d’avril", body: "Bonjour.\n\n[Nos rencontres](/rencontres)" }, id)) as Reply;
    expect(ask.data.data?.confirmSend).toBe(3);
    expect((await getIssue(getDb(), id))?.status).toBe("draft");
    const go = (await post(`/admin/newsletter/${id}`, { intent: "send", confirm: "oui", subject: "Lettre d’avril", body: "Bonjour.\n\n[Nos rencontres](/rencontres)" }, id)) as Response;
    expect(go.status).toBe(302);
    await waitForIssue(id, "sent");
    await drainJobs();

    for (const s of [a!, b!, c!]) {
      const received = smtp.to(s.email);
      expect(received, s.email).toHaveLength(1);
      const mail = received[0]!;
      expect(mail.subject).toBe("Lettre d’avril");
      const url = `http://localhost:3000/newsletter/desinscription?token=${s.unsubscribeToken}`;
      expect(mail.headers.get("list")).toEqual({ unsubscribe: { url }, "unsubscribe-post": { name: "List-Unsubscribe=One-Click" } });
      expect(mail.headers.get("message-id")).toBe(`<newsletter-${id}-${s.id}@localhost>`);
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(url);
      expect(mail.html).toContain('href="http://localhost:3000/rencontres"');
    }
    expect(smtp.to(pending!.email)).toHaveLength(0);
    expect(smtp.to(gone!.email)).toHaveLength(0);

    const issue = await getIssue(getDb(), id);
    expect(issue).toMatchObject({ status: "sent", progress: { total: 3, sent: 3, failed: 0, skipped: 0, uncertain: 0 } });
    // The past issues' list shows the same figures.
    expect((await listIssues(getDb())).find((i) => i.id === id)).toMatchObject({ status: "sent", progress: { total: 3, sent: 3, failed: 0 } });
    expect(issue?.sendFinishedAt).not.toBeNull();
    expect((await deliveriesOf(id)).map((d) => d.status)).toEqual(["sent", "sent", "sent"]);
    const journal = await getDb().select().from(auditLog).where(eq(auditLog.entityType, "newsletter_issue")).orderBy(asc(auditLog.id));
    expect(journal.at(-1)).toMatchObject({ action: "status_change", summary: "Envoi à 3 abonnés commencé" });

    // A sent issue is read-only, and cannot be sent twice nor deleted.
    const again = (await post(`/admin/newsletter/${id}`, { intent: "send", confirm: "oui", subject: "x", body: "y" }, id)) as Reply;
    expect(again.init?.status).toBe(409);
    expect(await startSending(getDb(), editor, id)).toEqual({ status: "not_draft" });
    const deleteSent = (await post(`/admin/newsletter/${id}`, { intent: "delete", confirm: "oui" }, id)) as Reply;
    expect(deleteSent.init?.status).toBe(409);
    expect(formErrorsOf(deleteSent.data)).toEqual(["Cette lettre est déjà envoyée ou en cours d’envoi\u202f: elle ne peut plus être modifiée ni supprimée."]);
    expect(await deleteDraftIssue(getDb(), editor, id)).toEqual({ status: "not_draft" });
    expect((await getIssue(getDb(), id))?.status).toBe("sent");
    expect(await deliveriesOf(id)).toHaveLength(3);
    // A delivery job run again (a crash after the server's answer was recorded) sends nothing more.
    const [first] = await deliveriesOf(id);
    expect(await deliverIssueCopy(getDb(), { deliveryId: first!.id }, { retryCount: 0, retryLimit: 0 })).toEqual({ status: "already sent" });
    await new Promise((r) => setTimeout(r, 100));
    expect(smtp.messages).toHaveLength(3);
  });

  test("a subscriber who unsubscribes during the sending is skipped; the live figures count it", async () => {
    const [a, b] = await subscribers({ confirmed: 2 });
    const id = await createIssue(getDb(), editor, { subject: "Pendant l’envoi", body: "Texte." });
    await restartQueue({ workers: false });
    try {
      expect(await startSending(getDb(), editor, id)).toEqual({ status: "started", recipients: 2 });
      expect((await getIssue(getDb(), id))?.progress).toEqual({ total: 2, sent: 0, failed: 0, skipped: 0, uncertain: 0, queued: 2 });
      expect(await unsubscribeFromNewsletter(getDb(), b!.unsubscribeToken)).toBe(true);
    } finally {
      await restartQueue();
    }
    await waitForIssue(id, "sent");
    expect(smtp.to(a!.email)).toHaveLength(1);
    expect(smtp.to(b!.email)).toHaveLength(0);
    expect((await getIssue(getDb(), id))?.progress).toEqual({ total: 2, sent: 1, failed: 0, skipped: 1, uncertain: 0, queued: 0 });
  });

  test("a copy left being handed over by a process that died is marked uncertain by its job's re-run and never sent again; the figures and the issue's page show it", async () => {
    const [a, b] = await subscribers({ confirmed: 2 });
    const id = await createIssue(getDb(), editor, { subject: "Coupure", body: "Texte." });
    await restartQueue({ workers: false });
    let interrupted: number;
    try {
      await startSending(getDb(), editor, id);
      await dispatchRound(getDb(), { issueId: id, round: 0 });
      // The state a SIGKILL leaves between the mark before the final dot and the server's answer.
      const deliveries = await deliveriesOf(id);
      interrupted = deliveries.find((d) => d.email === a!.email)!.id;
      await getDb().update(newsletterDeliveries).set({ status: "handing" }).where(eq(newsletterDeliveries.id, interrupted));
      expect((await getIssue(getDb(), id))?.progress).toEqual({ total: 2, sent: 0, failed: 0, skipped: 0, uncertain: 0, queued: 2 });
    } finally {
      await restartQueue();
    }
    await waitForIssue(id, "sent");
    await drainJobs();
    expect(await deliverIssueCopy(getDb(), { deliveryId: interrupted }, { retryCount: 1, retryLimit: 2 })).toEqual({ status: "already uncertain" });
    expect(smtp.to(a!.email)).toHaveLength(0);
    expect(smtp.to(b!.email)).toHaveLength(1);
    expect((await getIssue(getDb(), id))?.progress).toEqual({ total: 2, sent: 1, failed: 0, skipped: 0, uncertain: 1, queued: 0 });
    const request = pageRequest(`/admin/newsletter/${id}`, cookie);
    const page = (await issueLoader({ request, params: { id: String(id) }, context: await contextFor(request) } as never)) as { issue: { progress: { uncertain: number } } };
    expect(page.issue.progress.uncertain).toBe(1);
  });

  test("with SMTP down, each copy is retried then counted as failed, and the issue ends with its figures", async () => {
    await subscribers({ confirmed: 2 });
    const id = await createIssue(getDb(), editor, { subject: "Panne", body: "Texte." });
    const port = smtp.port;
    await smtp.stop();
    try {
      await startSending(getDb(), editor, id);
      await waitForIssue(id, "sent");
    } finally {
      await smtp.start(port);
    }
    expect((await getIssue(getDb(), id))?.progress).toMatchObject({ total: 2, sent: 0, failed: 2 });
    expect((await deliveriesOf(id)).every((d) => d.status === "failed" && d.error)).toBe(true);
  });

  test("nobody confirmed: nothing starts, with a French message", async () => {
    await subscribers({ pending: 2 });
    const id = await createIssue(getDb(), editor, { subject: "Personne", body: "Texte." });
    const answer = (await post(`/admin/newsletter/${id}`, { intent: "send", confirm: "oui", subject: "Personne", body: "Texte." }, id)) as Reply;
    expect(answer.init?.status).toBe(400);
    expect(formErrorsOf(answer.data)[0]).toMatch(/Aucun abonné confirmé/);
    expect((await getIssue(getDb(), id))?.status).toBe("draft");
  });

  test("the throttle: a round hands at most N copies to the queue, spread over the minute, and queues the next round a minute later; a stale round does nothing", async () => {
    await subscribers({ confirmed: 3 });
    const id = await createIssue(getDb(), editor, { subject: "Au compte-gouttes", body: "Texte." });
    await restartQueue({ workers: false, perMinute: 2 });
    try {
      const before = Date.now();
      await startSending(getDb(), editor, id);
      expect(await dispatchRound(getDb(), { issueId: id, round: 0 })).toEqual({ dispatched: 2, remaining: 1 });
      const jobs = rows<{ name: string; start_after: Date; data: { round?: number } }>(
        await getDb().execute(sql`select name, start_after, data from pgboss.job where name in ('newsletter.deliver', 'newsletter.dispatch') order by start_after`),
      );
      const deliver = jobs.filter((j) => j.name === "newsletter.deliver").map((j) => new Date(j.start_after).getTime() - before);
      expect(deliver).toHaveLength(2);
      expect(deliver[1]! - deliver[0]!).toBeGreaterThanOrEqual(29_000);
      const next = jobs.filter((j) => j.name === "newsletter.dispatch" && j.data.round === 1).map((j) => new Date(j.start_after).getTime() - before);
      expect(next[0]).toBeGreaterThanOrEqual(59_000);
      // The first round run again (a crash after its commit) finds the issue moved on.
      expect(await dispatchRound(getDb(), { issueId: id, round: 0 })).toEqual({ dispatched: 0, remaining: 0 });
      expect((await deliveriesOf(id)).filter((d) => d.dispatchedAt !== null)).toHaveLength(2);
    } finally {
      await getDb().execute(sql`delete from pgboss.job where name like 'newsletter.%'`);
      await restartQueue();
    }
  });
});

describe("subscribers", () => {
  test("counts, status filter and search; the CSV export has the BOM, French headers and the same selection", async () => {
    const [confirmed] = await subscribers({ confirmed: 2, pending: 1, unsubscribed: 1 });
    expect(await subscriberCounts(getDb())).toEqual({ confirmed: 2, pending: 1, unsubscribed: 1, total: 4 });
    const onlyConfirmed = await listSubscribers(getDb(), subscriberList.fromUrl(new URL("http://x/?statut=confirme")));
    expect(onlyConfirmed.total).toBe(2);
    const searched = await listSubscribers(getDb(), subscriberList.fromUrl(new URL(`http://x/?q=${encodeURIComponent(confirmed!.email.slice(0, 14))}`)));
    expect(searched.items.map((i) => i.email)).toEqual([confirmed!.email]);
    const injected = await listSubscribers(getDb(), subscriberList.fromUrl(new URL("http://x/?q=%25' OR 1=1--")));
    expect(injected.total).toBe(0);

    const request = pageRequest("/admin/newsletter/abonnes.csv?statut=confirme", cookie);
    const response = (await csvLoader({ request, params: {}, context: await contextFor(request) } as never)) as Response;
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(csv.startsWith("\uFEFFAdresse e-mail;Statut;Origine;Inscription;Confirmation;Désinscription\r\n")).toBe(true);
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes(";Confirmé;Accueil;"))).toBe(true);
    const all = new TextDecoder().decode(await new Response(exportSubscribersCsv(getDb(), subscriberList.normalize())).arrayBuffer());
    expect(all.trim().split("\r\n")).toHaveLength(5);
  });

  test("manual unsubscribe: a confirmation step, then the change journaled in its transaction", async () => {
    const [s] = await subscribers({ confirmed: 1 });
    const send = async (fields: Record<string, string>) => {
      const request = formRequest("/admin/newsletter/abonnes", fields, cookie);
      return subscribersAction({ request, params: {}, context: await guardedContextFor(request, [...adminMiddleware, ...subscribersMiddleware]) } as never) as unknown as Promise<Response | { data?: unknown; init?: { status: number } }>;
    };
    const asked = (await send({ intent: "unsubscribe", id: s!.id })) as { data: { data: { confirm: { email: string } } }; init: { status: number } };
    expect(asked.init.status).toBe(200);
    expect(asked.data.data.confirm.email).toBe(s!.email);
    expect((await subscriberCounts(getDb())).confirmed).toBe(1);
    const done = (await send({ intent: "unsubscribe", id: s!.id, confirm: "oui" })) as Response;
    expect(done.status).toBe(302);
    const [row] = await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, s!.id));
    expect(row).toMatchObject({ status: "unsubscribed" });
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
    const [entry] = await getDb().select().from(auditLog).where(eq(auditLog.entityType, "newsletter_subscriber"));
    expect(entry).toMatchObject({ action: "status_change", entityId: s!.id, entityLabel: s!.email });
    expect(await unsubscribeSubscriber(getDb(), editor, s!.id)).toBe("already");
    const bad = (await send({ intent: "unsubscribe", id: "pas-un-id" })) as { init: { status: number } };
    expect(bad.init.status).toBe(400);
  });
});
