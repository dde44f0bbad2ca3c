// "Contenus du site" (issue 14) in Chromium: a volunteer replaces a sample board member with a
// real one and a photo and sees it on /equipe; unpublishing every sample testimonial ends the
// "fictional people" notice; the campaigns' order changes without JavaScript; a testimonial
// without the person's agreement is refused with what was typed kept. These specs change what
// every visitor sees, so they run after the rest of the suite (the "site-edits" project).
import sharp from "sharp";
import { signedInAs } from "./support/auth";
import { expect, fieldLabel as field, test } from "./support/test";


test.describe.configure({ mode: "serial" });
test.use(signedInAs("admin"));

test("a sample board member replaced by a real one with a photo shows on /equipe", async ({ page }) => {
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Contenus du site" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contenus du site");
  await page.getByRole("main").getByRole("link", { name: "Équipe", exact: true }).click();
  await expect(page).toHaveURL("/admin/contenus/equipe");
  // The first sample still shown (on a retry, an earlier try may already have replaced one).
  const sample = page.getByRole("article").filter({ hasText: "Exemple" }).first();
  const sampleName = (await sample.getByRole("heading").textContent())!.trim();
  await sample.getByRole("link", { name: `Modifier « ${sampleName} »` }).click();
  await expect(page.getByText("Exemple fourni avec le site")).toBeVisible();

  await page.getByLabel(field("Nom")).fill("Anne Ferrand");
  await page.getByLabel(field("Rôle au bureau")).fill("Présidente");
  await page.getByLabel(field("Domaines d’expertise")).fill("Patrimoine, Commerce");
  const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: "#2b5d8a" } })
    .withMetadata({ exif: { IFD0: { Artist: "Appareil de test" } } })
    .jpeg()
    .toBuffer();
  await page.getByLabel(field("Téléverser une photo")).setInputFiles({ name: "portrait.jpg", mimeType: "image/jpeg", buffer: photo });
  // The photo needs its description: refused first, the typed name kept.
  await page.getByLabel(field("Ou adresse d’une image du site")).fill("");
  await page.getByRole("button", { name: "Sauvegarder" }).click();
  await expect(page.getByText("Décrivez l’image pour les personnes qui ne la voient pas.")).toBeVisible();
  await expect(page.getByLabel(field("Nom"))).toHaveValue("Anne Ferrand");
  await page.getByLabel(field("Description de l’image")).fill("Portrait d’Anne Ferrand");
  await page.getByRole("button", { name: "Sauvegarder" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Membre modifié" })).toBeVisible();
  await expect(page).toHaveURL("/admin/contenus/equipe");
  const replaced = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Anne Ferrand" }) }).first();
  await expect(replaced).not.toContainText("Exemple");

  await page.goto("/equipe");
  const member = page.getByRole("region", { name: "Le bureau" }).getByRole("article").filter({ hasText: "Anne Ferrand" }).first();
  await expect(member).toContainText("Anne Ferrand");
  await expect(member).toContainText("Présidente");
  const portrait = member.getByRole("img", { name: "Portrait d’Anne Ferrand" });
  await expect(portrait).toBeVisible();
  expect(await portrait.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/medias\/contenu\/.+\.(avif|webp|jpg)$/);
  // Stored without its metadata, as every upload (the image module).
  const served = await page.request.get(await portrait.evaluate((img: HTMLImageElement) => img.currentSrc));
  const metadata = await sharp(await served.body()).metadata();
  expect(metadata.exif).toBeUndefined();
  // Other samples are still shown: the notice stays until they are replaced or hidden.
  await expect(page.getByText("les personnes présentées sont fictives")).toBeVisible();
});

