// Idea submissions end to end on the real database and SMTP: storage with status "nouveau", the two
// emails, the private follow-up page, the public form's guards and the back-office queries.
import { count, eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { ideaSubmissions } from "~/db/schema";
import { createAccount } from "~/features/account/administrators.server";
import { changeIdeaStatus, submitIdea } from "~/features/ideas/mutations.server";
import { getIdeaSubmission, listIdeaSubmissions } from "~/features/ideas/admin/queries.server";
import { getIdeaByFollowUpToken } from "~/features/ideas/queries.server";
import type { IdeaInput } from "~/features/ideas/schema";
import { hashFollowUpToken } from "~/features/ideas/tokens.server";
import { failedEmailJobs, retryFailedEmail } from "~/lib/email-jobs.admin.server";
import { TEST_ASSOCIATION_EMAIL } from "../support/association-env";
import { action as ideasAction } from "~/routes/participate/ideas";
import { loader as followUpLoader } from "~/routes/participate/idea-status";
import { formRequest, uniqueEmail, contextFor, signedInMember, ideaInput, loaderArgs } from "../factories";
import { freshState, restoreServices, smtp } from "../setup/integration";
import { drainJobs, TEST_EMAIL_RETRY_LIMIT } from "../setup/jobs";

/** A request context carrying the test database, for loaders that read nothing else from it. */

type ActionArgs = Parameters<typeof ideasAction>[0];
type LoaderArgs = Parameters<typeof followUpLoader>[0];

let ipCounter = 0;
async function callAction(fields: Record<string, string>, ip = `10.1.0.${++ipCounter}`, cookie?: string) {
  const request = formRequest("/remontee-idees", fields, cookie);
  return ideasAction({ request, params: {}, context: await contextFor(request, ip) } as unknown as ActionArgs);
}

async function callFollowUp(token: string) {
  return followUpLoader((await loaderArgs(new Request(`http://localhost:3000/remontee-idees/suivi/${token}`), { token })) as unknown as LoaderArgs);
}

const idea = (overrides: Partial<IdeaInput> = {}) => ideaInput(overrides, "idee");

function formFields(input: IdeaInput): Record<string, string> {
  return {
    nom: input.nom,
    email: input.email,
    telephone: "06 12 34 56 78",
    quartier: input.quartier ?? "",
    type_soumission: input.type_soumission,
    titre: input.titre,
    description: input.description,
    localisation: input.localisation ?? "",
    urgence: input.urgence,
    site_web: "",
  };
}

async function ideaCount(): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(ideaSubmissions);
  return Number(row?.n ?? 0);
}

beforeEach(freshState);

afterEach(restoreServices);

