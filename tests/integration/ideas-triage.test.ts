// The ideas triage of the back-office (issue 17) on the real database and SMTP: the status
// workflow with its history, public message and email (never the internal note), notes,
// assignment to a board member, the journal, the follow-up page's public history, the list's
// filters, period and sort, the filtered CSV, the detail page's action (400/404/409, toasts)
// and the migration's mapping of the old statuses.
import fs from "node:fs";
import { desc, eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, ideaEvents, ideaSubmissions, type IdeaSubmissionRow } from "~/db/schema";
import { createAccount } from "~/features/account/administrators.server";
import { addIdeaNote, assignIdea, changeIdeaStatus, ideaAssignees, submitIdea } from "~/features/ideas/mutations.server";
import { IDEA_STATUSES, type IdeaStatus } from "~/features/ideas/options";
import { exportIdeaSubmissionsCsv, getIdeaSubmission, ideaHistory, ideaListFromUrl, ideaListSearchParams, listIdeaSubmissions } from "~/features/ideas/admin/queries.server";
import { getIdeaByFollowUpToken, publicIdeaHistory } from "~/features/ideas/queries.server";
import type { IdeaInput } from "~/features/ideas/schema";
import { canMoveIdea } from "~/features/ideas/workflow";
import { CSV_BOM } from "~/lib/admin-list.server";
import { failedEmailJobs, retryFailedEmail } from "~/lib/email-jobs.admin.server";
import { getSiteConfig } from "~/lib/site-config.server";
import { action as ideaAction, loader as ideaLoader, middleware as ideaMiddleware } from "~/routes/admin/idea";
import { middleware as adminMiddleware } from "~/routes/admin/layout";
import { middleware as memberMiddleware } from "~/routes/member/layout";
import { loader as csvLoader } from "~/routes/admin/ideas-csv";
import { loader as listLoader } from "~/routes/admin/ideas";
import { loader as memberIdeaLoader } from "~/routes/member/idea";
import { loader as followUpLoader } from "~/routes/participate/idea-status";
import { contextFor, formRequest, pageRequest, signedInMember, uniqueEmail, validPassword, ideaInput, guardedContextFor, loaderArgs } from "../factories";
import { freshState, restoreServices, smtp } from "../setup/integration";
import { drainJobs, TEST_EMAIL_RETRY_LIMIT } from "../setup/jobs";

/** A request context carrying the test database, for loaders that read nothing else from it. */

type Actor = { id: string; email: string };
let admin: Actor & { cookie: string };

beforeEach(async () => {
  await freshState();
  const email = uniqueEmail("bureau");
  await createAccount(getDb(), email, { password: validPassword, roles: ["admin"] });
  const { userId, cookie } = await signedInMember(email);
  admin = { id: userId, email, cookie };
});

afterEach(restoreServices);

const idea = (overrides: Partial<IdeaInput> = {}) => ideaInput(overrides, "habitant");

/** A stored idea whose submission emails are already delivered and cleared from the sink. */
async function stored(overrides: Partial<IdeaInput> = {}, submittedBy: string | null = null) {
  const result = await submitIdea(getDb(), idea(overrides), {}, submittedBy);
  await drainJobs();
  smtp.clear();
  return result;
}

async function setStatus(id: string, status: IdeaStatus) {
  await getDb().update(ideaSubmissions).set({ status }).where(eq(ideaSubmissions.id, id));
}

async function statusOf(id: string) {
  return (await getIdeaSubmission(getDb(), id))?.status;
}

async function journal() {
  return getDb().select().from(auditLog).orderBy(desc(auditLog.id));
}

