// The site's figures and the board page's texts as the back-office edits them (issue 14): the
// code's defaults until a first save, then the saved values on every page that shows them; the
// figures "calculé automatiquement" follow the database; a save from an older version writes
// nothing; every save is journaled with what changed; the forms' rules in French.
import { desc, eq } from "drizzle-orm";
import { beforeEach, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, positions, proposals, siteSettings } from "~/db/schema";
import { positionsSeeder, proposalsSeeder } from "~/db/seeds/seeders.server";
import { samplePositions } from "~/db/seeds/positions";
import { neighbourhoods } from "~/content/neighbourhoods";
import { FIGURE_DEFAULTS, figuresFormSchema, figuresToForm } from "~/features/figures/figures";
import { countsToday } from "~/composition/figure-counts.server";
import { countActions, loadFigures, saveFigureSettings } from "~/features/figures/figures.server";
import { createMembership, updateMembershipStatus } from "~/features/membership/mutations.server";
import { getImpactFigures, getMembersFigure } from "~/features/membership/queries.server";
import { TEAM_TEXT_DEFAULTS, teamTextsFormSchema, teamTextsFromForm } from "~/features/team/page-texts";
import { loadTeamTexts, saveTeamTexts } from "~/features/team/page-texts.server";
import { CONFLICT_MESSAGE } from "~/features/admin/content/editor.server";
import type { SessionUser } from "~/lib/auth.server";
import { formErrorsOf, type FormReply } from "~/lib/form-reply";
import { action as teamTextsAction, middleware as teamTextsMiddleware } from "~/routes/admin/team-texts";
import { cookieFrom, guardedContextFor, formRequest, householdInput, signedInStaff, uniqueEmail, validPassword } from "../factories";
import { truncateAll } from "../setup/database";
import { SAMPLES_SHOWN } from "~/lib/sample-setting.server";
import { countSamples, hasOnlineSamples, removeAllSamples } from "~/features/samples/samples.server";

let editor: SessionUser;

beforeEach(async () => {
  await truncateAll();
  await getDb().delete(siteSettings);
  // A new install with its sample content (db/seeds): the figures' sample values are shown (the
  // gallery's sample photos are samples.test.ts's).
  await getDb().insert(siteSettings).values({ key: "samples", value: { ...SAMPLES_SHOWN, gallery: false } });
  ({ user: editor } = await signedInStaff(["redaction"]));
});

/** The figures form of the defaults with `change` applied, as conform hands it to the schema (a ticked box is `true`, empty fields left out). */
function posted(version: number, change: (form: ReturnType<typeof figuresToForm>) => void = () => {}) {
  const form = figuresToForm(FIGURE_DEFAULTS);
  change(form);
  return {
    version: String(version),
    numbers: Object.fromEntries(
      Object.entries(form.numbers).map(([key, f]) => [key, { mode: f.mode, label: f.label, ...(f.value ? { value: f.value } : {}), ...(f.plus ? { plus: true } : {}) }]),
    ),
    board: form.board,
  };
}

function parsed(values: unknown) {
  const result = figuresFormSchema.safeParse(values);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
}

