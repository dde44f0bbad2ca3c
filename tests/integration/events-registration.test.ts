// Registrations to the rencontres (issue 15) on the real database: the capacity holds under 50
// concurrent registrations for 10 places (exactly 10 confirmed, the rest waiting, nobody lost);
// a cancellation promotes the waiting list in order, skipping a group too large; the same email
// again updates its registration; past and unpublished events refuse; the private link cancels
// once.
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterEach, beforeEach, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, eventRegistrations, events } from "~/db/schema";
import { loadContributions } from "~/features/account/contributions.server";
import { createContent, getContentForm, updateContent } from "~/features/admin/content/content.server";
import { eventSchema } from "~/features/events/admin/editor";
import { exportPersonalData } from "~/features/account/personal-data.server";
import { cancelById, cancelByToken, registerToEvent, registrationByToken } from "~/features/events/registration.server";
import type { RegistrationInput } from "~/features/events/registration-schema";
import { groupRegistrations, registrationsCsv, registrationsOfEvent } from "~/features/events/admin/registrations.server";
import { failedEmailJobs, retryFailedEmail } from "~/lib/email-jobs.admin.server";
import { eventRow, signedInMember, uniqueEmail } from "../factories";
import { freshState, restoreServices, smtp } from "../setup/integration";
import { drainJobs, TEST_EMAIL_RETRY_LIMIT } from "../setup/jobs";

const NOW = new Date("2026-03-01T10:00:00+01:00");

beforeEach(freshState);

afterEach(restoreServices);

async function event(slug: string, fields: { capacity?: number | null; published?: boolean; startsAt?: Date } = {}) {
  const [row] = await getDb()
    .insert(events)
    .values(eventRow({ slug, capacity: 10, ...fields }))
    .returning({ id: events.id });
  return row!.id;
}

const person = (n: number, persons = 1, email = `personne${n}@example.org`): RegistrationInput => ({ name: `Personne ${n}`, email, persons, message: null });

async function statuses(eventId: number) {
  const rows = await getDb().select().from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId));
  const sum = (status: string) => rows.filter((r) => r.status === status).reduce((total, r) => total + r.persons, 0);
  return { rows, confirmed: sum("confirmee"), waiting: sum("attente"), cancelled: sum("annulee") };
}

test("50 concurrent registrations for 10 places: exactly 10 confirmed, 40 waiting, nobody lost", async () => {
  const id = await event("complet", { capacity: 10 });
  const results = await Promise.all(Array.from({ length: 50 }, (_, n) => registerToEvent(getDb(), "complet", person(n), { now: NOW })));
  expect(results.every((r) => r.status === "registered")).toBe(true);
  const outcomes = results.map((r) => (r.status === "registered" ? r.registration.status : null));
  expect(outcomes.filter((s) => s === "confirmee")).toHaveLength(10);
  expect(outcomes.filter((s) => s === "attente")).toHaveLength(40);
  const { rows, confirmed, waiting } = await statuses(id);
  expect([rows.length, confirmed, waiting]).toEqual([50, 10, 40]);
});

test("a cancellation promotes the waiting list in order, skipping a group too large for the places freed", async () => {
  const id = await event("visite", { capacity: 4 });
  const first = await registerToEvent(getDb(), "visite", person(1, 2), { now: NOW });
  await registerToEvent(getDb(), "visite", person(2, 2), { now: NOW });
  // Full: three groups wait, in this order.
  const waiting = [await registerToEvent(getDb(), "visite", person(3, 3), { now: new Date(NOW.getTime() + 1000) })];
  waiting.push(await registerToEvent(getDb(), "visite", person(4, 1), { now: new Date(NOW.getTime() + 2000) }));
  waiting.push(await registerToEvent(getDb(), "visite", person(5, 1), { now: new Date(NOW.getTime() + 3000) }));
  expect(waiting.map((w) => (w.status === "registered" ? w.registration.status : null))).toEqual(["attente", "attente", "attente"]);
  if (first.status !== "registered") throw new Error("first registration refused");

  // Person 1 (2 places) cancels: the group of 3 does not fit, persons 4 and 5 do.
  const cancelled = await cancelByToken(getDb(), first.registration.token, { now: NOW });
  expect(cancelled.status).toBe("cancelled");
  if (cancelled.status !== "cancelled") return;
  expect(cancelled.promoted.map((p) => p.name)).toEqual(["Personne 4", "Personne 5"]);
  // Each promoted person gets a working private link.
  expect((await registrationByToken(getDb(), cancelled.promoted[0]!.token))?.status).toBe("confirmee");
  const after = await statuses(id);
  expect([after.confirmed, after.waiting, after.cancelled]).toEqual([4, 3, 2]);

  // The same link again: already cancelled, nothing moves.
  expect((await cancelByToken(getDb(), first.registration.token, { now: NOW })).status).toBe("already");
  expect((await cancelByToken(getDb(), "pas-un-jeton", { now: NOW })).status).toBe("unknown");
});