test("a submission is stored with its submission time and status nouveau; only the token's hash is kept", async () => {
  const before = Date.now();
  const result = await submitIdea(getDb(), idea({ titre: "Bancs cassés quai Saint-Antoine" }));
  const [row] = await getDb().select().from(ideaSubmissions).where(eq(ideaSubmissions.id, result.id));
  expect(row).toMatchObject({ title: "Bancs cassés quai Saint-Antoine", status: "nouveau", kind: "probleme", urgency: "elevee", phone: "+33612345678" });
  expect(row?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  expect(row?.followUpTokenHash).toBe(hashFollowUpToken(result.token));
  expect(row?.followUpTokenHash).not.toContain(result.token);
  expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
});

test("the submitter gets an acknowledgement with a summary and the private link; the association is notified with Reply-To", async () => {
  const input = idea();
  const result = await submitIdea(getDb(), input);
  await drainJobs();

  const ack = await smtp.waitFor((m) => m.to.includes(input.email));
  expect(ack.subject).toContain("bien été reçue");
  expect(ack.text).toContain(input.titre);
  expect(ack.text).toContain("Urgence\u202f: Élevée");
  expect(ack.text).toContain("Quartier\u202f: Terreaux");
  expect(ack.text).toContain(`http://localhost:3000/remontee-idees/suivi/${result.token}`);

  const association = TEST_ASSOCIATION_EMAIL;
  const notice = await smtp.waitFor((m) => m.to.includes(association));
  expect(notice.replyTo).toBe(input.email);
  expect(notice.subject).toContain(input.titre);
  expect(notice.text).toContain(input.description);
  expect(notice.text).toContain("06 12 34 56 78");
  expect(notice.text).not.toContain(result.token);
  expect(smtp.messages).toHaveLength(2);
});

test("if SMTP is down the submission stays stored; its emails are retried, listed as failed, and sent once SMTP is back", async () => {
  const port = smtp.port;
  await smtp.stop();
  const input = idea();
  const result = await submitIdea(getDb(), input);
  expect(await ideaCount()).toBe(1);
  expect((await getIdeaByFollowUpToken(getDb(), result.token))?.status).toBe("nouveau");

  await drainJobs("email.send");
  const failed = (await failedEmailJobs(getDb())).filter((job) => job.kind.startsWith("ideas.") && (job.to === input.email || job.to === TEST_ASSOCIATION_EMAIL));
  expect(failed.map((job) => job.kind).sort()).toEqual(["ideas.acknowledgement", "ideas.notification"]);
  expect(failed.every((job) => job.attempts === TEST_EMAIL_RETRY_LIMIT + 1)).toBe(true);

  await smtp.start(port);
  for (const job of failed) expect(await retryFailedEmail(getDb(), job.id)).not.toBeNull();
  const ack = await smtp.waitFor((m) => m.to.includes(input.email));
  expect(ack.text).toContain(`http://localhost:3000/remontee-idees/suivi/${result.token}`);
  await smtp.waitFor((m) => m.to.includes(TEST_ASSOCIATION_EMAIL) && m.subject.includes(input.titre));
});

describe("the private follow-up page", () => {
  test("shows the submission of its token, with its current status in French, and nothing private", async () => {
    const mine = await submitIdea(getDb(), idea({ titre: "Mon idée de végétalisation" }));
    await submitIdea(getDb(), idea({ titre: "L’idée de quelqu’un d’autre" }));
    const { idea: shown } = (await callFollowUp(mine.token)) as { idea: Record<string, unknown> };
    expect(shown.title).toBe("Mon idée de végétalisation");
    expect(shown.status).toBe("nouveau");
    expect(shown).not.toHaveProperty("email");
    expect(shown).not.toHaveProperty("phone");
    expect(shown).not.toHaveProperty("id");
  });

  test("a status changed by the back-office shows on the page", async () => {
    const mine = await submitIdea(getDb(), idea());
    const admin = await createAccount(getDb(), uniqueEmail("admin"), { roles: ["admin"] });
    await changeIdeaStatus(getDb(), { id: admin.userId, email: admin.email }, mine.id, { status: "en_etude" });
    const { idea: shown } = (await callFollowUp(mine.token)) as { idea: { status: string } };
    expect(shown.status).toBe("en_etude");
  });

  test.each([
    ["a wrong but well-formed token", "A".repeat(43)],
    ["a malformed token", "not-a-token"],
    ["a token with a character too many", `${"b".repeat(43)}c`],
  ])("%s gives 404 with the invalid-link page, never another submission", async (_label, token) => {
    await submitIdea(getDb(), idea());
    const answer = await callFollowUp(token);
    expect(answer).toMatchObject({ data: { idea: null }, init: { status: 404 } });
  });
});

describe("the /remontee-idees action", () => {
  test("a valid post stores the submission and redirects with the success toast", async () => {
    const input = idea();
    const response = await callAction(formFields(input));
    expect(response).toBeInstanceOf(Response);
    const res = response as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/remontee-idees");
    expect(res.headers.get("Set-Cookie")).toBeTruthy();
    const [row] = await getDb().select().from(ideaSubmissions);
    expect(row).toMatchObject({ email: input.email, status: "nouveau", phone: "+33612345678" });
  });

  test("a submission sent while signed in is linked to the member's account; an anonymous one is not", async () => {
    const { userId, cookie } = await signedInMember();
    expect(((await callAction(formFields(idea()), undefined, cookie)) as Response).status).toBe(302);
    expect(((await callAction(formFields(idea()))) as Response).status).toBe(302);
    const rows = await getDb().select({ userId: ideaSubmissions.userId }).from(ideaSubmissions).orderBy(ideaSubmissions.createdAt);
    expect(rows.map((r) => r.userId)).toEqual([userId, null]);
  });

  test("an invalid post answers 400 with French errors, keeps the typed values and stores nothing", async () => {
    const fields: Record<string, string> = { ...formFields(idea()), titre: "Abc", telephone: "12 34" };
    const response = (await callAction(fields)) as { init: ResponseInit; data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } } };
    expect(response.init.status).toBe(400);
    expect(response.data.result.error.titre).toEqual(["Le titre doit contenir au moins 5 caractères"]);
    expect(response.data.result.error.telephone?.[0]).toContain("Numéro de téléphone invalide");
    expect(response.data.result.initialValue).toMatchObject({ titre: "Abc", description: fields.description, nom: fields.nom });
    expect(await ideaCount()).toBe(0);
  });

  test("a filled honeypot looks like a success and stores nothing", async () => {
    const response = (await callAction({ ...formFields(idea()), site_web: "https://spam.example" })) as Response;
    expect(response.status).toBe(302);
    expect(await ideaCount()).toBe(0);
    await drainJobs();
    expect(smtp.messages).toHaveLength(0);
  });

  test("over the per-IP limit the form answers 429 with a French message and keeps the values", async () => {
    const ip = "10.9.9.9";
    for (let i = 0; i < 5; i++) expect(((await callAction(formFields(idea()), ip)) as Response).status).toBe(302);
    const limited = (await callAction(formFields(idea({ titre: "Une de trop" })), ip)) as { init: ResponseInit & { headers?: Record<string, string> }; data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } } };
    expect(limited.init.status).toBe(429);
    expect(limited.data.result.error[""]?.[0]).toMatch(/^Trop d’envois/);
    expect(limited.data.result.initialValue).toMatchObject({ titre: "Une de trop" });
    expect(await ideaCount()).toBe(5);
  });

  test("when storage fails the visitor reads the spec's error and keeps what they typed", async () => {
    const fields = formFields(idea());
    await getDb().execute(sql`alter table idea_submissions rename to idea_submissions_away`);
    try {
      const response = (await callAction(fields)) as { init: ResponseInit; data: { failure: { title: string; description: string }; result: { initialValue: Record<string, unknown> } } };
      expect(response.init.status).toBe(500);
      expect(response.data.failure).toEqual({ title: "Erreur", description: "Une erreur est survenue lors de la soumission. Veuillez réessayer." });
      expect(response.data.result.initialValue).toMatchObject({ titre: fields.titre, description: fields.description, email: fields.email });
    } finally {
      await getDb().execute(sql`alter table idea_submissions_away rename to idea_submissions`);
    }
    await drainJobs();
    expect(smtp.messages).toHaveLength(0);
  });
});