describe("the status workflow", () => {
  const pairs = IDEA_STATUSES.flatMap((from) => IDEA_STATUSES.map((to) => [from, to] as const));

  test("every allowed move is stored with its history entry; every other one is refused and changes nothing", async () => {
    const { id } = await stored();
    for (const [from, to] of pairs) {
      await setStatus(id, from);
      const before = (await ideaHistory(getDb(), id)).length;
      const result = await changeIdeaStatus(getDb(), admin, id, { status: to });
      if (canMoveIdea(from, to)) {
        expect(result, `${from} → ${to}`).toMatchObject({ status: "ok", from, to });
        expect(await statusOf(id)).toBe(to);
        const history = await ideaHistory(getDb(), id);
        expect(history).toHaveLength(before + 1);
        expect(history.at(-1)).toMatchObject({ kind: "status_change", fromStatus: from, toStatus: to, publicMessage: null, actorEmail: admin.email });
      } else {
        expect(result, `${from} → ${to}`).toEqual({ status: "refused", from });
        expect(await statusOf(id)).toBe(from);
        expect(await ideaHistory(getDb(), id)).toHaveLength(before);
      }
    }
  });

  test("the whole way: nouveau → en_etude → transmis → resolu, reopened, then rejete; each change journaled", async () => {
    const { id } = await stored({ titre: "Banc cassé quai Saint-Antoine" });
    for (const status of ["en_etude", "transmis", "resolu", "en_etude", "rejete"] as const) {
      expect((await changeIdeaStatus(getDb(), admin, id, { status })).status).toBe("ok");
    }
    expect(await statusOf(id)).toBe("rejete");
    const entries = (await journal()).filter((e) => e.action === "status_change");
    expect(entries).toHaveLength(5);
    expect(entries[0]).toMatchObject({ entityType: "idea", entityId: id, entityLabel: "Banc cassé quai Saint-Antoine", actorId: admin.id, actorEmail: admin.email, summary: "En cours d’étude → Rejeté" });
  });

  test("an unknown or malformed id is not found", async () => {
    expect(await changeIdeaStatus(getDb(), admin, "00000000-0000-4000-8000-000000000000", { status: "en_etude" })).toEqual({ status: "not_found" });
    expect(await changeIdeaStatus(getDb(), admin, "1", { status: "en_etude" })).toEqual({ status: "not_found" });
    expect(await addIdeaNote(getDb(), admin, "pas-un-id", "note")).toEqual({ status: "not_found" });
    expect(await assignIdea(getDb(), admin, "00000000-0000-4000-8000-000000000000", null)).toEqual({ status: "not_found" });
  });

  test("the database refuses the old statuses", async () => {
    const { id } = await stored();
    for (const old of ["en_cours", "traite"]) {
      await expect(getDb().execute(sql`update idea_submissions set status = ${old} where id = ${id}`)).rejects.toThrow();
    }
  });
});

