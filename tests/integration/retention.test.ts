// The retention purge removes exactly what the policy says (rows just past / just within each
// duration, with a fixed `now`), the daily job records its run for the dashboard, and the privacy
// policy states the durations of the same module.
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { accountTokens, analyticsEvents, auditLog, contactMessages, formSubmissions, ideaSubmissions, membershipImports, membershipMembers, memberships, newsletterDeliveries, newsletterIssues, newsletterSubscribers, rateLimitCounters, sessions, userRoles, users } from "~/db/schema";
import { privacyPolicySections } from "~/content/legal";
import { CONTACT_RETENTION_MS } from "~/features/contact/mutations.server";
import { CONFIRM_TOKEN_TTL_MS } from "~/features/newsletter/mutations.server";
import { retentionPolicy } from "~/config/retention";
import { PURGED_KINDS } from "~/features/retention/policy";
import { runRetention } from "~/features/retention/purge.server";
import { nextRetentionRun, retentionStatus } from "~/features/retention/status.server";
import { IDEMPOTENCY_RETENTION_MS } from "~/lib/idempotency.server";
import { logger } from "~/lib/logger.server";
import { enqueue } from "~/lib/jobs.server";
import { RATE_LIMIT_RETENTION_MS } from "~/lib/rate-limit.server";
import { truncateAll } from "../setup/database";
import { drainJobs } from "../setup/jobs";

const NOW = new Date("2026-11-25T10:00:00Z");
const MINUTE = 60_000;
/** An instant `ms` before NOW, moved by `shift` (negative: further in the past). */
const ago = (ms: number, shift = 0) => new Date(NOW.getTime() - ms + shift);
const OUT = -MINUTE; // just past the duration: purged
const IN = MINUTE; // just within it: kept