test("the same email again updates its registration instead of adding one; growing beyond the places left is refused with the place kept", async () => {
  const id = await event("atelier", { capacity: 5 });
  await registerToEvent(getDb(), "atelier", person(1, 2, "alice@example.org"), { now: NOW });
  await registerToEvent(getDb(), "atelier", person(2, 2), { now: NOW });
  const again = await registerToEvent(getDb(), "atelier", { name: "Alice D.", email: "alice@example.org", persons: 3, message: "Avec ma sœur" }, { now: NOW });
  expect(again).toMatchObject({ status: "registered", updated: true, registration: { status: "confirmee", persons: 3 } });
  const rows = (await statuses(id)).rows.filter((r) => r.email === "alice@example.org");
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ name: "Alice D.", persons: 3, message: "Avec ma sœur" });

  const tooMany = await registerToEvent(getDb(), "atelier", { ...person(1, 4, "alice@example.org") }, { now: NOW });
  expect(tooMany).toEqual({ status: "refused", reason: "noRoomForChange", message: "Il ne reste que 3\u00a0places pour agrandir votre inscription\u202f: elle reste enregistrée pour 3\u00a0personnes." });
  expect((await statuses(id)).confirmed).toBe(5);
});

test("shrinking a confirmed registration frees places for the waiting list", async () => {
  await event("petit", { capacity: 3 });
  await registerToEvent(getDb(), "petit", person(1, 3, "alice@example.org"), { now: NOW });
  await registerToEvent(getDb(), "petit", person(2, 1), { now: NOW });
  const smaller = await registerToEvent(getDb(), "petit", person(1, 2, "alice@example.org"), { now: NOW });
  expect(smaller.status === "registered" && smaller.promoted.map((p) => p.name)).toEqual(["Personne 2"]);
});

test("a cancelled registration that comes back joins the end of the waiting list", async () => {
  const id = await event("retour", { capacity: 1 });
  const alice = await registerToEvent(getDb(), "retour", person(1, 1, "alice@example.org"), { now: NOW });
  await registerToEvent(getDb(), "retour", person(2), { now: new Date(NOW.getTime() + 1000) });
  if (alice.status !== "registered") throw new Error("refused");
  await cancelById(getDb(), id, alice.registration.id, { now: new Date(NOW.getTime() + 2000) });
  const back = await registerToEvent(getDb(), "retour", person(1, 1, "alice@example.org"), { now: new Date(NOW.getTime() + 3000) });
  expect(back).toMatchObject({ status: "registered", updated: false, registration: { status: "attente" } });
  const [bob] = await getDb().select().from(eventRegistrations).where(and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.email, "personne2@example.org")));
  expect(bob?.status).toBe("confirmee");
});

test("past, unpublished and unknown events refuse registrations; an event without capacity confirms everyone", async () => {
  await event("passee", { startsAt: new Date("2026-02-01T18:00:00+01:00") });
  await event("brouillon", { published: false });
  await event("libre", { capacity: null });
  expect(await registerToEvent(getDb(), "passee", person(1), { now: NOW })).toMatchObject({ status: "refused", reason: "past", message: "Cette rencontre a déjà eu lieu\u202f: les inscriptions sont closes." });
  expect(await registerToEvent(getDb(), "brouillon", person(1), { now: NOW })).toMatchObject({ status: "refused", reason: "unpublished" });
  expect(await registerToEvent(getDb(), "inconnue", person(1), { now: NOW })).toEqual({ status: "refused", reason: "unknown" });
  const all = await Promise.all(Array.from({ length: 8 }, (_, n) => registerToEvent(getDb(), "libre", person(n, 4), { now: NOW })));
  expect(all.every((r) => r.status === "registered" && r.registration.status === "confirmee")).toBe(true);
});