describe("the submitter's email and follow-up page", () => {
  test("a status change with a public message emails the submitter (never the internal note); the follow-up page shows the message, not the note", async () => {
    const input = idea({ titre: "Trottoir défoncé rue Mercière" });
    const submitted = await stored({ email: input.email, titre: input.titre });

    await addIdeaNote(getDb(), admin, submitted.id, "Appeler la mairie du 2e — NOTE SECRÈTE");
    const change = await changeIdeaStatus(getDb(), admin, submitted.id, { status: "en_etude", publicMessage: "Nous avons contacté la voirie, réponse attendue sous 15 jours." });
    expect(change.status).toBe("ok");
    if (change.status !== "ok") return;
    await drainJobs();

    const mail = await smtp.waitFor((m) => m.to.includes(input.email));
    const { shortName } = await getSiteConfig();
    expect(mail.subject).toBe(`Le statut de votre idée a changé – ${shortName}`);
    expect(mail.text).toContain("Nouveau statut\u202f: En cours d’étude");
    expect(mail.text).toContain("Nous avons contacté la voirie, réponse attendue sous 15 jours.");
    expect(mail.text).toContain("Trottoir défoncé rue Mercière");
    expect(mail.text).toContain("lien personnel reçu lors de votre envoi");
    expect(mail.text).not.toContain("NOTE SECRÈTE");
    expect(mail.text).not.toContain("/espace/contributions");
    expect(smtp.messages).toHaveLength(1);

    const page = (await followUpLoader((await loaderArgs(new Request(`http://localhost:3000/remontee-idees/suivi/${submitted.token}`), { token: submitted.token })) as never)) as {
      idea: { status: string; history: Array<{ status: string; message: string | null }> };
    };
    expect(page.idea.status).toBe("en_etude");
    expect(page.idea.history).toEqual([{ status: "en_etude", message: "Nous avons contacté la voirie, réponse attendue sous 15 jours.", at: expect.any(Date) }]);
    expect(JSON.stringify(page)).not.toContain("SECRÈTE");
    expect(JSON.stringify(page)).not.toContain(admin.email);
  });

  test("the public history lists status changes only, oldest first, with or without message", async () => {
    const { id, token } = await stored();
    await changeIdeaStatus(getDb(), admin, id, { status: "en_etude" });
    await addIdeaNote(getDb(), admin, id, "interne");
    await assignIdea(getDb(), admin, id, admin.id);
    await changeIdeaStatus(getDb(), admin, id, { status: "transmis", publicMessage: "Transmis au service propreté." });
    const steps = await publicIdeaHistory(getDb(), id);
    expect(steps.map((s) => [s.status, s.message])).toEqual([
      ["en_etude", null],
      ["transmis", "Transmis au service propreté."],
    ]);
    expect((await getIdeaByFollowUpToken(getDb(), token))?.history).toEqual(steps);
  });

  test("a member's idea: the email links to the member space", async () => {
    const member = await signedInMember(uniqueEmail("membre"));
    const { id } = await stored({}, member.userId);
    const change = await changeIdeaStatus(getDb(), admin, id, { status: "resolu" });
    if (change.status !== "ok") throw new Error("not changed");
    expect(change.notice.memberUrl).toBe(`http://localhost:3000/espace/contributions/idees/${id}`);
    const mail = await smtp.waitFor(() => true);
    expect(mail.text).toContain(`http://localhost:3000/espace/contributions/idees/${id}`);
    expect(mail.text).toContain("Nouveau statut\u202f: Résolu");
  });

  test("the member's idea page shows the public history too, never the notes", async () => {
    const member = await signedInMember(uniqueEmail("membre"));
    const { id } = await stored({}, member.userId);
    await changeIdeaStatus(getDb(), admin, id, { status: "transmis", publicMessage: "Transmis à la voirie." });
    await addIdeaNote(getDb(), admin, id, "NOTE PRIVÉE");
    const request = pageRequest(`/espace/contributions/idees/${id}`, member.cookie);
    const page = (await memberIdeaLoader({ request, params: { id }, context: await guardedContextFor(request, memberMiddleware) } as never)) as { idea: { status: string; history: Array<{ status: string; message: string | null }> } };
    expect(page.idea.status).toBe("transmis");
    expect(page.idea.history.map((h) => [h.status, h.message])).toEqual([["transmis", "Transmis à la voirie."]]);
    expect(JSON.stringify(page)).not.toContain("NOTE PRIVÉE");
  });

  test("with SMTP down the change is kept with its email queued: retried, listed as failed, sent once SMTP is back", async () => {
    const input = idea();
    const { id } = await stored({ email: input.email });
    const port = smtp.port;
    await smtp.stop();
    const change = await changeIdeaStatus(getDb(), admin, id, { status: "en_etude", publicMessage: "Message après panne" });
    expect(change.status).toBe("ok");
    expect(await statusOf(id)).toBe("en_etude");
    expect(await publicIdeaHistory(getDb(), id)).toHaveLength(1);

    await drainJobs("email.send");
    const failed = (await failedEmailJobs(getDb())).find((job) => job.to === input.email);
    expect(failed).toMatchObject({ kind: "ideas.status-changed", attempts: TEST_EMAIL_RETRY_LIMIT + 1 });

    await smtp.start(port);
    expect(await retryFailedEmail(getDb(), failed!.id)).not.toBeNull();
    const mail = await smtp.waitFor((m) => m.to.includes(input.email));
    expect(mail.text).toContain("Message après panne");
  });

  test("a refused move queues no email", async () => {
    const { id } = await stored();
    expect((await changeIdeaStatus(getDb(), admin, id, { status: "nouveau" })).status).toBe("refused");
    await drainJobs();
    expect(smtp.messages).toHaveLength(0);
  });
});

