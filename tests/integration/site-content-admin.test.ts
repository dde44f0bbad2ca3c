// The back-office side of "Contenus du site" (issue 14) on the real database: the board,
// testimonials and campaigns through the one content editor. New items go to the end of the
// order, moves swap neighbours and are journaled, a save by a person ends the sample status (a
// toggle or a move does not), the visible/published flag drives the public pages, the
// testimonial's consent is required and never in the future, and campaigns stay searchable.
import { desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, boardMembers, campaigns, testimonials } from "~/db/schema";
import { boardSeeder, campaignsSeeder, testimonialsSeeder } from "~/db/seeds/seeders.server";
import { createContent, getContentForm, listContent, contentList, moveContent, orderedKindSummary, togglePublished, updateContent } from "~/features/admin/content/content.server";
import { boardMemberSchema, splitTags } from "~/features/team/admin/editor";
import { campaignSchema } from "~/features/campaigns/admin/editor";
import { contentKindAt } from "~/features/admin/content/kinds";
import { testimonialSchema } from "~/features/testimonials/admin/editor";
import { listCampaigns } from "~/features/campaigns/queries.server";
import { searchSite } from "~/features/search/queries.server";
import { getBoard } from "~/features/team/queries.server";
import { listTestimonials } from "~/features/testimonials/queries.server";
import type { SessionUser } from "~/lib/auth.server";
import { parisIsoDate } from "~/lib/dates";
import { signedInStaff } from "../factories";
import { truncateAll } from "../setup/database";

let editor: SessionUser;

beforeEach(async () => {
  await truncateAll();
  await boardSeeder.run();
  await testimonialsSeeder.run();
  await campaignsSeeder.run();
  ({ user: editor } = await signedInStaff(["redaction"]));
});

const firstPage = (search?: string) => contentList.fromUrl(new URL(`http://x/admin/contenus/equipe${search ? `?q=${encodeURIComponent(search)}` : ""}`));

async function lastJournalEntry() {
  const [entry] = await getDb().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return entry!;
}

function formValues(section: "equipe" | "temoignages" | "campagnes", values: Record<string, unknown>) {
  const schema = { equipe: boardMemberSchema, temoignages: testimonialSchema, campagnes: campaignSchema }[section];
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data as unknown as Record<string, string | boolean | number | undefined>;
}

test("each kind answers only under its own list path", () => {
  expect(contentKindAt("/admin/contenus/equipe", "equipe")?.section).toBe("equipe");
  expect(contentKindAt("/admin/contenus/temoignages/3/supprimer", "temoignages")?.section).toBe("temoignages");
  expect(contentKindAt("/admin/equipe", "equipe")).toBeNull();
  expect(contentKindAt("/admin/contenus/blog", "blog")).toBeNull();
  expect(contentKindAt("/admin/blog/nouveau", "blog")?.section).toBe("blog");
  expect(contentKindAt("/admin/contenus/inconnu", "inconnu")).toBeNull();
});