test("the confirmation carries the event's calendar file and a private link that cancels; the promoted person is told with a new link", async () => {
  await event("mail", { capacity: 1 });
  const alice = await registerToEvent(getDb(), "mail", { name: "Alice Durand", email: "alice@example.org", persons: 1, message: null }, { now: NOW });
  const bob = await registerToEvent(getDb(), "mail", { name: "Bob Martin", email: "bob@example.org", persons: 1, message: null }, { now: NOW });
  if (alice.status !== "registered" || bob.status !== "registered") throw new Error("refused");
  // Each registration's email was queued with it.
  await drainJobs();
  expect(smtp.messages).toHaveLength(2);

  const confirmation = await smtp.waitFor((m) => m.to.includes("alice@example.org"));
  expect(confirmation.subject).toBe("Inscription confirmée\u202f: Rencontre mail");
  expect(confirmation.text).toContain("Date\u202f: jeudi 12 mars 2026 à 18h30");
  const [ics] = confirmation.attachments;
  expect(ics).toMatchObject({ filename: "mail.ics", contentType: "text/calendar" });
  const vevent = new ICAL.Component(ICAL.parse(ics!.content)).getFirstSubcomponent("vevent")!;
  expect(vevent.getFirstPropertyValue("summary")).toBe("Rencontre mail");
  expect(vevent.getFirstPropertyValue("location")).toBe("Mairie du 2e");
  expect(new ICAL.Event(vevent).startDate.toJSDate().toISOString()).toBe("2026-03-12T17:30:00.000Z");
  const waiting = await smtp.waitFor((m) => m.to.includes("bob@example.org"));
  expect(waiting.subject).toBe("Liste d’attente\u202f: Rencontre mail");
  expect(waiting.attachments).toHaveLength(0);

  // The link of Alice's email cancels her registration; Bob is promoted and emailed his own new link.
  const link = /http:\/\/localhost:3000(\/rencontres\/annulation\/[A-Za-z0-9_-]{43})/.exec(confirmation.text)?.[1];
  expect(link).toBeDefined();
  const cancelled = await cancelByToken(getDb(), link!.split("/").at(-1), { now: NOW });
  if (cancelled.status !== "cancelled") throw new Error(cancelled.status);
  smtp.clear();
  // The promotion's email was queued with the cancellation; Alice gets none.
  await drainJobs();
  expect(smtp.messages.map((m) => m.to)).toEqual([["bob@example.org"]]);
  const promoted = await smtp.waitFor((m) => m.to.includes("bob@example.org"));
  expect(promoted.subject).toBe("Une place s’est libérée\u202f: Rencontre mail");
  expect(promoted.attachments[0]?.filename).toBe("mail.ics");
  const bobLink = /\/rencontres\/annulation\/([A-Za-z0-9_-]{43})/.exec(promoted.text)?.[1];
  expect((await registrationByToken(getDb(), bobLink))?.status).toBe("confirmee");
});

test("with SMTP down the registration stands; its confirmation is retried, listed as failed, and sent with its calendar file once SMTP is back", async () => {
  await event("panne", { capacity: 5 });
  const port = smtp.port;
  await smtp.stop();
  const result = await registerToEvent(getDb(), "panne", { name: "Alice Durand", email: "alice-panne@example.org", persons: 2, message: null }, { now: NOW });
  expect(result).toMatchObject({ status: "registered", registration: { status: "confirmee" } });

  await drainJobs("email.send");
  const failed = (await failedEmailJobs(getDb())).find((job) => job.to === "alice-panne@example.org");
  expect(failed).toMatchObject({ kind: "events.registration", subject: "Inscription confirmée\u202f: Rencontre panne", attempts: TEST_EMAIL_RETRY_LIMIT + 1 });

  await smtp.start(port);
  expect(await retryFailedEmail(getDb(), failed!.id)).not.toBeNull();
  const mail = await smtp.waitFor((m) => m.to.includes("alice-panne@example.org"));
  expect(mail.attachments[0]).toMatchObject({ filename: "panne.ics", contentType: "text/calendar" });
});

test("a refused registration queues no email", async () => {
  await event("passee-mail", { startsAt: new Date("2026-02-01T18:00:00+01:00") });
  expect(await registerToEvent(getDb(), "passee-mail", person(1), { now: NOW })).toMatchObject({ status: "refused", reason: "past" });
  await drainJobs();
  expect(smtp.messages).toHaveLength(0);
});

test("a member's registrations are in « Mes contributions » and in the data export, by account or by confirmed email", async () => {
  await event("membres", { capacity: null });
  await event("autre", { capacity: null, startsAt: new Date("2026-04-02T18:00:00+02:00") });
  const email = uniqueEmail("membre");
  const { userId } = await signedInMember(email);
  await registerToEvent(getDb(), "membres", { name: "Claire", email: "autre-adresse@example.org", persons: 2, message: null }, { now: NOW, userId });
  await registerToEvent(getDb(), "autre", { name: "Claire", email, persons: 1, message: "À bientôt" }, { now: NOW });
  await registerToEvent(getDb(), "autre", person(9), { now: NOW });
  const subject = { id: userId, email, emailVerified: true };

  const section = (await loadContributions(getDb(), subject)).find((s) => s.id === "rencontres");
  expect(section?.items.map((i) => [i.title, i.status, i.href])).toEqual([
    ["Rencontre autre – 1\u00a0personne", "Confirmée", "/rencontres/autre"],
    ["Rencontre membres – 2\u00a0personnes", "Confirmée", "/rencontres/membres"],
  ]);
  const exported = (await exportPersonalData(getDb(), subject)).sections.rencontres as { email: string; message: string | null }[];
  expect(exported.map((r) => r.email).sort()).toEqual(["autre-adresse@example.org", email].sort());
  expect(exported.find((r) => r.email === email)?.message).toBe("À bientôt");
});