describe("notes and assignment", () => {
  test("a note is kept in the history and journaled without its text", async () => {
    const { id } = await stored();
    expect(await addIdeaNote(getDb(), admin, id, "  Déjà signalé en 2025.  ")).toMatchObject({ status: "ok" });
    expect(await ideaHistory(getDb(), id)).toMatchObject([{ kind: "note", internalNote: "Déjà signalé en 2025.", actorEmail: admin.email }]);
    const [entry] = await journal();
    expect(entry).toMatchObject({ action: "note", entityType: "idea", entityId: id, summary: "Note interne ajoutée" });
    expect(entry!.summary).not.toContain("2025");
  });

  test("only an enabled account with the admin role can be assigned; unassigning works; the same assignee changes nothing", async () => {
    const { id } = await stored();
    const moderator = await createAccount(getDb(), uniqueEmail("moderation"), { roles: ["moderation"] });
    const other = await createAccount(getDb(), uniqueEmail("bureau2"), { roles: ["admin"] });
    expect((await ideaAssignees(getDb())).map((a) => a.id).sort()).toEqual([admin.id, other.userId].sort());

    expect(await assignIdea(getDb(), admin, id, moderator.userId)).toEqual({ status: "invalid_assignee" });
    expect(await assignIdea(getDb(), admin, id, "inconnu")).toEqual({ status: "invalid_assignee" });
    expect(await assignIdea(getDb(), admin, id, other.userId)).toMatchObject({ status: "ok", assignee: { id: other.userId, email: other.email } });
    expect(await getIdeaSubmission(getDb(), id)).toMatchObject({ assignedTo: other.userId, assigneeEmail: other.email });
    expect(await assignIdea(getDb(), admin, id, other.userId)).toMatchObject({ status: "unchanged" });
    expect(await assignIdea(getDb(), admin, id, null)).toMatchObject({ status: "ok", assignee: null });
    expect((await getIdeaSubmission(getDb(), id))?.assignedTo).toBeNull();

    expect((await ideaHistory(getDb(), id)).map((e) => [e.kind, e.assigneeEmail])).toEqual([
      ["assignment", other.email],
      ["assignment", null],
    ]);
    expect((await journal()).filter((e) => e.action === "assign").map((e) => e.summary)).toEqual(["Plus attribuée à personne", `Attribuée à ${other.email}`]);
  });
});

describe("the list, its period and its CSV", () => {
  const now = new Date("2026-04-15T10:00:00Z");
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);

  async function insert(values: Partial<IdeaSubmissionRow>) {
    const [row] = await getDb()
      .insert(ideaSubmissions)
      .values({ name: "Camille", email: "c@example.org", title: "Sujet", description: "Une description assez longue pour le test.", followUpTokenHash: crypto.randomUUID(), ...values })
      .returning({ id: ideaSubmissions.id });
    return row!.id;
  }

  test("filters by type, urgency, district, status, the last N days and a date range; sorts by urgency; search", async () => {
    const old = await insert({ title: "Vieux banc", urgency: "faible", district: "perrache", kind: "idee", createdAt: ago(100) });
    const month = await insert({ title: "Fontaine", urgency: "urgente", district: "terreaux", kind: "probleme", status: "transmis", createdAt: ago(20) });
    const week = await insert({ title: "Poubelles", urgency: "normale", district: "terreaux", kind: "probleme", location: "Rue Chenavard", createdAt: ago(3) });
    const ids = async (query: string) => (await listIdeaSubmissions(getDb(), ideaListFromUrl(new URL(`http://x/admin/idees?${query}`)), now)).items.map((i) => i.id);

    expect(await ids("")).toEqual([week, month, old]);
    expect(await ids("periode=7")).toEqual([week]);
    expect(await ids("periode=30")).toEqual([week, month]);
    expect(await ids("periode=90&tri=ancien")).toEqual([month, week]);
    expect(await ids("periode=12")).toEqual([week, month, old]);
    expect(await ids(`du=${ago(25).toISOString().slice(0, 10)}&au=${ago(10).toISOString().slice(0, 10)}`)).toEqual([month]);
    expect(await ids(`au=${ago(100).toISOString().slice(0, 10)}`)).toEqual([old]);
    expect(await ids("du=2026-02-30")).toEqual([week, month, old]);
    expect(await ids("tri=urgence")).toEqual([month, week, old]);
    expect(await ids("quartier=terreaux&type=probleme&statut=transmis")).toEqual([month]);
    expect(await ids("urgence=faible")).toEqual([old]);
    expect(await ids("q=chenavard")).toEqual([week]);

    const query = ideaListFromUrl(new URL("http://x/admin/idees?statut=nouveau&du=2026-01-01&au=nope&page=3&q=a"));
    expect(ideaListSearchParams(query).toString()).toBe("statut=nouveau&q=a&du=2026-01-01");
  });

  test("the list page: age of open items, overdue ones flagged; the CSV link keeps the filters", async () => {
    await insert({ title: "Urgent et ancien", urgency: "urgente", createdAt: ago(9) });
    await insert({ title: "Élevé et récent", urgency: "elevee", createdAt: ago(2) });
    await insert({ title: "Résolu", urgency: "urgente", status: "resolu", createdAt: ago(30) });
    const request = pageRequest("/admin/idees?urgence=urgente&periode=90", admin.cookie);
    request.headers.set("x-test-now", now.toISOString());
    const page = (await listLoader({ request, params: {}, context: await contextFor(request) } as never)) as {
      items: Array<{ title: string; age: number | null; overdue: boolean }>;
      csvHref: string;
    };
    expect(page.items.map((i) => [i.title, i.age, i.overdue])).toEqual([
      ["Urgent et ancien", 9, true],
      ["Résolu", null, false],
    ]);
    expect(page.csvHref).toBe("/admin/idees.csv?urgence=urgente&periode=90");
  });

  test("the CSV answers the filtered rows with a BOM and French headers", async () => {
    await insert({ title: "Dans le filtre", district: "opera", createdAt: ago(1) });
    await insert({ title: "Hors filtre", district: "perrache", createdAt: ago(1) });
    const request = pageRequest("/admin/idees.csv?quartier=opera", admin.cookie);
    const response = (await csvLoader({ request, params: {}, context: await contextFor(request) } as never)) as Response;
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="idees-signalements-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(CSV_BOM.length).split("\r\n");
    expect(lines[0]).toBe("Date d’envoi;Statut;Type;Urgence;Titre;Description;Quartier;Localisation;Nom;E-mail;Téléphone;Suivi par;Dernière mise à jour");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(";Dans le filtre;");
    expect(lines[1]).toContain(";Opéra;");
    const all = await new Response(exportIdeaSubmissionsCsv(getDb(), {})).text();
    expect(all).toContain("Hors filtre");
  });
});

