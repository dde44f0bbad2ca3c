// Screenshots of every public page at 1280 and 390 px, light and dark, into docs/screenshots/
// (the "done means"; regenerate after a visual change). Needs a running site:
//   npm start   (or any production server)   then   npx tsx scripts/screenshots.ts [base URL] [folder]
// The demonstration site (a new install, with its samples) goes to docs/screenshots/; the same
// site once the samples are removed (/admin/exemples) to docs/screenshots/sans-exemples/ (the
// second argument names a folder under docs/screenshots/).
// Full-page captures, scaled down and saved as WebP so the folder stays small.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { sitePages } from "../app/config/pages";

const base = process.argv[2] ?? "http://localhost:3000";
const outDir = path.resolve("docs/screenshots", process.argv[3] ?? "");
const extraPaths = ["/newsletter", "/recherche?q=bellecour", "/page-inexistante"];
const paths = [...new Set([...Object.values(sitePages).map((page) => page.path), ...extraPaths])];
const viewports = [
  { name: "1280", width: 1280, height: 900, outWidth: 640 },
  { name: "390", width: 390, height: 844, outWidth: 390 },
] as const;

const fileName = (pagePath: string) =>
  pagePath === "/" ? "accueil" : pagePath.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-").replace(/-$/, "");

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
for (const viewport of viewports) {
  for (const colorScheme of ["light", "dark"] as const) {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      colorScheme,
      reducedMotion: "reduce",
      locale: "fr-FR",
      timezoneId: "Europe/Paris",
    });
    // Offline like the test suite: the map's tiles are not fetched.
    await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort("internetdisconnected"));
    const page = await context.newPage();
    for (const pagePath of paths) {
      await page.goto(base + pagePath, { waitUntil: "networkidle" });
      // Lazy images below the fold: scroll through the page so they are in the capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      const png = await page.screenshot({ fullPage: true });
      const file = path.join(outDir, `${fileName(pagePath)}-${viewport.name}-${colorScheme === "light" ? "clair" : "sombre"}.webp`);
      await sharp(png).resize({ width: viewport.outWidth }).webp({ quality: 55 }).toFile(file);
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