test("the back-office lists the places and the waiting list in order, cancels on someone's behalf (journaled) and exports a spreadsheet with accents", async () => {
  const id = await event("bureau", { capacity: 2 });
  const editorEmail = uniqueEmail("redaction");
  const { userId } = await signedInMember(editorEmail);
  const zoe = await registerToEvent(getDb(), "bureau", { name: "Zoé Lefèvre", email: "zoe@example.org", persons: 2, message: "=1+1" }, { now: NOW });
  await registerToEvent(getDb(), "bureau", person(1), { now: new Date(NOW.getTime() + 1000) });
  await registerToEvent(getDb(), "bureau", person(2, 2), { now: new Date(NOW.getTime() + 2000) });
  const before = groupRegistrations(await registrationsOfEvent(getDb(), id));
  expect(before.counts).toEqual({ confirmed: 2, waiting: 3, registrations: 3 });
  expect(before.waiting.map((r) => r.name)).toEqual(["Personne 1", "Personne 2"]);

  if (zoe.status !== "registered") throw new Error("refused");
  const cancelled = await cancelById(getDb(), id, zoe.registration.id, { now: NOW, actor: { id: userId, email: editorEmail } });
  expect(cancelled.status === "cancelled" && cancelled.promoted.map((p) => p.name)).toEqual(["Personne 1"]);
  const [entry] = await getDb().select().from(auditLog).where(eq(auditLog.entityId, String(id)));
  expect(entry).toMatchObject({ action: "update", entityType: "event", entityLabel: "Rencontre bureau", actorEmail: editorEmail });
  expect(entry?.summary).toBe("Inscription de Zoé Lefèvre annulée (2\u00a0personnes)\u202f; confirmé(s) depuis la liste d’attente\u202f: Personne 1");

  const csv = registrationsCsv(await registrationsOfEvent(getDb(), id));
  expect(csv.startsWith("\uFEFFÉtat;Nom;Adresse e-mail;Personnes;Message;Compte membre;Inscrit le;Annulé le\r\n")).toBe(true);
  const lines = csv.slice(1).trim().split("\r\n");
  expect(lines.map((line) => line.split(";").slice(0, 2).join(";"))).toEqual(["État;Nom", "Confirmée;Personne 1", "Liste d’attente;Personne 2", "Annulée;Zoé Lefèvre"]);
  // A message a spreadsheet would run as a formula is neutralised.
  expect(lines[3]).toContain(";'=1+1;");
});

test("raising a rencontre's capacity in the back-office confirms the waiting registrations that now fit, and tells them", async () => {
  const email = uniqueEmail("redaction");
  const { userId } = await signedInMember(email);
  const editor = { id: userId, email, firstName: null, lastName: null, emailVerified: true, sessionId: "s", roles: ["redaction" as const], permissions: ["events:write" as const], createdAt: new Date().toISOString() };
  const value = eventSchema.parse({ titre: "Atelier compost", type_evenement: "Atelier", date_evenement: "2099-05-02", heure: "14h", lieu: "Jardin", capacity: "1", published: true });
  const created = await createContent(getDb(), "rencontres", editor, value);
  if (created.status !== "ok") throw new Error("not created");
  const [{ slug } = { slug: "" }] = await getDb().select({ slug: events.slug }).from(events).where(eq(events.id, created.id));
  await registerToEvent(getDb(), slug, person(1), { now: NOW });
  await registerToEvent(getDb(), slug, person(2), { now: new Date(NOW.getTime() + 1000) });
  await registerToEvent(getDb(), slug, person(3, 2), { now: new Date(NOW.getTime() + 2000) });
  expect((await statuses(created.id)).waiting).toBe(3);

  const form = await getContentForm(getDb(), "rencontres", created.id);
  const saved = await updateContent(getDb(), "rencontres", editor, created.id, form!.version, { ...value, capacity: 2 });
  expect(saved.status).toBe("ok");
  const after = await statuses(created.id);
  expect([after.confirmed, after.waiting]).toEqual([2, 2]);
  // The promotions' emails were queued in the save's transaction.
  const promoted = await smtp.waitFor((m) => m.to.includes("personne2@example.org") && m.subject.startsWith("Une place"));
  expect(promoted.subject).toBe("Une place s’est libérée\u202f: Atelier compost");
  await drainJobs();
  expect(smtp.to("personne3@example.org").map((m) => m.subject)).toEqual(["Liste d’attente\u202f: Atelier compost"]);
});