describe("the detail page", () => {
  async function post(id: string, fields: Record<string, string>) {
    const request = formRequest(`/admin/idees/${id}`, fields, admin.cookie);
    return ideaAction({ request, params: { id }, context: await guardedContextFor(request, [...adminMiddleware, ...ideaMiddleware]) } as never);
  }
  const statusOfResult = (result: unknown) => (result instanceof Response ? result.status : (result as { init?: { status?: number } }).init?.status);
  const replyOf = (result: unknown) => (result as { data: { intent: string | null; result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } } }).data;

  test("the loader answers the idea with its history and the assignees; unknown and malformed ids are a 404", async () => {
    const { id } = await stored({ titre: "Pavés descellés" });
    await addIdeaNote(getDb(), admin, id, "À vérifier");
    const load = async (value: string) => {
      const request = pageRequest(`/admin/idees/${value}`, admin.cookie);
      return ideaLoader({ request, params: { id: value }, context: await guardedContextFor(request, [...adminMiddleware, ...ideaMiddleware]) } as never);
    };
    const data = (await load(id)) as unknown as { idea: { title: string; email: string }; history: unknown[]; next: string[]; assignees: Array<{ id: string }> };
    expect(data.idea.title).toBe("Pavés descellés");
    expect(data.history).toHaveLength(1);
    expect(data.next).toEqual(["en_etude", "transmis", "resolu", "rejete"]);
    expect(data.assignees.map((a) => a.id)).toEqual([admin.id]);
    for (const bad of ["00000000-0000-4000-8000-000000000000", "1", "x'; drop table"]) {
      await expect(load(bad)).rejects.toMatchObject({ init: { status: 404 } });
    }
  });

  test("a status change redirects with a toast and emails the submitter", async () => {
    const input = idea();
    const { id } = await stored({ email: input.email });
    const result = await post(id, { intent: "statut", status: "en_etude", public_message: "Nous regardons." });
    expect(statusOfResult(result)).toBe(302);
    expect((result as Response).headers.get("location")).toBe(`/admin/idees/${id}`);
    expect((result as Response).headers.get("set-cookie")).toBeTruthy();
    const mail = await smtp.waitFor((m) => m.to.includes(input.email));
    expect(mail.text).toContain("Nous regardons.");
  });

  test("bad input is a 400 with French messages and the typed values kept; a refused move is a 409; an unknown id a 404", async () => {
    const { id } = await stored();
    const missing = await post(id, { intent: "statut", status: "", public_message: "Texte tapé" });
    expect(statusOfResult(missing)).toBe(400);
    expect(replyOf(missing).intent).toBe("statut");
    expect(replyOf(missing).result.error?.status).toEqual(["Choisissez le nouveau statut dans la liste."]);
    expect(replyOf(missing).result.initialValue).toMatchObject({ public_message: "Texte tapé" });

    const tooLong = await post(id, { intent: "note", note: "x".repeat(4001) });
    expect(statusOfResult(tooLong)).toBe(400);
    expect(replyOf(tooLong).result.error?.note).toEqual(["La note doit contenir au plus 4000 caractères."]);

    expect(statusOfResult(await post(id, {}))).toBe(400);
    expect(statusOfResult(await post(id, { intent: "autre" }))).toBe(400);

    const refused = await post(id, { intent: "statut", status: "nouveau", public_message: "Gardé" });
    expect(statusOfResult(refused)).toBe(409);
    expect(replyOf(refused).result.error?.status).toEqual(["Ce changement de statut n’est pas possible depuis le statut actuel."]);
    expect(replyOf(refused).result.initialValue).toMatchObject({ public_message: "Gardé" });

    const moderator = await createAccount(getDb(), uniqueEmail("moderation"), { roles: ["moderation"] });
    const badAssignee = await post(id, { intent: "attribution", assignee: moderator.userId });
    expect(statusOfResult(badAssignee)).toBe(400);
    expect(replyOf(badAssignee).result.error?.assignee).toEqual(["Choisissez un membre du bureau dans la liste."]);

    await expect(post("00000000-0000-4000-8000-000000000000", { intent: "note", note: "x" })).rejects.toMatchObject({ init: { status: 404 } });
    await expect(post("1", { intent: "statut", status: "en_etude" })).rejects.toMatchObject({ init: { status: 404 } });
    expect(await ideaHistory(getDb(), id)).toEqual([]);
  });

  test("a note and an assignment redirect with their toasts", async () => {
    const { id } = await stored();
    expect(statusOfResult(await post(id, { intent: "note", note: "Interne" }))).toBe(302);
    expect(statusOfResult(await post(id, { intent: "attribution", assignee: admin.id }))).toBe(302);
    expect(statusOfResult(await post(id, { intent: "attribution", assignee: "" }))).toBe(302);
    expect((await ideaHistory(getDb(), id)).map((e) => e.kind)).toEqual(["note", "assignment", "assignment"]);
    await drainJobs();
    expect(smtp.messages).toHaveLength(0);
  });
});