const lastJournalEntry = async () => (await getDb().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

async function paidMembership(persons: 1 | 2 | 3 | 4, year: number) {
  await createMembership(getDb(), householdInput(persons, { annee_adhesion: year }));
  const [row] = await getDb().query.memberships.findMany({ orderBy: (m, { desc }) => [desc(m.createdAt)], limit: 1 });
  await updateMembershipStatus(getDb(), row!.id, "payee");
}

test("until a first save, every page shows the code's figures", async () => {
  const figures = await loadFigures(getDb());
  expect(figures.home.map((f) => [f.id, f.value, f.label])).toEqual([
    ["visiteurs", 545000, "visiteurs par jour"],
    // One source: the sum of the eight neighbourhoods' inhabitants, as /quartiers shows them.
    ["habitants", neighbourhoods.reduce((sum, n) => sum + n.stats.inhabitants, 0), "habitants"],
    ["salaries", 37000, "salariés"],
    ["unesco", 1998, "patrimoine mondial de l’UNESCO"],
    ["commerces", 2000, "commerces et services"],
  ]);
  expect(figures.home.find((f) => f.id === "commerces")?.suffix).toBe("+");
  expect(figures.history.map((f) => f.id)).toEqual(["habitants", "commerces", "monuments"]);
  expect(figures.board.map((f) => f.value)).toEqual(["15 ans", "250 h", "75+", "12"]);
});

test("a saved figure shows on the home page and the history panel at once, under its new label, and is journaled by name", async () => {
  const form = parsed(
    posted(0, (f) => {
      f.numbers.shops = { ...f.numbers.shops, value: "2 100", label: "commerces de proximité" };
      f.board.meetings = { value: "15", label: "Réunions par mois" };
    }),
  );
  expect(await saveFigureSettings(getDb(), editor, form)).toEqual({ status: "ok", version: 1 });
  const figures = await loadFigures(getDb());
  for (const shown of [figures.home, figures.history]) expect(shown.find((f) => f.id === "commerces")).toMatchObject({ value: 2100, label: "commerces de proximité" });
  expect(figures.board.find((f) => f.id === "reunions")?.value).toBe("15");
  const entry = await lastJournalEntry();
  expect(entry?.summary).toContain("Commerces et services");
  expect(entry?.summary).toContain("Réunions par mois");
  expect(entry?.summary).not.toContain("Visiteurs");
});

test("a save from an older version writes nothing", async () => {
  await saveFigureSettings(getDb(), editor, parsed(posted(0, (f) => (f.numbers.visitors.value = "600000"))));
  const stale = await saveFigureSettings(getDb(), editor, parsed(posted(0, (f) => (f.numbers.visitors.value = "1"))));
  expect(stale.status).toBe("conflict");
  expect((await loadFigures(getDb())).home[0]?.value).toBe(600000);
});

test("members: the register's figure while the site counts fewer, the count above it, or the typed number", async () => {
  const now = new Date("2026-06-15T10:00:00Z");
  expect(await getMembersFigure(getDb(), now)).toEqual({ value: 150, source: "declared", year: 2026, sample: true });

  // A register of 3: two paid households of 2 (4 people) this year outnumber it; last year's do not count.
  await saveFigureSettings(getDb(), editor, parsed(posted(0, (f) => (f.numbers.members.value = "3"))));
  await paidMembership(2, 2026);
  await paidMembership(2, 2026);
  await paidMembership(4, 2025);
  expect(await getMembersFigure(getDb(), now)).toEqual({ value: 4, source: "count", year: 2026 });
  expect((await countsToday(getDb(), now)).members).toBe(4);
  expect((await getImpactFigures(getDb(), now)).members).toEqual({ value: "4", label: "adhérents 2026" });

  await saveFigureSettings(getDb(), editor, parsed(posted(1, (f) => (f.numbers.members = { mode: "saisie", value: "212", plus: "", label: "membres" }))));
  expect(await getMembersFigure(getDb(), now)).toEqual({ value: 212, source: "typed", year: 2026 });
  expect((await getImpactFigures(getDb(), now)).members).toEqual({ value: "212", label: "membres" });
});

test("actions: typed « 100+ » by default, or the published positions and proposals when counted", async () => {
  await positionsSeeder.run();
  await proposalsSeeder.run();
  // Samples are fictional: they count for nothing until the association makes them its own.
  expect(await countActions(getDb())).toBe(0);
  await getDb().update(positions).set({ isSample: false });
  await getDb().update(proposals).set({ isSample: false });
  await getDb().update(proposals).set({ published: false }).where(eq(proposals.id, 1));
  const publishedProposals = (await getDb().select().from(proposals)).filter((p) => p.published).length;
  const counted = samplePositions.length + publishedProposals;
  expect(await countActions(getDb())).toBe(counted);

  const now = new Date("2026-06-15T10:00:00Z");
  expect((await getImpactFigures(getDb(), now)).actions).toEqual({ value: "100+", label: "actions", sample: true });
  await saveFigureSettings(getDb(), editor, parsed(posted(0, (f) => (f.numbers.actions.mode = "auto"))));
  expect((await getImpactFigures(getDb(), now)).actions).toEqual({ value: String(counted), label: "actions" });
});

test("the inhabitants are never typed: a number posted for them is ignored, their label is kept, the sum shows", async () => {
  const sum = neighbourhoods.reduce((total, n) => total + n.stats.inhabitants, 0);
  const form = parsed(posted(0, (f) => (f.numbers.inhabitants = { mode: "saisie", value: "28 000", plus: "on", label: "résidents" })));
  expect(await saveFigureSettings(getDb(), editor, form)).toEqual({ status: "ok", version: 1 });
  const figures = await loadFigures(getDb());
  for (const shown of [figures.home, figures.history]) expect(shown.find((f) => f.id === "habitants")).toEqual({ id: "habitants", value: sum, label: "résidents", format: "number" });
});

test("the spec's figures are samples: labelled while shown, a save that leaves one unchanged keeps it a sample, and replacing the last one ends the demonstration", async () => {
  const figures = await loadFigures(getDb());
  expect(figures.home.filter((f) => f.sample).map((f) => f.id)).toEqual(["visiteurs", "salaries", "commerces"]);
  // The inhabitants are the neighbourhoods' sum, the UNESCO listing a public record: never samples.
  expect(figures.home.filter((f) => !f.sample).map((f) => f.id)).toEqual(["habitants", "unesco"]);
  expect(figures.board.every((f) => f.sample)).toBe(true);
  const now = new Date("2026-06-15T10:00:00Z");
  expect(await getMembersFigure(getDb(), now)).toEqual({ value: 150, source: "declared", year: 2026, sample: true });
  expect((await countSamples(getDb())).find((c) => c.kind === "figures")?.count).toBe(10);
  expect(await hasOnlineSamples(getDb())).toBe(true);

  // Only the visitors changed: they are the association's, the other samples stay labelled.
  await saveFigureSettings(getDb(), editor, parsed(posted(0, (f) => (f.numbers.visitors.value = "500 000"))));
  const saved = await loadFigures(getDb());
  expect(saved.home.find((f) => f.id === "visiteurs")).toEqual({ id: "visiteurs", value: 500000, label: "visiteurs par jour", format: "number" });
  expect(saved.home.find((f) => f.id === "salaries")?.sample).toBe(true);
  expect((await countSamples(getDb())).find((c) => c.kind === "figures")?.count).toBe(9);

  // Every sample figure replaced (or emptied): none is left, and the band goes with them.
  await saveFigureSettings(
    getDb(),
    editor,
    parsed(
      posted(1, (f) => {
        f.numbers.visitors.value = "500 000";
        f.numbers.employees.value = "";
        f.numbers.shops.value = "1 900";
        f.numbers.listedMonuments.value = "";
        f.numbers.members.value = "212";
        f.numbers.actions.value = "40";
        f.board = { experience: { value: "", label: "Expérience moyenne" }, volunteerHours: { value: "", label: "Heures bénévoles par mois" }, projects: { value: "30", label: "Projets suivis" }, meetings: { value: "", label: "Réunions par mois" } };
      }),
    ),
  );
  const own = await loadFigures(getDb());
  expect(own.home.map((f) => f.id)).toEqual(["visiteurs", "habitants", "unesco", "commerces"]);
  expect(own.history.map((f) => f.id)).toEqual(["habitants", "commerces"]);
  expect(own.board).toEqual([{ id: "projets", value: "30", label: "Projets suivis" }]);
  expect((await countSamples(getDb())).find((c) => c.kind === "figures")?.count).toBe(0);
  expect(await hasOnlineSamples(getDb())).toBe(false);
});

test("without the samples (a clean install, or once removed) a figure nobody entered is not shown, and a count of nothing neither", async () => {
  const now = new Date("2026-06-15T10:00:00Z");
  await removeAllSamples(getDb(), editor);
  const figures = await loadFigures(getDb());
  expect(figures.home.map((f) => [f.id, f.value])).toEqual([
    ["habitants", neighbourhoods.reduce((total, n) => total + n.stats.inhabitants, 0)],
    ["unesco", 1998],
  ]);
  expect(figures.history.map((f) => f.id)).toEqual(["habitants"]);
  expect(figures.board).toEqual([]);
  // No register's floor and no paid membership, no published position: nothing to say.
  expect(await getMembersFigure(getDb(), now)).toEqual({ value: 0, source: "count", year: 2026 });
  expect(await getImpactFigures(getDb(), now)).toEqual({ members: null, actions: null });
  await paidMembership(2, 2026);
  expect((await getImpactFigures(getDb(), now)).members).toEqual({ value: "2", label: "adhérents 2026" });

  // A save made while the samples were shown keeps its sample figures marked: they stay gone.
  await getDb().update(siteSettings).set({ value: SAMPLES_SHOWN }).where(eq(siteSettings.key, "samples"));
  await saveFigureSettings(getDb(), editor, parsed(posted(0, (f) => (f.numbers.shops.value = "1 900"))));
  await removeAllSamples(getDb(), editor);
  expect((await loadFigures(getDb())).home.map((f) => f.id)).toEqual(["habitants", "unesco", "commerces"]);
});

test("the form refuses, in French, a typed figure without a number, a number with letters, a bad year and an empty label", () => {
  const result = figuresFormSchema.safeParse(
    posted(0, (f) => {
      f.numbers.positions = { mode: "saisie", value: "", plus: "", label: "prises de position" };
      f.numbers.visitors.value = "beaucoup";
      f.numbers.unesco.value = "98";
      f.numbers.shops.label = " ";
    }),
  );
  expect(result.success).toBe(false);
  const messages = result.error!.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  expect(messages).toEqual(
    expect.arrayContaining([
      "numbers.positions.value: Prises de position publiées\u202f: indiquez le nombre à afficher, ou choisissez «\u202fcalculé automatiquement\u202f».",
      "numbers.visitors.value: Visiteurs par jour\u202f: indiquez un nombre entier, sans lettres ni signe, par exemple 28 000.",
      "numbers.unesco.value: Inscription au patrimoine mondial de l’UNESCO\u202f: indiquez une année sur quatre chiffres, par exemple 1998.",
      "numbers.shops.label: Commerces et services\u202f: l’intitulé est obligatoire.",
    ]),
  );
  expect(figuresFormSchema.safeParse({ version: "0" }).error?.issues[0]?.message).toBe("Le formulaire envoyé est incomplet. Rechargez la page et réessayez.");
});

test("the board page's texts: the defaults, then the saved contact block and values, journaled; a stale save writes nothing", async () => {
  expect((await loadTeamTexts(getDb())).texts).toEqual(TEAM_TEXT_DEFAULTS);
  const form = teamTextsFormSchema.parse({
    version: "0",
    contact: { title: "Écrire au bureau", text: "Une question ? Écrivez-nous.", link_label: "Nous écrire" },
    values: [
      { title: "Proximité", description: "Sur le terrain." },
      TEAM_TEXT_DEFAULTS.values[1],
      TEAM_TEXT_DEFAULTS.values[2],
    ],
  });
  expect(await saveTeamTexts(getDb(), editor, teamTextsFromForm(form), 0)).toEqual({ status: "ok", version: 1 });
  const { texts } = await loadTeamTexts(getDb());
  expect(texts.contact).toEqual({ title: "Écrire au bureau", text: "Une question ? Écrivez-nous.", linkLabel: "Nous écrire" });
  expect(texts.values.map((v) => v.title)).toEqual(["Proximité", "Collectif", "Excellence"]);
  expect((await lastJournalEntry())?.summary).toEqual(expect.stringContaining("Valeur 1"));
  expect((await saveTeamTexts(getDb(), editor, TEAM_TEXT_DEFAULTS, 0)).status).toBe("conflict");

  const refused = teamTextsFormSchema.safeParse({ version: "1", contact: { title: "", text: "x", link_label: "y" }, values: [] });
  expect(refused.error?.issues.map((i) => i.message)).toEqual(
    expect.arrayContaining(["Le titre du bloc de contact est obligatoire.", "Le formulaire envoyé est incomplet. Rechargez la page et réessayez."]),
  );
});

test("the board page's texts through the route (the settings screens' one action): saved, then a stale save refused (409) with what was typed kept", async () => {
  const email = uniqueEmail("redaction");
  const { createAccount } = await import("~/features/account/administrators.server");
  await createAccount(getDb(), email, { password: validPassword, roles: ["redaction"] });
  const { getAuth } = await import("~/lib/auth.server");
  const { headers } = await getAuth(getDb()).api.signInEmail({ body: { email, password: validPassword }, returnHeaders: true });
  const cookie = cookieFrom(headers);
  const post = async (fields: Record<string, string>) => {
    const request = formRequest("/admin/contenus/equipe/textes", fields, cookie);
    // The route's own guard lets the user in, as React Router runs it before the action.
    const context = await guardedContextFor(request, teamTextsMiddleware);
    return teamTextsAction({ request, params: {}, context } as never);
  };
  const fields = (version: number, title: string) => ({
    version: String(version),
    "contact.title": title,
    "contact.text": "Une question ? Écrivez-nous.",
    "contact.link_label": "Nous écrire",
    ...Object.fromEntries(TEAM_TEXT_DEFAULTS.values.flatMap((value, i) => [[`values[${i}].title`, value.title], [`values[${i}].description`, value.description]])),
  });

  const saved = (await post(fields(0, "Écrire au bureau"))) as Response;
  expect(saved.status).toBe(302);
  expect(saved.headers.get("Location")).toBe("/admin/contenus/equipe/textes");
  expect((await loadTeamTexts(getDb())).texts.contact.title).toBe("Écrire au bureau");

  const stale = (await post(fields(0, "Autre titre"))) as { data: FormReply; init: { status: number } };
  expect(stale.init.status).toBe(409);
  expect(formErrorsOf(stale.data)).toEqual([CONFLICT_MESSAGE]);
  expect(stale.data.result?.initialValue).toMatchObject({ contact: { title: "Autre titre" } });
  expect((await loadTeamTexts(getDb())).texts.contact.title).toBe("Écrire au bureau");

  const invalid = (await post({ ...fields(1, ""), "contact.title": "" })) as { data: FormReply; init: { status: number } };
  expect(invalid.init.status).toBe(400);
  expect(invalid.data.result?.error?.["contact.title"]).toEqual(["Le titre du bloc de contact est obligatoire."]);
});
