// The history timeline as content (issue 36): every database starts with the city's history and
// its major projects (migration 0025), the association's milestones are samples; the rédaction
// edits periods like the other site content (versioned saves, journaled), and /histoire and the
// site search show what is published, each period opening its view.
import { desc, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, timelinePeriods } from "~/db/schema";
import { timelineSeeder } from "~/db/seeds/seeders.server";
import { sampleMilestones } from "~/db/seeds/timeline";
import { createContent, getContentForm, updateContent } from "~/features/admin/content/content.server";
import { timelinePeriodSchema } from "~/features/history/admin/editor";
import { listTimelinePeriods } from "~/features/history/queries.server";
import { searchSite } from "~/features/search/queries.server";
import { signedInStaff } from "../factories";
import { truncateAll } from "../setup/database";

const NOW = new Date("2026-12-07T10:00:00Z");

// First, on the migrated database as every install gets it: nothing truncated yet.
test("a new database tells the city's history, from Lugdunum to the UNESCO listing, and its major projects, from 1972 to 2018: the site's own text, no sample", async () => {
  const periods = await listTimelinePeriods(getDb());
  const history = periods.filter((p) => p.type === "histoire");
  const projects = periods.filter((p) => p.type === "projet");
  expect([history.length, projects.length, periods.length]).toEqual([6, 7, 13]);
  expect(history[0]).toMatchObject({ id: "fondation-lugdunum", year: "43\u00a0av. J.-C.", sample: false });
  expect(history.at(-1)?.year).toBe("1998");
  expect([projects[0]?.year, projects.at(-1)?.year]).toEqual(["1972", "2018"]);
  expect(periods.every((p) => !p.sample && p.description && p.details)).toBe(true);
  // The city's history first, then its projects: the order of the « Histoire de Lyon » view.
  expect(periods.map((p) => p.type)).toEqual([...Array(6).fill("histoire"), ...Array(7).fill("projet")]);
});

test("the association's milestones are samples, after the city's periods; a draft is not on the site", async () => {
  await timelineSeeder.run();
  const periods = await listTimelinePeriods(getDb());
  const milestones = periods.filter((p) => p.type === "adpl");
  expect(milestones.map((p) => p.id)).toEqual(sampleMilestones.map((m) => m.slug));
  expect(milestones.every((p) => p.sample)).toBe(true);
  expect(periods.at(-1)?.type).toBe("adpl");
  await getDb().update(timelinePeriods).set({ published: false }).where(eq(timelinePeriods.slug, "tramway"));
  expect((await listTimelinePeriods(getDb())).some((p) => p.id === "tramway")).toBe(false);
});

test("the rédaction adds and edits a period: journaled, a stale save refused, the page and the search show it on its view", async () => {
  await truncateAll();
  const { user } = await signedInStaff(["redaction"]);
  const form = timelinePeriodSchema.parse({
    year: "Mars 2026",
    title: "Assemblée générale fondatrice du conseil de quartier",
    description: "Les habitants de la Presqu’île réunis en assemblée.",
    details: "Une soirée de débats à la mairie du 2e arrondissement.",
    type: "adpl",
    icon: "users",
    published: true,
  });
  const created = await createContent(getDb(), "frise", user, form, NOW);
  expect(created.status).toBe("ok");
  const id = (created as { id: number }).id;
  expect(await listTimelinePeriods(getDb())).toEqual([
    expect.objectContaining({ title: "Assemblée générale fondatrice du conseil de quartier", year: "Mars 2026", type: "adpl", icon: "users", sample: false }),
  ]);
  const [entry] = await getDb().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  expect(entry).toMatchObject({ action: "create", entityType: "timeline_period", actorEmail: user.email });

  const saved = await getContentForm(getDb(), "frise", id);
  expect(saved!.values).toMatchObject({ year: "Mars 2026", type: "adpl", icon: "users" });
  expect((await updateContent(getDb(), "frise", user, id, saved!.version, { ...form, year: "Avril 2026" }, NOW)).status).toBe("ok");
  expect((await updateContent(getDb(), "frise", user, id, saved!.version, { ...form, year: "Mai 2026" }, NOW)).status).toBe("conflict");
  expect((await listTimelinePeriods(getDb()))[0]?.year).toBe("Avril 2026");
  const [update] = await getDb().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  expect(update).toMatchObject({ action: "update", entityType: "timeline_period" });
  expect(update!.summary).toContain("Année ou période");

  // Search opens the association's view with the period selected.
  const found = (await searchSite(getDb(), "conseil de quartier fondatrice")).groups.flatMap((group) => group.results);
  expect(found.find((r) => r.title.startsWith("Assemblée générale fondatrice"))?.url).toBe(`/histoire?vue=adpl&periode=${saved!.slug}`);
});

test("the form refuses, in French, a period without its year, title, texts or chronology", () => {
  const result = timelinePeriodSchema.safeParse({ year: " ", title: "", description: "", details: "x".repeat(1501), type: "futur" });
  expect(result.success).toBe(false);
  expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]))).toEqual({
    year: "Indiquez l’année ou la période, par exemple «\u202f1998\u202f» ou «\u202fXVIe siècle\u202f».",
    title: "Le titre est obligatoire.",
    description: "La description est obligatoire.",
    details: "Le récit détaillé doit contenir au plus 1500 caractères.",
    type: "Choisissez la chronologie de la période.",
  });
});