async function seed() {
  const db = getDb();
  const userId = `u-${randomUUID()}`;
  await db.insert(users).values({ id: userId, name: "Camille", email: `${userId}@example.org` });

  const p = retentionPolicy;
  await db.insert(newsletterSubscribers).values([
    // Pending: the link expired a minute ago (purged) / expires in a minute (kept).
    { email: "pending-out@example.org", status: "pending", source: "test", unsubscribeToken: randomUUID(), createdAt: ago(p.newsletterPending.ms, OUT), confirmExpiresAt: ago(0, OUT) },
    { email: "pending-in@example.org", status: "pending", source: "test", unsubscribeToken: randomUUID(), createdAt: ago(p.newsletterPending.ms, IN), confirmExpiresAt: ago(0, IN) },
    // Confirmed or unsubscribed long ago: never purged.
    { email: "confirmed@example.org", status: "confirmed", source: "test", unsubscribeToken: randomUUID(), createdAt: ago(10 * p.contactMessages.ms), confirmExpiresAt: ago(9 * p.contactMessages.ms) },
    { email: "unsubscribed@example.org", status: "unsubscribed", source: "test", unsubscribeToken: randomUUID(), createdAt: ago(10 * p.contactMessages.ms) },
  ]);

  const message = { name: "Dominique", email: "d@example.org", subject: "autre" as const, message: "Bonjour" };
  await db.insert(contactMessages).values([
    { ...message, email: "contact-out@example.org", createdAt: ago(p.contactMessages.ms, OUT) },
    { ...message, email: "contact-in@example.org", createdAt: ago(p.contactMessages.ms, IN) },
  ]);

  const idea = { name: "Alex", email: "a@example.org", title: "Bancs", description: "Plus de bancs place des Terreaux" };
  await db.insert(ideaSubmissions).values([
    { ...idea, title: "resolu-out", status: "resolu", followUpTokenHash: randomUUID(), createdAt: ago(2 * p.closedIdeas.ms), updatedAt: ago(p.closedIdeas.ms, OUT) },
    { ...idea, title: "rejete-out", status: "rejete", followUpTokenHash: randomUUID(), createdAt: ago(2 * p.closedIdeas.ms), updatedAt: ago(p.closedIdeas.ms, OUT) },
    { ...idea, title: "resolu-in", status: "resolu", followUpTokenHash: randomUUID(), createdAt: ago(2 * p.closedIdeas.ms), updatedAt: ago(p.closedIdeas.ms, IN) },
    // Open ideas are kept however old.
    { ...idea, title: "nouveau-old", status: "nouveau", followUpTokenHash: randomUUID(), createdAt: ago(2 * p.closedIdeas.ms), updatedAt: ago(2 * p.closedIdeas.ms) },
    { ...idea, title: "transmis-old", status: "transmis", followUpTokenHash: randomUUID(), createdAt: ago(2 * p.closedIdeas.ms), updatedAt: ago(2 * p.closedIdeas.ms) },
  ]);

  const token = { userId, purpose: "verify_email" as const, secretHash: "x", email: "t@example.org" };
  await db.insert(accountTokens).values([
    { ...token, id: "expired-out", expiresAt: ago(p.accountTokens.ms, OUT) },
    { ...token, id: "expired-in", expiresAt: ago(p.accountTokens.ms, IN) },
    { ...token, id: "used-out", expiresAt: ago(0, 10 * MINUTE), usedAt: ago(p.accountTokens.ms, OUT) },
    { ...token, id: "used-in", expiresAt: ago(0, 10 * MINUTE), usedAt: ago(p.accountTokens.ms, IN) },
    { ...token, id: "live", expiresAt: ago(0, 10 * MINUTE) },
  ]);

  await db.insert(sessions).values([
    { id: "session-out", token: "session-out", userId, expiresAt: ago(p.expiredSessions.ms, OUT) },
    { id: "session-in", token: "session-in", userId, expiresAt: ago(p.expiredSessions.ms, IN) },
  ]);

  await db.insert(rateLimitCounters).values([
    { key: "counter-out", count: 3, windowStart: ago(p.rateLimitCounters.ms, OUT) },
    { key: "counter-in", count: 3, windowStart: ago(p.rateLimitCounters.ms, IN) },
  ]);

  await db.insert(formSubmissions).values([
    { form: "contact", key: "key-out", createdAt: ago(p.formKeys.ms, OUT) },
    { form: "contact", key: "key-in", createdAt: ago(p.formKeys.ms, IN) },
  ]);

  await db.insert(membershipImports).values([
    { fileName: "import-out.csv", content: "{}", createdAt: ago(p.paymentImports.ms, OUT) },
    { fileName: "import-in.csv", content: "{}", createdAt: ago(p.paymentImports.ms, IN) },
  ]);

  // Newsletter delivery rows: 30 days after the end of their issue's sending; an issue still
  // sending keeps its rows however old.
  const issue = (subject: string, status: "sent" | "sending", finished: Date | null) => ({ subject, body: "Texte", authorEmail: "redaction@example.org", status, sendStartedAt: ago(p.newsletterDeliveries.ms, 10 * OUT), sendFinishedAt: finished });
  const [outIssue, inIssue, sendingIssue] = await db
    .insert(newsletterIssues)
    .values([issue("Lettre ancienne", "sent", ago(p.newsletterDeliveries.ms, OUT)), issue("Lettre récente", "sent", ago(p.newsletterDeliveries.ms, IN)), issue("Lettre en cours", "sending", null)])
    .returning({ id: newsletterIssues.id });
  await db.insert(newsletterDeliveries).values([
    { issueId: outIssue!.id, email: "delivery-out@example.org", status: "sent" },
    { issueId: outIssue!.id, email: "delivery-out-2@example.org", status: "failed" },
    { issueId: inIssue!.id, email: "delivery-in@example.org", status: "sent" },
    { issueId: sendingIssue!.id, email: "delivery-sending@example.org", status: "queued" },
  ]);

  // Memberships: their year, then three whole years (Paris): at NOW (2026), 2022 goes, 2023 stays.
  await insertMemberships([2022, 2023]);

  // Accounts never confirmed: 30 days from their creation; a confirmed one, or one holding a
  // back-office role, stays however old.
  await db.insert(users).values([
    { id: "unconfirmed-out", name: "A", email: "unconfirmed-out@example.org", createdAt: ago(p.unconfirmedAccounts.ms, OUT) },
    { id: "unconfirmed-in", name: "B", email: "unconfirmed-in@example.org", createdAt: ago(p.unconfirmedAccounts.ms, IN) },
    { id: "confirmed-old", name: "C", email: "confirmed-old@example.org", emailVerified: true, createdAt: ago(10 * p.unconfirmedAccounts.ms) },
    { id: "role-old", name: "D", email: "role-old@example.org", createdAt: ago(10 * p.unconfirmedAccounts.ms) },
  ]);
  await db.insert(userRoles).values({ userId: "role-old", role: "redaction" });
  // What the unconfirmed account sent stays, detached.
  await db.insert(ideaSubmissions).values({ ...idea, title: "from-unconfirmed", status: "nouveau", followUpTokenHash: randomUUID(), userId: "unconfirmed-out" });

  // Audience events: 13 months from the event.
  const event = { action: "page_view", category: "navigation", path: "/", visitor: "v" };
  await db.insert(analyticsEvents).values([
    { ...event, path: "/event-out", occurredAt: ago(p.analyticsEvents.ms, OUT) },
    { ...event, path: "/event-in", occurredAt: ago(p.analyticsEvents.ms, IN) },
  ]);
}