describe("board", () => {
  test("the list is in the page's order with the samples badged; a new member goes last and is not a sample", async () => {
    const before = await listContent(getDb(), "equipe", firstPage());
    expect(before.items.every((item) => item.sample)).toBe(true);
    expect(before.items[0]!.move).toEqual({ up: false, down: true });
    expect(before.items.at(-1)!.move).toEqual({ up: true, down: false });
    const created = await createContent(getDb(), "equipe", editor, formValues("equipe", { name: "Inès Garnier", role: "Trésorière", specialties: "Finances, Subventions ,  Comptabilité", visible: true }));
    expect(created.status).toBe("ok");
    const after = await listContent(getDb(), "equipe", firstPage());
    expect(after.items.at(-1)).toMatchObject({ title: "Inès Garnier", sample: false, published: true });
    const board = await getBoard(getDb());
    expect(board.members.at(-1)).toMatchObject({ name: "Inès Garnier", role: "Trésorière", specialties: ["Finances", "Subventions", "Comptabilité"] });
    expect(await lastJournalEntry()).toMatchObject({ action: "create", entityType: "board_member", entityLabel: "Inès Garnier", summary: "Affiché" });
  });

  test("saving a sample makes it a real member; hiding every other sample ends the fictional-people notice", async () => {
    const list = await listContent(getDb(), "equipe", firstPage());
    const [first, ...rest] = list.items;
    const form = await getContentForm(getDb(), "equipe", first!.id);
    expect(form?.sample).toBe(true);
    const saved = await updateContent(getDb(), "equipe", editor, first!.id, form!.version, formValues("equipe", { ...form!.values, name: "Marie Roux", role: "Présidente", image: "/medias/contenu/abc/800.jpg", image_alt: "Portrait de Marie Roux" }));
    expect(saved.status).toBe("ok");
    expect((await getContentForm(getDb(), "equipe", first!.id))?.sample).toBe(false);
    expect((await getBoard(getDb())).sample).toBe(true);
    for (const item of rest) await togglePublished(getDb(), "equipe", editor, item.id);
    // A toggle hides the sample but does not make it real: shown again, it is still a sample.
    const [hidden] = await getDb().select().from(boardMembers).where(eq(boardMembers.id, rest[0]!.id));
    expect(hidden).toMatchObject({ visible: false, isSample: true });
    const board = await getBoard(getDb());
    expect(board.sample).toBe(false);
    expect(board.members).toEqual([expect.objectContaining({ name: "Marie Roux", photo: { src: "/medias/contenu/abc/800.jpg", alt: "Portrait de Marie Roux" } })]);
    expect(await lastJournalEntry()).toMatchObject({ action: "unpublish", entityType: "board_member", summary: "Masqué du site" });
    expect(await orderedKindSummary(getDb(), "equipe")).toMatchObject({ online: 1, onlineSamples: 0 });
  });

  test("moving up and down swaps neighbours, is journaled, and stops at the ends", async () => {
    const ids = (await listContent(getDb(), "equipe", firstPage())).items.map((item) => item.id);
    expect(await moveContent(getDb(), "equipe", editor, ids[1]!, "up")).toBe("moved");
    expect((await listContent(getDb(), "equipe", firstPage())).items.map((item) => item.id)).toEqual([ids[1], ids[0], ...ids.slice(2)]);
    expect((await getBoard(getDb())).members[0]!.slug).toBe((await getDb().select().from(boardMembers).where(eq(boardMembers.id, ids[1]!)))[0]!.slug);
    expect(await lastJournalEntry()).toMatchObject({ action: "update", entityType: "board_member", summary: `Déplacé vers le haut (position 1 sur ${ids.length})` });
    expect(await moveContent(getDb(), "equipe", editor, ids[1]!, "up")).toBe("edge");
    expect(await moveContent(getDb(), "equipe", editor, ids.at(-1)!, "down")).toBe("edge");
    expect(await moveContent(getDb(), "equipe", editor, 999_999, "down")).toBeNull();
    // A move is not an edit of the person: the sample stays a sample.
    expect((await getContentForm(getDb(), "equipe", ids[1]!))?.sample).toBe(true);
  });

  test("a filtered list offers no moves; the filter searches names, roles and professions", async () => {
    const filtered = await listContent(getDb(), "equipe", firstPage("Secrétaire"));
    expect(filtered.items.length).toBeGreaterThan(0);
    expect(filtered.items.every((item) => item.move === undefined)).toBe(true);
  });

  test("the form refuses what the page cannot show", () => {
    const errors = (values: Record<string, unknown>) => boardMemberSchema.safeParse(values).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];
    expect(errors({ name: "", role: "" })).toEqual(["name: Le nom est obligatoire.", "role: Le rôle est obligatoire."]);
    expect(errors({ name: "A", role: "B", image: "/medias/x.jpg" })).toEqual(["image_alt: Décrivez l’image pour les personnes qui ne la voient pas."]);
    expect(errors({ name: "A", role: "B", image: "https://ailleurs.example/x.jpg", image_alt: "x" })[0]).toMatch(/^image: Indiquez l’adresse d’une image du site/);
    expect(errors({ name: "A", role: "B", specialties: "a,b,c,d,e,f,g,h,i" })).toEqual(["specialties: Indiquez au plus 8 domaines d’expertise."]);
    expect(splitTags("Patrimoine,\nUrbanisme, ,  Relations  institutionnelles")).toEqual(["Patrimoine", "Urbanisme", "Relations institutionnelles"]);
  });
});