test("the migration maps the old statuses: en_cours → en_etude, traite → resolu", async () => {
  const migration = fs.readFileSync("drizzle/0015_ideas_triage.sql", "utf8").split("--> statement-breakpoint").map((s) => s.trim());
  const updates = migration.filter((s) => /^(--[^\n]*\n)?UPDATE "idea_submissions"/.test(s));
  const addCheck = migration.find((s) => s.includes('ADD CONSTRAINT "idea_submissions_status_check"'));
  expect(updates).toHaveLength(2);
  expect(addCheck).toBeDefined();
  const db = getDb();
  await db.execute(sql`alter table idea_submissions drop constraint idea_submissions_status_check`);
  const rows: Record<string, string> = {};
  for (const status of ["nouveau", "en_cours", "traite", "rejete"]) {
    const [row] = await db.insert(ideaSubmissions).values({ name: "Ancien", email: "a@example.org", title: "Ancienne soumission", description: "Une soumission d’avant le tri.", status: status as IdeaStatus, followUpTokenHash: crypto.randomUUID() }).returning({ id: ideaSubmissions.id });
    rows[status] = row!.id;
  }
  for (const statement of updates) await db.execute(sql.raw(statement));
  await db.execute(sql.raw(addCheck!));
  const after = Object.fromEntries(await Promise.all(Object.entries(rows).map(async ([old, id]) => [old, await statusOf(id)])));
  expect(after).toEqual({ nouveau: "nouveau", en_cours: "en_etude", traite: "resolu", rejete: "rejete" });
  expect(await db.select().from(ideaEvents)).toEqual([]);
});