const sorted = (values: string[]) => [...values].sort();

/** One membership of two people for each year. */
async function insertMemberships(years: number[]) {
  const db = getDb();
  for (const year of years) {
    const payer = { lastName: "Durand", firstName: "Alice", email: `payer-${year}@example.org`, phone: "+33612345678" };
    const [row] = await db
      .insert(memberships)
      .values({ year, paymentReference: `ref-${year}-${randomUUID()}`, personCount: 2, amountEuros: 40, consentGiven: true, ...payer, address: "12 rue Mercière", postcode: "69002", city: "Lyon" })
      .returning({ id: memberships.id });
    await db.insert(membershipMembers).values([
      { membershipId: row!.id, position: 1, ...payer },
      { membershipId: row!.id, position: 2, lastName: "Durand", firstName: "Bob", email: payer.email, phone: payer.phone },
    ]);
  }
}

const membershipYears = async () => (await getDb().select({ year: memberships.year }).from(memberships)).map((r) => r.year).sort();

describe("retention purge", () => {
  beforeEach(async () => {
    await truncateAll();
    await seed();
  });

  test("deletes exactly the rows past their duration, counts them per kind, and logs what it removed", async () => {
    const info = vi.spyOn(logger, "info");
    let counts: Awaited<ReturnType<typeof runRetention>>;
    try {
      counts = await runRetention(getDb(), NOW);
      // The operator's record: one log line with the counts per kind.
      expect(info).toHaveBeenCalledWith({ counts, kinds: PURGED_KINDS }, "retention purge done");
    } finally {
      info.mockRestore();
    }
    expect(counts).toEqual({
      newsletterPending: 1,
      contactMessages: 1,
      memberships: 1,
      unconfirmedAccounts: 1,
      closedIdeas: 2,
      accountTokens: 2,
      expiredSessions: 1,
      rateLimitCounters: 1,
      formKeys: 1,
      paymentImports: 1,
      newsletterDeliveries: 2,
      analyticsEvents: 1,
    });
    const db = getDb();
    expect(sorted((await db.select({ v: newsletterSubscribers.email }).from(newsletterSubscribers)).map((r) => r.v))).toEqual([
      "confirmed@example.org",
      "pending-in@example.org",
      "unsubscribed@example.org",
    ]);
    expect((await db.select({ v: contactMessages.email }).from(contactMessages)).map((r) => r.v)).toEqual(["contact-in@example.org"]);
    expect(sorted((await db.select({ v: ideaSubmissions.title }).from(ideaSubmissions)).map((r) => r.v))).toEqual(["from-unconfirmed", "nouveau-old", "resolu-in", "transmis-old"]);
    expect(await membershipYears()).toEqual([2023]);
    expect(await db.select({ v: membershipMembers.email }).from(membershipMembers)).toEqual([{ v: "payer-2023@example.org" }, { v: "payer-2023@example.org" }]);
    const accountIds = (await db.select({ v: users.id }).from(users)).map((r) => r.v);
    expect(accountIds).not.toContain("unconfirmed-out");
    expect(accountIds).toEqual(expect.arrayContaining(["unconfirmed-in", "confirmed-old", "role-old"]));
    expect((await db.select({ v: ideaSubmissions.userId }).from(ideaSubmissions)).every((r) => r.v === null || r.v !== "unconfirmed-out")).toBe(true);

    // The journal says what went, with the counts: one line per kind of what people sent.
    const journal = await db.select({ actorId: auditLog.actorId, actorEmail: auditLog.actorEmail, action: auditLog.action, entityId: auditLog.entityId, entityLabel: auditLog.entityLabel, summary: auditLog.summary }).from(auditLog);
    expect(sorted(journal.map((j) => j.entityId))).toEqual(["closedIdeas", "contactMessages", "memberships", "newsletterPending", "unconfirmedAccounts"]);
    expect(journal.find((j) => j.entityId === "memberships")).toEqual({ actorId: null, actorEmail: "Tâche automatique", action: "purge", entityId: "memberships", entityLabel: "Adhésions", summary: "1 supprimé au terme de leur durée de conservation (trois ans)" });
    expect(journal.find((j) => j.entityId === "closedIdeas")?.summary).toBe("2 supprimés au terme de leur durée de conservation (trois ans)");
    expect(sorted((await db.select({ v: accountTokens.id }).from(accountTokens)).map((r) => r.v))).toEqual(["expired-in", "live", "used-in"]);
    expect((await db.select({ v: sessions.id }).from(sessions)).map((r) => r.v)).toEqual(["session-in"]);
    expect((await db.select({ v: rateLimitCounters.key }).from(rateLimitCounters)).map((r) => r.v)).toEqual(["counter-in"]);
    expect((await db.select({ v: formSubmissions.key }).from(formSubmissions)).map((r) => r.v)).toEqual(["key-in"]);
    expect((await db.select({ v: membershipImports.fileName }).from(membershipImports)).map((r) => r.v)).toEqual(["import-in.csv"]);
    expect((await db.select({ v: analyticsEvents.path }).from(analyticsEvents)).map((r) => r.v)).toEqual(["/event-in"]);
    expect(sorted((await db.select({ v: newsletterDeliveries.email }).from(newsletterDeliveries)).map((r) => r.v))).toEqual(["delivery-in@example.org", "delivery-sending@example.org"]);
    expect(await db.select().from(newsletterIssues)).toHaveLength(3);

    // A second run finds nothing more, and journals nothing.
    expect(Object.values(await runRetention(getDb(), NOW)).every((n) => n === 0)).toBe(true);
    expect(await db.select().from(auditLog)).toHaveLength(5);
  });

  test("a membership goes on the first of January, Paris time, three years after its year", async () => {
    await truncateAll();
    await insertMemberships([2023, 2024]);
    await runRetention(getDb(), new Date("2026-12-31T22:59:00Z"), ["memberships"]); // 23:59 in Paris
    expect(await membershipYears()).toEqual([2023, 2024]);
    await runRetention(getDb(), new Date("2026-12-31T23:00:00Z"), ["memberships"]); // midnight in Paris
    expect(await membershipYears()).toEqual([2024]);
  });

  test("the hourly run touches only the counters and form keys", async () => {
    const counts = await runRetention(getDb(), NOW, ["rateLimitCounters", "formKeys"]);
    expect(counts).toEqual({ newsletterPending: 0, contactMessages: 0, memberships: 0, unconfirmedAccounts: 0, closedIdeas: 0, accountTokens: 0, expiredSessions: 0, rateLimitCounters: 1, formKeys: 1, paymentImports: 0, newsletterDeliveries: 0, analyticsEvents: 0 });
    expect(await getDb().select({ v: contactMessages.email }).from(contactMessages)).toHaveLength(2);
  });
});