describe("testimonials", () => {
  const valid = { name: "Paul Mercier", role: "Libraire rue Mercière", category: "commercants", neighbourhood: "Cordeliers", text: "Un quartier vivant.", rating: "4", published: true, consent: true, consent_on: "2026-10-02", consent_method: "email" };

  test("the agreement to publication is required, dated, never in the future, and its form chosen from the list", () => {
    const messages = (values: Record<string, unknown>) => Object.fromEntries(testimonialSchema.safeParse(values).error?.issues.map((i) => [i.path.join("."), i.message]) ?? []);
    expect(messages(valid)).toEqual({});
    expect(messages({ ...valid, consent: undefined })).toEqual({ consent: expect.stringMatching(/^Cochez cette case seulement si la personne a accepté la publication/) });
    const tomorrow = parisIsoDate(new Date(Date.now() + 36 * 3600_000));
    expect(messages({ ...valid, consent_on: tomorrow })).toEqual({ consent_on: "La date de l’accord ne peut pas être dans le futur." });
    expect(messages({ ...valid, consent_on: "2026-02-30" })).toEqual({ consent_on: "Indiquez une date valide." });
    expect(messages({ ...valid, consent_method: "telepathie" })).toEqual({ consent_method: "Indiquez comment la personne a donné son accord." });
    expect(messages({ ...valid, category: "touristes", rating: "6" })).toEqual({ category: "Choisissez une catégorie dans la liste.", rating: "Choisissez une note de 1 à 5." });
  });

  test("the consent is stored for the back-office only; unpublishing every sample ends the notice", async () => {
    const created = await createContent(getDb(), "temoignages", editor, formValues("temoignages", valid));
    expect(created.status).toBe("ok");
    const [row] = await getDb().select().from(testimonials).where(eq(testimonials.name, "Paul Mercier"));
    expect(row).toMatchObject({ consentOn: "2026-10-02", consentMethod: "email", isSample: false, rating: 4, category: "commercants" });
    const form = await getContentForm(getDb(), "temoignages", row!.id);
    expect(form?.values).toMatchObject({ consent: true, consent_on: "2026-10-02", consent_method: "email" });

    expect((await listTestimonials(getDb(), "tous")).sample).toBe(true);
    const samples = (await listContent(getDb(), "temoignages", firstPage())).items.filter((item) => item.sample && item.published);
    for (const item of samples) await togglePublished(getDb(), "temoignages", editor, item.id);
    const page = await listTestimonials(getDb(), "tous");
    expect(page.sample).toBe(false);
    expect(page.testimonials.map((t) => t.name)).toEqual(["Paul Mercier"]);
    expect(JSON.stringify(page)).not.toContain("consent");
  });
});

describe("campaigns", () => {
  test("a new campaign goes last on the home page, is searchable once published, and leaves the search when unpublished", async () => {
    const created = await createContent(getDb(), "campagnes", editor, formValues("campagnes", { title: "Des fontaines rue de la République", subtitle: "Boire l’été", description: "Rouvrir les fontaines publiques.", icon: "waves", color: "sky", published: true }));
    if (created.status !== "ok") throw new Error("not created");
    const home = await listCampaigns(getDb());
    expect(home.at(-1)).toMatchObject({ title: "Des fontaines rue de la République", subtitle: "Boire l’été", icon: "waves", color: "sky" });
    const campaignResults = async (query: string) => (await searchSite(getDb(), query)).groups.find((g) => g.type === "campagne")?.results.map((r) => r.title) ?? [];
    expect(await campaignResults("fontaines république")).toContain("Des fontaines rue de la République");
    await togglePublished(getDb(), "campagnes", editor, created.id);
    expect((await listCampaigns(getDb())).map((c) => c.title)).not.toContain("Des fontaines rue de la République");
    expect(await campaignResults("fontaines république")).not.toContain("Des fontaines rue de la République");
    const [row] = await getDb().select().from(campaigns).where(eq(campaigns.id, created.id));
    expect(row).toMatchObject({ category: "Campagne", isSample: false });
  });

  test("a stale save is refused and keeps the stored campaign", async () => {
    const [first] = (await listContent(getDb(), "campagnes", firstPage())).items;
    const form = await getContentForm(getDb(), "campagnes", first!.id);
    const values = formValues("campagnes", { ...form!.values });
    expect((await updateContent(getDb(), "campagnes", editor, first!.id, form!.version, { ...values, title: "Premier" })).status).toBe("ok");
    expect(await updateContent(getDb(), "campagnes", editor, first!.id, form!.version, { ...values, title: "Second" })).toEqual({ status: "conflict" });
    expect((await getContentForm(getDb(), "campagnes", first!.id))?.title).toBe("Premier");
  });
});
