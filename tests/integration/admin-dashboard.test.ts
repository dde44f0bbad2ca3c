// The back-office dashboard's figures on the real database (PGlite, and PostgreSQL in CI):
// published and draft counts, pending items (photos to moderate included), the 12 Paris weeks of
// submissions (zero-filled, cut at Monday 00:00 Paris in winter and summer time), the latest
// journal entries, and what a viewer without every permission is shown.
import { randomBytes, randomUUID } from "node:crypto";
import { beforeEach, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import {
  auditLog,
  blogPosts,
  contactMessages,
  events,
  ideaSubmissions,
  memberships,
  photoSubmissions,
  proposals,
} from "~/db/schema";
import {
  loadDashboard,
  weeklySubmissions,
} from "~/features/admin/dashboard.server";
import { PERMISSIONS, permissionsOf } from "~/lib/permissions";
import { truncateAll } from "../setup/database";

beforeEach(async () => {
  await truncateAll();
});

const everything = { permissions: PERMISSIONS };
// Wednesday 1 April 2026, 12:00 in Paris (UTC+2 since Sunday 29 March). The current Paris week
// starts Monday 30 March; the oldest of the 12 starts Monday 12 January.
const now = new Date("2026-04-01T10:00:00Z");

const token = () => randomBytes(12).toString("hex");

async function insertIdea(
  createdAt: Date,
  status: "nouveau" | "en_etude" | "transmis" | "resolu" | "rejete" = "nouveau",
) {
  await getDb()
    .insert(ideaSubmissions)
    .values({
      name: "Camille Martin",
      email: `idee-${token()}@example.org`,
      title: "Des bancs place Sathonay",
      description: "Une description assez longue pour le formulaire.",
      followUpTokenHash: token(),
      status,
      createdAt,
      updatedAt: createdAt,
    });
}

async function insertMembership(createdAt: Date) {
  await getDb()
    .insert(memberships)
    .values({
      paymentReference: token(),
      year: 2026,
      personCount: 1,
      amountEuros: 10,
      consentGiven: true,
      lastName: "Martin",
      firstName: "Alice",
      email: `adhesion-${token()}@example.org`,
      phone: "+33612345678",
      address: "12 rue Mercière",
      postcode: "69002",
      city: "Lyon",
      createdAt,
      updatedAt: createdAt,
    });
}

async function insertMessage(
  createdAt: Date,
  emailStatus: "pending" | "sent" | "failed" = "sent",
  status: "nouveau" | "lu" | "repondu" | "archive" = "nouveau",
) {
  await getDb()
    .insert(contactMessages)
    .values({
      name: "Louis",
      email: `contact-${token()}@example.org`,
      subject: "quartier",
      message: "Bonjour, une question sur le quartier.",
      createdAt,
      emailStatus,
      status,
    });
}

async function insertPhoto(status: "en_attente" | "approuve" | "rejete") {
  const approved = status === "approuve";
  await getDb()
    .insert(photoSubmissions)
    .values({
      category: "jolie_photo",
      title: "Les quais au matin",
      rightsGranted: true,
      status,
      storageId: randomUUID(),
      width: 1600,
      height: 1200,
      galleryCategory: approved ? "saisons" : null,
      credit: approved ? "Camille Objectif" : null,
      published: approved,
      reviewedAt: status === "en_attente" ? null : new Date("2026-03-31T08:00:00Z"),
    });
}

const document = (n: number, published: boolean) => ({
  slug: `document-${n}-${token()}`,
  title: `Document ${n}`,
  date: "2026-03-01",
  published,
});

test("content cards count published items and drafts; adhésions and idées are totals", async () => {
  const db = getDb();
  await db
    .insert(blogPosts)
    .values(
      [1, 2, 3].map((n) => ({
        ...document(n, n !== 3),
        category: "Urbanisme",
      })),
    );
  await db
    .insert(events)
    .values(
      [1, 2].map((n) => ({
        ...document(n, false),
        category: "Atelier",
        startsAt: new Date("2026-05-01T16:00:00Z"),
        place: "Mairie du 1er",
      })),
    );
  await db
    .insert(proposals)
    .values(
      [1, 2, 3, 4].map((n) => ({
        ...document(n, n === 1),
        category: "Qualité de vie",
        theme: "Qualité de vie",
      })),
    );
  await insertMembership(new Date("2026-03-10T09:00:00Z"));
  await insertMembership(new Date("2025-06-10T09:00:00Z"));
  await insertIdea(new Date("2026-03-10T09:00:00Z"));
  await insertIdea(new Date("2026-03-11T09:00:00Z"), "resolu");
  await insertIdea(new Date("2026-03-12T09:00:00Z"), "en_etude");

  const dashboard = await loadDashboard(db, now, everything);
  expect(dashboard.cards).toEqual([
    { id: "blog", counts: { total: 3, published: 2, drafts: 1 } },
    { id: "rencontres", counts: { total: 2, published: 0, drafts: 2 } },
    { id: "propositions", counts: { total: 4, published: 1, drafts: 3 } },
    { id: "adhesions", total: 2 },
    { id: "idees", total: 3 },
  ]);
  expect(dashboard.quickActions).toEqual([
    "blog",
    "rencontres",
    "propositions",
    "utilisateurs",
  ]);
  expect(dashboard.canReadJournal).toBe(true);
});

test("an empty database gives zeros everywhere, 12 empty weeks and no activity", async () => {
  const dashboard = await loadDashboard(getDb(), now, everything);
  expect(
    dashboard.cards.map((card) =>
      "counts" in card ? card.counts.total : card.total,
    ),
  ).toEqual([0, 0, 0, 0, 0]);
  expect(dashboard.pending).toEqual([
    { id: "new-ideas", count: 0 },
    { id: "pending-photos", count: 0 },
    { id: "unread-messages", count: 0 },
  ]);
  expect(dashboard.activity).toEqual([]);
  // The queue never ran on this database: no purge yet; the next one is 03:30 in Paris.
  expect(dashboard.retention).toEqual({ lastRunAt: null, lastRunState: null, removed: 0, nextRunAt: "2026-04-02T01:30:00.000Z" });
  expect(dashboard.weekly?.weeks).toHaveLength(12);
  expect(
    dashboard.weekly?.series.map((s) => [
      s.id,
      s.values.reduce((a, b) => a + b, 0),
    ]),
  ).toEqual([
    ["ideas", 0],
    ["memberships", 0],
    ["messages", 0],
  ]);
});

test("pending: untriaged ideas, unread messages, and messages whose email failed", async () => {
  await insertIdea(new Date("2026-03-30T08:00:00Z"));
  await insertIdea(new Date("2025-11-02T08:00:00Z"));
  await insertIdea(new Date("2026-03-31T08:00:00Z"), "en_etude");
  await insertMessage(new Date("2026-03-31T08:00:00Z"));
  await insertMessage(new Date("2026-03-25T10:30:00Z"), "failed");
  await insertMessage(new Date("2026-03-25T10:00:00Z"), "sent", "lu");
  await insertMessage(new Date("2026-02-01T08:00:00Z"), "sent", "archive");

  const { pending } = await loadDashboard(getDb(), now, everything);
  expect(pending).toEqual([
    { id: "new-ideas", count: 2 },
    { id: "pending-photos", count: 0 },
    { id: "unread-messages", count: 2 },
    { id: "failed-messages", count: 1 },
  ]);
});

test("pending: the photos waiting for moderation, for the viewers who may moderate them", async () => {
  await insertPhoto("en_attente");
  await insertPhoto("en_attente");
  await insertPhoto("approuve");
  await insertPhoto("rejete");

  const { pending } = await loadDashboard(getDb(), now, everything);
  expect(pending.find((item) => item.id === "pending-photos")).toEqual({ id: "pending-photos", count: 2 });
  const moderator = await loadDashboard(getDb(), now, { permissions: permissionsOf(["moderation"]) });
  expect(moderator.pending.map((item) => item.id)).toContain("pending-photos");
  const editor = await loadDashboard(getDb(), now, { permissions: permissionsOf(["redaction"]) });
  expect(editor.pending).toEqual([]);
  const treasurer = await loadDashboard(getDb(), now, { permissions: permissionsOf(["tresorerie"]) });
  expect(treasurer.pending.map((item) => item.id)).not.toContain("pending-photos");
});

test("weekly submissions: 12 Paris weeks, oldest first, zero-filled, cut at Monday 00:00 Paris", async () => {
  // Winter (UTC+1): Sunday 1 March 23:30 Paris, then Monday 2 March 00:30 Paris.
  await insertIdea(new Date("2026-03-01T22:30:00Z"));
  await insertIdea(new Date("2026-03-01T23:30:00Z"));
  // Summer (UTC+2): Sunday 29 March 23:30 Paris, then Monday 30 March 00:30 Paris.
  await insertMembership(new Date("2026-03-29T21:30:00Z"));
  await insertMembership(new Date("2026-03-29T22:30:00Z"));
  // Before the oldest week (Sunday 11 January 23:30 Paris), then its first minutes (00:30 Monday 12).
  await insertMessage(new Date("2026-01-11T22:30:00Z"));
  await insertMessage(new Date("2026-01-11T23:30:00Z"));
  // Today
  await insertMessage(new Date("2026-04-01T09:00:00Z"));

  const weeks = await weeklySubmissions(getDb(), now);
  expect(weeks.map((w) => w.weekStart)).toEqual([
    "2026-01-12",
    "2026-01-19",
    "2026-01-26",
    "2026-02-02",
    "2026-02-09",
    "2026-02-16",
    "2026-02-23",
    "2026-03-02",
    "2026-03-09",
    "2026-03-16",
    "2026-03-23",
    "2026-03-30",
  ]);
  const week = (start: string) => weeks.find((w) => w.weekStart === start);
  expect(week("2026-02-23")).toEqual({
    weekStart: "2026-02-23",
    ideas: 1,
    memberships: 0,
    messages: 0,
  });
  expect(week("2026-03-02")).toEqual({
    weekStart: "2026-03-02",
    ideas: 1,
    memberships: 0,
    messages: 0,
  });
  expect(week("2026-03-23")).toEqual({
    weekStart: "2026-03-23",
    ideas: 0,
    memberships: 1,
    messages: 0,
  });
  expect(week("2026-03-30")).toEqual({
    weekStart: "2026-03-30",
    ideas: 0,
    memberships: 1,
    messages: 1,
  });
  expect(week("2026-01-12")).toEqual({
    weekStart: "2026-01-12",
    ideas: 0,
    memberships: 0,
    messages: 1,
  });
  expect(
    weeks.reduce((sum, w) => sum + w.ideas + w.memberships + w.messages, 0),
  ).toBe(6);

  const { weekly } = await loadDashboard(getDb(), now, everything);
  expect(weekly?.weeks).toEqual(weeks.map((w) => w.weekStart));
  expect(
    weekly?.series.find((s) => s.id === "memberships")?.values.slice(-2),
  ).toEqual([1, 1]);
});

test("recent activity: the last 10 journal entries, newest first, in French, relative to now", async () => {
  const db = getDb();
  const base = new Date("2026-03-30T20:00:00Z").getTime();
  const hours = (n: number) => n * 3_600_000;
  await db.insert(auditLog).values(
    Array.from({ length: 12 }, (_, i) => ({
      actorEmail: `redaction${i}@example.org`,
      action: i % 2 === 0 ? "create" : "publish",
      entityType: "blog_post",
      entityId: String(i + 1),
      entityLabel: `Article ${i + 1}`,
      createdAt: new Date(base + hours(2 * i)),
    })),
  );
  // Same instant as the newest: the later id comes first.
  await db
    .insert(auditLog)
    .values({
      actorEmail: "admin@example.org",
      action: "role_grant",
      entityType: "user",
      entityId: "u1",
      entityLabel: "membre@example.org",
      summary: "rôle Rédaction",
      createdAt: new Date(base + hours(22)),
    });

  const { activity } = await loadDashboard(db, now, everything);
  expect(activity).toHaveLength(10);
  expect(activity!.map((a) => a.entityLabel)).toEqual([
    "membre@example.org",
    "Article 12",
    "Article 11",
    "Article 10",
    "Article 9",
    "Article 8",
    "Article 7",
    "Article 6",
    "Article 5",
    "Article 4",
  ]);
  expect(activity![0]).toMatchObject({
    actorEmail: "admin@example.org",
    action: "Rôle accordé",
    entity: "Utilisateur",
    summary: "rôle Rédaction",
    at: "2026-03-31T18:00:00.000Z",
    relative: "il y a 16 heures",
  });
  expect(activity![1]).toMatchObject({
    action: "Publication",
    entity: "Article",
    relative: "il y a 16 heures",
  });
  expect(activity![9]).toMatchObject({
    action: "Publication",
    relative: "hier",
  });
  expect(activity![9].fullDate).toBe("31 mars 2026 à 04:00");
});

test("a viewer sees only what their roles cover", async () => {
  const db = getDb();
  await db
    .insert(blogPosts)
    .values({ ...document(1, true), category: "Culture" });
  await insertIdea(new Date("2026-03-30T08:00:00Z"));
  await insertMessage(new Date("2026-03-31T08:00:00Z"));
  await db.insert(auditLog).values([
    {
      actorEmail: "admin@example.org",
      action: "role_grant",
      entityType: "user",
      entityId: "u1",
      entityLabel: "membre@example.org",
    },
    {
      actorEmail: "redaction@example.org",
      action: "create",
      entityType: "blog_post",
      entityId: "1",
      entityLabel: "Document 1",
    },
  ]);

  const editor = await loadDashboard(db, now, {
    permissions: permissionsOf(["redaction"]),
  });
  expect(editor.cards.map((c) => c.id)).toEqual([
    "blog",
    "rencontres",
    "propositions",
  ]);
  expect(editor.pending).toEqual([]);
  expect(editor.weekly).toBeNull();
  expect(editor.activity?.map((a) => a.entityLabel)).toEqual(["Document 1"]);
  expect(editor.canReadJournal).toBe(false);
  expect(editor.quickActions).toEqual(["blog", "rencontres", "propositions"]);

  const moderator = await loadDashboard(db, now, {
    permissions: permissionsOf(["moderation"]),
  });
  expect(moderator.cards).toEqual([{ id: "idees", total: 1 }]);
  expect(moderator.retention).toBeNull();
  expect(moderator.pending).toEqual([
    { id: "new-ideas", count: 1 },
    { id: "pending-photos", count: 0 },
    { id: "unread-messages", count: 1 },
  ]);
  expect(moderator.weekly?.series.map((s) => s.id)).toEqual([
    "ideas",
    "messages",
  ]);
  // Moderators read the journal of what they moderate (ideas, photos, messages): none in this test.
  expect(moderator.activity).toEqual([]);
  expect(moderator.quickActions).toEqual([]);

  const treasurer = await loadDashboard(db, now, {
    permissions: permissionsOf(["tresorerie"]),
  });
  expect(treasurer.cards).toEqual([{ id: "adhesions", total: 0 }]);
  expect(treasurer.weekly?.series.map((s) => s.id)).toEqual(["memberships"]);
});