describe("the policy is the one source", () => {
  test("the durations the features use agree with the policy", () => {
    expect(CONTACT_RETENTION_MS).toBe(retentionPolicy.contactMessages.ms);
    expect(CONFIRM_TOKEN_TTL_MS).toBe(retentionPolicy.newsletterPending.ms);
    expect(RATE_LIMIT_RETENTION_MS).toBe(retentionPolicy.rateLimitCounters.ms);
    expect(IDEMPOTENCY_RETENTION_MS).toBe(retentionPolicy.formKeys.ms);
  });

  test("the privacy policy states the module's durations", () => {
    const section = (id: string) => privacyPolicySections.find((s) => s.id === id)!.paragraphs.join("\n");
    expect(section("newsletter")).toContain(`Ce lien est valable ${retentionPolicy.newsletterPending.label}`);
    expect(section("contact")).toContain(`Durée de conservation\u202f: ${retentionPolicy.contactMessages.label}, puis suppression automatique`);
    expect(section("idees")).toContain(`puis ${retentionPolicy.closedIdeas.label} après sa clôture`);
    expect(section("compte")).toContain(`supprimée ${retentionPolicy.accountTokens.label} après l’expiration`);
    expect(section("compte")).toContain(`Une connexion expirée est supprimée ${retentionPolicy.expiredSessions.label}`);
    expect(section("journaux")).toContain(`supprimés après ${retentionPolicy.rateLimitCounters.label}`);
    expect(section("newsletter")).toContain(`cette liste est supprimée ${retentionPolicy.newsletterDeliveries.label} après la fin de l’envoi`);
    expect(section("adhesion")).toContain(`ce fichier est supprimé ${retentionPolicy.paymentImports.label} après son import`);
    expect(section("adhesion")).toContain(`pendant l’année d’adhésion, puis ${retentionPolicy.memberships.label}`);
    expect(section("compte")).toContain(`jamais été confirmée est supprimé automatiquement ${retentionPolicy.unconfirmedAccounts.label} après sa création`);
    expect(section("mesure-audience")).toContain(`Durée de conservation\u202f: ${retentionPolicy.analyticsEvents.label}, puis suppression automatique`);
    expect(retentionPolicy.analyticsEvents.label).toBe("13 mois");
    expect(retentionPolicy.analyticsEvents.ms).toBeLessThanOrEqual(396 * 24 * 60 * MINUTE);
    expect(section("destinataires")).toContain(`gardée ${retentionPolicy.sentEmails.label} après son envoi, ou ${retentionPolicy.failedEmails.label} après le dernier essai`);
  });
});