test("unpublishing every sample testimonial ends the notice on /temoignages and the home page", async ({ page }) => {
  test.slow(); // one post per sample testimonial, then as many to put them back
  await page.goto("/temoignages");
  await expect(page.getByText("Témoignages d’exemple : les personnes citées sont fictives.")).toBeVisible();

  await page.goto("/admin/contenus/temoignages");
  const samples = page.getByRole("article").filter({ hasText: "Exemple" }).filter({ has: page.getByRole("button", { name: /^Dépublier/ }) });
  const unpublished: string[] = [];
  while ((await samples.count()) > 0) {
    const card = samples.first();
    unpublished.push((await card.getByRole("heading").textContent())!.trim());
    await card.getByRole("button", { name: /^Dépublier/ }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Statut modifié" }).last()).toBeVisible();
    await expect(page.getByRole("article").filter({ hasText: unpublished.at(-1)! }).getByRole("button", { name: /^Publier/ })).toBeVisible();
  }
  expect(unpublished.length).toBeGreaterThan(0);

  await page.goto("/temoignages");
  await expect(page.getByText("les personnes citées sont fictives")).toHaveCount(0);
  await expect(page.getByText("Aucun témoignage n’est encore publié.")).toBeVisible();
  await page.goto("/");
  await expect(page.getByText("les personnes citées sont fictives")).toHaveCount(0);

  // The journal records each change.
  await page.goto("/admin/journal");
  await expect(page.getByRole("main")).toContainText(unpublished[0]!);

  // Back as they were for a rerun.
  await page.goto("/admin/contenus/temoignages");
  for (const name of unpublished) {
    await page.getByRole("button", { name: `Publier « ${name} »` }).click();
    await expect(page.getByRole("button", { name: `Dépublier « ${name} »` })).toBeVisible();
  }
  await page.goto("/temoignages");
  await expect(page.getByText("Témoignages d’exemple : les personnes citées sont fictives.")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the campaigns' order changes with plain form posts and the home page follows", async ({ page }) => {
    await page.goto("/admin/contenus/campagnes");
    const titles = async () => (await page.getByRole("article").getByRole("heading").allTextContents()).map((t) => t.trim());
    const before = await titles();
    expect(before.length).toBeGreaterThan(1);
    await expect(page.getByRole("button", { name: `Monter « ${before[0]} »` })).toBeDisabled();
    await page.getByRole("button", { name: `Descendre « ${before[0]} »` }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Ordre modifié" })).toBeVisible();
    expect(await titles()).toEqual([before[1], before[0], ...before.slice(2)]);

    await page.goto("/");
    const home = page.getByRole("region", { name: "Nos combats du moment" }).getByRole("heading", { level: 3 });
    await expect(home.first()).toHaveText(before[1]!);

    await page.goto("/admin/contenus/campagnes");
    await page.getByRole("button", { name: `Monter « ${before[0]} »` }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Ordre modifié" })).toBeVisible();
    expect(await titles()).toEqual(before);
  });

  test("a testimonial without the person's agreement is refused, everything typed kept", async ({ page }) => {
    await page.goto("/admin/contenus/temoignages/nouveau");
    await page.getByLabel(field("Nom")).fill("Lucie Morel");
    await page.getByLabel(field("Rôle")).fill("Habitante des Terreaux");
    await page.getByLabel(field("Catégorie")).selectOption("Résidents");
    await page.getByLabel(field("Témoignage")).fill("Les pentes et la place, j’y vis depuis vingt ans.");
    await page.getByLabel(field("Date de l’accord")).fill("2026-11-02");
    await page.getByLabel(field("Forme de l’accord")).selectOption("Courriel");
    await page.getByRole("button", { name: "Sauvegarder" }).click();
    await expect(page.getByText(/^Cochez cette case seulement si la personne a accepté la publication/)).toBeVisible();
    await expect(page.getByLabel(field("Nom"))).toHaveValue("Lucie Morel");
    await expect(page.getByLabel(field("Témoignage"))).toHaveValue("Les pentes et la place, j’y vis depuis vingt ans.");
    await expect(page.getByLabel(field("Date de l’accord"))).toHaveValue("2026-11-02");
  });
});
