// The site's figures and the board page's texts (issue 14) in Chromium: an editor changes a
// figure once and every page that shows it follows; a figure the database counts can be typed
// instead; a malformed number is refused in French with what was typed kept; the board page's
// values change without JavaScript. These specs change what every visitor sees, so they run
// after the rest of the suite (the "site-edits" project).
import { expectNoAxeViolations } from "./support/axe";
import { signedInAs } from "./support/auth";
import { expect, fieldLabel as field, test } from "./support/test";


test.describe.configure({ mode: "serial" });
test.use(signedInAs("redaction"));

test("a figure changed once shows on the home page and the history panel; a typed members figure replaces the count", async ({ page }) => {
  await page.goto("/admin/contenus");
  await page.getByRole("main").getByRole("link", { name: "Chiffres", exact: true }).click();
  await expect(page).toHaveURL("/admin/contenus/chiffres");
  await expect(page.getByRole("navigation", { name: "Contenus du site" }).getByRole("link", { name: "Chiffres" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chiffres du site");
  await expectNoAxeViolations(page);

  // The inhabitants have one source, the neighbourhoods: no number to type.
  const inhabitants = page.getByTestId("figure-habitants");
  await expect(inhabitants).toContainText("Calculé automatiquement : le site compte la somme des habitants des huit quartiers");
  await expect(inhabitants.getByLabel(field("Nombre"))).toHaveCount(0);
  const shops = page.getByTestId("figure-commerces");
  const visitors = page.getByTestId("figure-visiteurs");
  await shops.getByLabel(field("Nombre")).fill("2 100");
  await shops.getByLabel(field("Intitulé")).fill("commerces de proximité");
  // A number with letters: refused in French, everything typed stays.
  await visitors.getByLabel(field("Nombre")).fill("beaucoup");
  await page.getByRole("button", { name: "Enregistrer les chiffres" }).click();
  await expect(visitors.getByText("Visiteurs par jour\u202f: indiquez un nombre entier, sans lettres ni signe, par exemple 28 000.")).toBeVisible();
  await expect(shops.getByLabel(field("Intitulé"))).toHaveValue("commerces de proximité");

  await visitors.getByLabel(field("Nombre")).fill("545 000");
  const members = page.getByTestId("figure-membres");
  await members.getByRole("radio", { name: /^Valeur saisie/ }).check();
  await members.getByLabel(field("Nombre (registre de l’association)")).fill("212");
  await members.getByLabel(field("Intitulé")).fill("membres");
  await page.getByRole("button", { name: "Enregistrer les chiffres" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Chiffres enregistrés" })).toBeVisible();
  await expect(shops.getByLabel(field("Nombre"))).toHaveValue("2100");

  await page.goto("/");
  await expect(page.getByTestId("chiffre-commerces")).toHaveText("2\u00a0100+");
  await expect(page.getByRole("region", { name: "La Presqu’île en chiffres" })).toContainText("commerces de proximité");
  await page.goto("/histoire");
  await expect(page.getByTestId("histoire-chiffre-commerces")).toHaveText("2\u00a0100+");
  await page.goto("/prises-positions");
  await expect(page.getByTestId("positions-chiffre-membres")).toHaveText("212");
  await expect(page.getByTestId("positions-apropos-membres")).toHaveText("212 membres");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the board page's first value and its statistics are replaced and show on /equipe", async ({ page }) => {
    await page.goto("/admin/contenus/equipe/textes");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Textes de la page Notre équipe");
    const first = page.getByRole("group", { name: "Valeur 1" });
    await first.getByLabel(field("Titre")).fill("");
    await first.getByLabel(field("Description")).fill("Des bénévoles présents toute l’année.");
    await page.getByRole("button", { name: "Enregistrer les textes" }).click();
    await expect(first.getByText("Le titre de la valeur est obligatoire.")).toBeVisible();
    await expect(first.getByLabel(field("Description"))).toHaveValue("Des bénévoles présents toute l’année.");
    await first.getByLabel(field("Titre")).fill("Proximité");
    await page.getByRole("button", { name: "Enregistrer les textes" }).click();
    await expect(page.getByText("Textes enregistrés")).toBeVisible();

    await page.goto("/admin/contenus/chiffres");
    await page.getByTestId("figure-reunions").getByLabel(field("Valeur")).fill("20");
    await page.getByRole("button", { name: "Enregistrer les chiffres" }).click();
    await expect(page.getByText("Chiffres enregistrés")).toBeVisible();

    await page.goto("/equipe");
    const values = page.getByRole("region", { name: "Nos valeurs" });
    await expect(values.getByRole("heading", { level: 3 }).first()).toHaveText("Proximité");
    await expect(values).toContainText("Des bénévoles présents toute l’année.");
    const meetings = page.getByRole("region", { name: "Le bureau en chiffres" }).locator("div").filter({ hasText: "Réunions par mois" });
    await expect(meetings.getByRole("definition")).toHaveText("20");
  });
});