describe("back-office queries", () => {
  test("list newest first with filters, search and pagination; get by id", async () => {
    const a = await submitIdea(getDb(), idea({ titre: "Premier sujet", type_soumission: "idee", urgence: "faible", quartier: "bellecour" }));
    const b = await submitIdea(getDb(), idea({ titre: "Deuxième sujet", type_soumission: "probleme", urgence: "urgente", quartier: "terreaux" }));
    const c = await submitIdea(getDb(), idea({ titre: "Troisième sujet", type_soumission: "suggestion", urgence: "normale", quartier: undefined, nom: "Zoé Lambert" }));
    await getDb().update(ideaSubmissions).set({ status: "resolu" }).where(eq(ideaSubmissions.id, b.id));

    const all = await listIdeaSubmissions(getDb());
    expect(all.total).toBe(3);
    expect(all.items.map((i) => i.id)).toEqual([c.id, b.id, a.id]);
    expect(all.items[0]).not.toHaveProperty("followUpTokenHash");

    expect((await listIdeaSubmissions(getDb(), { status: "resolu" })).items.map((i) => i.id)).toEqual([b.id]);
    expect((await listIdeaSubmissions(getDb(), { status: "nouveau" })).total).toBe(2);
    expect((await listIdeaSubmissions(getDb(), { type: "idee" })).items.map((i) => i.id)).toEqual([a.id]);
    expect((await listIdeaSubmissions(getDb(), { urgence: "urgente" })).items.map((i) => i.id)).toEqual([b.id]);
    expect((await listIdeaSubmissions(getDb(), { quartier: "bellecour" })).items.map((i) => i.id)).toEqual([a.id]);
    expect((await listIdeaSubmissions(getDb(), { search: "zoé" })).items.map((i) => i.id)).toEqual([c.id]);
    expect((await listIdeaSubmissions(getDb(), { search: "100%" })).total).toBe(0);

    const page2 = await listIdeaSubmissions(getDb(), { page: 2, pageSize: 2 });
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2, pageCount: 2 });
    expect(page2.items.map((i) => i.id)).toEqual([a.id]);

    expect(await getIdeaSubmission(getDb(), a.id)).toMatchObject({ id: a.id, title: "Premier sujet", status: "nouveau" });
    expect(await getIdeaSubmission(getDb(), "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await getIdeaSubmission(getDb(), "pas-un-id")).toBeNull();

  });

  test("the database refuses a status outside the workflow", async () => {
    const a = await submitIdea(getDb(), idea());
    await expect(getDb().execute(sql`update idea_submissions set status = 'archive' where id = ${a.id}`)).rejects.toThrow();
  });
});
