// The membership offer (issue 14) in Chromium: an administrator sets next year's price, its
// payment page and the day it opens on /admin/adhesions/offre; the preview and /adhesion offer
// it from that day, not before, and a membership of that year pays through that page (axe and
// the refusal to other roles are in admin.spec.ts). The server's clock is fixed per request
// (X-Test-Now). This spec changes what every visitor of
// /adhesion sees, so it runs after the rest of the suite (the "site-edits" project).
import { TEST_NOW_HEADER } from "../../app/lib/clock.server";
import { signedInAs } from "./support/auth";
import { expect, fieldLabel as field, test } from "./support/test";

const JUNE_2026 = "2026-06-15T12:00:00+02:00";
const SEPTEMBER_30 = "2026-09-30T20:00:00+02:00";
const OCTOBER_1 = "2026-10-01T08:00:00+02:00";

test.describe.configure({ mode: "serial" });
test.use({ extraHTTPHeaders: { [TEST_NOW_HEADER]: JUNE_2026 }, serviceWorkers: "block" });

test.describe("as an administrator", () => {
  test.use(signedInAs("admin"));

  test("a 2027 price and payment page opening on 1 October: the preview and /adhesion offer it from that day", async ({ page, context }) => {
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Offre d’adhésion" }).click();
    await expect(page).toHaveURL("/admin/adhesions/offre");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Offre d’adhésion");

    const year2027 = page.getByTestId("offre-2027");
    // No page is made up for a year nobody configured.
    await expect(page.getByTestId("offre-2028")).toContainText("Aucune page de paiement n’est renseignée");
    // A price in words: refused in French, what was typed kept.
    await year2027.getByLabel(field("Prix par personne (en euros)")).fill("vingt-cinq");
    await year2027.getByLabel(field("Page de paiement, 1\u00a0personne")).fill("https://pay.example.org/adpl-2027-1");
    await page.getByRole("button", { name: "Enregistrer l’offre" }).click();
    await expect(year2027.getByText("Prix 2027\u202f: indiquez un nombre entier d’euros entre 1 et 1000.")).toBeVisible();
    await expect(year2027.getByLabel(field("Page de paiement, 1\u00a0personne"))).toHaveValue("https://pay.example.org/adpl-2027-1");

    await year2027.getByLabel(field("Prix par personne (en euros)")).fill("25");
    await page.getByLabel(field("Jour")).fill("1");
    await page.getByLabel(field("Mois")).selectOption({ label: "octobre" });
    await page.getByRole("button", { name: "Enregistrer l’offre" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Offre enregistrée" })).toBeVisible();
    await expect(year2027.getByLabel(field("Prix par personne (en euros)"))).toHaveValue("25");

    // The preview, with the saved offer, on the eve and on the day.
    await page.getByLabel("À la date du").fill("2026-09-30");
    await page.getByRole("button", { name: "Voir l’aperçu" }).click();
    await expect(page).toHaveURL(/\?date=2026-09-30$/);
    await expect(page.getByTestId("apercu-resume")).toContainText("la page propose l’adhésion 2026");
    await page.getByLabel("À la date du").fill("2026-10-01");
    await page.getByRole("button", { name: "Voir l’aperçu" }).click();
    await expect(page.getByTestId("apercu-resume")).toContainText("les adhésions 2026 et 2027");
    await expect(page.getByTestId("apercu-2027")).toContainText("25\u00a0€ par personne");

    // /adhesion on 30 September, then on 1 October.
    await context.setExtraHTTPHeaders({ [TEST_NOW_HEADER]: SEPTEMBER_30 });
    await page.goto("/adhesion-structured");
    await expect(page.getByTestId("offre-2026")).toBeVisible();
    await expect(page.getByTestId("offre-2027")).toHaveCount(0);
    await context.setExtraHTTPHeaders({ [TEST_NOW_HEADER]: OCTOBER_1 });
    await page.goto("/adhesion-structured");
    await expect(page.getByTestId("offre-2027")).toContainText("25\u00a0€");
    await expect(page.getByTestId("offre-2027")).toContainText("Anticipation");

    // A single person's 2027 membership pays through the page saved for it.
    await page.getByRole("link", { name: "Choisir l’adhésion 2027" }).click();
    await page.getByRole("radio", { name: /^1 personne/ }).check();
    await expect(page.getByTestId("montant")).toHaveText("25\u00a0€");
    const payer = page.getByRole("group", { name: "Vos coordonnées" });
    await payer.getByRole("textbox", { name: "Nom", exact: true }).fill("Durand");
    await payer.getByRole("textbox", { name: "Prénom", exact: true }).fill("Alice");
    await payer.getByRole("textbox", { name: "Adresse e-mail", exact: true }).fill("offre-2027@example.org");
    await payer.getByRole("textbox", { name: "Téléphone", exact: true }).fill("06 12 34 56 78");
    await page.getByLabel("Adresse complète").fill("12 rue Mercière");
    await page.getByLabel("Code postal").fill("69002");
    await page.getByLabel("Ville").fill("Lyon");
    await page.getByRole("checkbox", { name: /J’accepte/ }).check();
    await context.route("https://pay.example.org/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>Paiement</title>" }));
    const opened = context.waitForEvent("page");
    await page.getByRole("button", { name: "Valider et passer au paiement" }).click();
    await expect(page).toHaveURL(/etape=paiement/);
    await expect(page.getByRole("link", { name: /Payer ma cotisation/ })).toHaveAttribute("href", "https://pay.example.org/adpl-2027-1");
    expect((await opened).url()).toBe("https://pay.example.org/adpl-2027-1");
  });
});