describe("the daily job", () => {
  test("runs through the queue and reports its last run and the next one", async () => {
    await truncateAll();
    await seed();
    const before = await retentionStatus(getDb(), NOW);
    expect(before.lastRun).toBeNull();
    expect(before.nextRun.toISOString()).toBe("2026-11-26T02:30:00.000Z");

    await enqueue("retention.run", {});
    await drainJobs("retention.run");
    const status = await retentionStatus(getDb(), new Date());
    expect(status.lastRun?.state).toBe("completed");
    // The real clock: the seeded rows are dated from NOW, in the real past or future.
    expect(Object.keys(status.lastRun!.counts!)).toEqual([...PURGED_KINDS]);
    expect(status.lastRun!.total).toBe(Object.values(status.lastRun!.counts!).reduce((a, b) => a + b, 0));
    expect(Date.now() - status.lastRun!.at.getTime()).toBeLessThan(60_000);
  });

  test("the next run is 03:30 on Paris clocks, winter and summer", () => {
    expect(nextRetentionRun(new Date("2026-11-25T02:00:00Z")).toISOString()).toBe("2026-11-25T02:30:00.000Z");
    expect(nextRetentionRun(new Date("2026-11-25T02:30:00Z")).toISOString()).toBe("2026-11-26T02:30:00.000Z");
    expect(nextRetentionRun(new Date("2026-07-01T00:00:00Z")).toISOString()).toBe("2026-07-01T01:30:00.000Z");
    // The night clocks go back (25 October 2026): 03:30 happens once, at 02:30 UTC.
    expect(nextRetentionRun(new Date("2026-10-24T23:00:00Z")).toISOString()).toBe("2026-10-25T02:30:00.000Z");
  });
});
