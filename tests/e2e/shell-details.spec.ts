// Shell and home details of issue 11: the header's dialog controls are buttons once hydrated
// (links without JavaScript), tap targets, the scrolling band's pause control under reduced
// motion, the toast placement, the home hero aligned with every page's title.
import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";

for (const reducedMotion of ["reduce", "no-preference"] as const) {
  test(`the home page has no accessibility violation with reduced motion ${reducedMotion}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion });
    await page.goto("/");
    const pause = page.getByLabel("Mettre en pause le défilement");
    if (reducedMotion === "reduce") await expect(pause).toBeHidden();
    else await expect(pause).toBeAttached();
    await expectNoAxeViolations(page);
  });

  // The pages with animations of their own: the urgent badge, the timeline, the carousel.
  test(`positions, history and testimonials have no accessibility violation with reduced motion ${reducedMotion}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion });
    for (const path of ["/prises-positions", "/histoire", "/temoignages"]) {
      await page.goto(path);
      await expectNoAxeViolations(page);
    }
  });
}

test("once hydrated, the header's search control is a button that opens a dialog", async ({ page }) => {
  await page.goto("/");
  // A CSS locator: once the modal dialog is open, the page behind it is hidden from the tree.
  const search = page.locator('header button[aria-label="Rechercher (Ctrl+K)"]');
  await expect(search).toHaveJSProperty("tagName", "BUTTON");
  await expect(search).toHaveAttribute("aria-haspopup", "dialog");
  await expect(search).toHaveAttribute("aria-expanded", "false");
  await search.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(search).toHaveAttribute("aria-expanded", "true");
});

test("@mobile once hydrated, the menu toggle is a button announcing its dialog", async ({ page }) => {
  await page.goto("/");
  const toggle = page.getByRole("banner").getByRole("button", { name: "Ouvrir le menu" });
  await expect(toggle).toHaveAttribute("aria-haspopup", "dialog");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const box = await toggle.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await toggle.click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the search and menu controls are links to the search page and the site map", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Rechercher (Ctrl+K)" })).toHaveAttribute("href", "/recherche");
    // The menu toggle is shown below 1024 px only: found by its address, then checked.
    const toggle = page.locator('header a[href="#plan-du-site"]');
    await expect(toggle).toHaveAttribute("aria-label", /Ouvrir le menu/);
    // The buttons that open the dialogs stay hidden: without scripts they could do nothing.
    await expect(page.locator("header button[aria-haspopup='dialog']")).toHaveCount(2);
    for (const button of await page.locator("header button[aria-haspopup='dialog']").all()) await expect(button).toBeHidden();
  });
});

test("@mobile every footer link and button is at least 24 px wide and high", async ({ page }) => {
  await page.goto("/");
  const targets = page.getByRole("contentinfo").locator("a, button");
  const count = await targets.count();
  expect(count).toBeGreaterThan(10);
  for (let i = 0; i < count; i += 1) {
    const box = await targets.nth(i).boundingBox();
    const name = await targets.nth(i).innerText();
    expect(box!.height, `height of “${name}”`).toBeGreaterThanOrEqual(24);
    expect(box!.width, `width of “${name}”`).toBeGreaterThanOrEqual(24);
  }
});

test("the home hero's title starts where every page's title starts", async ({ page }) => {
  await page.goto("/histoire");
  const pageTitleX = (await page.getByRole("heading", { level: 1 }).boundingBox())!.x;
  await page.goto("/");
  const heroTitleX = (await page.getByRole("heading", { level: 1 }).boundingBox())!.x;
  expect(Math.round(heroTitleX)).toBe(Math.round(pageTitleX));
});

test("a toast appears at the top, under the header, not over the bottom of the page", async ({ page }) => {
  await page.goto("/prises-positions");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "En savoir plus" }).first().click();
  await page.getByRole("button", { name: "Copier le lien" }).first().click();
  const toast = page.getByTestId("toast");
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const header = (await page.getByRole("banner").boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(box.y + box.height).toBeLessThan(viewport.height / 2);
});

test("a content image that fails to load shows the placeholder with its alternative text", async ({ page }) => {
  await page.route(/\/images\/(campaigns|quartiers)\//, (route) => route.abort("failed"));
  await page.goto("/quartiers");
  const placeholder = page.locator('img[data-placeholder="true"]').first();
  await expect(placeholder).toHaveAttribute("src", "/images/placeholder.svg");
  await expect(placeholder).toHaveAttribute("alt", /Illustration/);
  // The home page's campaign pictures are lazy: brought into view, they fail, then show it (the
  // first may have failed already: the headless shell starts loading nearer to the viewport).
  await page.goto("/");
  await page.locator('main img[src^="/images/campaigns/"], main img[data-placeholder="true"]').first().scrollIntoViewIfNeeded();
  await expect(page.locator('main img[data-placeholder="true"]')).toHaveCount(3);
});

test("the URGENT badge glows three times, inside the card's gap, and not under reduced motion", async ({ page }) => {
  await page.goto("/prises-positions");
  const badge = page.getByText("URGENT", { exact: true }).first();
  await expect(badge).toBeVisible();
  // The glow is a ring behind the badge, animated by the compositor (transform and opacity only).
  const glow = badge.locator("xpath=preceding-sibling::*[@data-urgent-glow]");
  const style = await glow.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { name: computed.animationName, count: computed.animationIterationCount, hidden: element.getAttribute("aria-hidden") };
  });
  expect(style).toEqual({ name: "adpl-urgent-glow", count: "3", hidden: "true" });
  // Read from the style sheet's keyframes, not the running animation: its three glows (≈ 5 s) may
  // be over by the time a slow host gets here.
  const properties = await glow.evaluate((element) => {
    const name = getComputedStyle(element).animationName;
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const keyframes = rules.find((rule): rule is CSSKeyframesRule => rule instanceof CSSKeyframesRule && rule.name === name);
    return [...(keyframes?.cssRules ?? [])].flatMap((frame) => [...(frame as CSSKeyframeRule).style]);
  });
  expect(new Set(properties)).toEqual(new Set(["transform", "opacity"]));
  // The glow's 6 px ring stays clear of the date next to it.
  const badgeBox = (await badge.boundingBox())!;
  const dateBox = (await badge.locator("xpath=following::time[1]").boundingBox())!;
  expect(dateBox.x - (badgeBox.x + badgeBox.width)).toBeGreaterThanOrEqual(6);

  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await glow.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
});

test("@mobile a position's date and category wrap together, never leaving the “·” alone", async ({ page }) => {
  await page.goto("/prises-positions");
  const groups = page.locator(".position-card time").locator("xpath=..");
  const count = await groups.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i += 1) {
    const lines = await groups.nth(i).evaluate((element) => element.getClientRects().length);
    expect(lines, await groups.nth(i).innerText()).toBe(1);
    await expect(groups.nth(i)).toContainText("·");
  }
});
