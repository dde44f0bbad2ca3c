// The page-header screenshots of docs/design.md (docs/design/), cropped to the header:
//   npm start   then   npx tsx scripts/design-shots.ts [base URL]
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";

const base = process.argv[2] ?? "http://localhost:3000";
const shots = [
  { file: "header-plain.webp", path: "/histoire", width: 1280 },
  { file: "header-brand.webp", path: "/remontee-idees", width: 1280 },
  { file: "header-mobile.webp", path: "/quartiers", width: 390 },
];
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
for (const shot of shots) {
  const page = await browser.newPage({ viewport: { width: shot.width, height: 900 }, reducedMotion: "reduce" });
  await page.goto(base + shot.path, { waitUntil: "networkidle" });
  const png = await page.locator("[data-page-header]").screenshot();
  await sharp(png).webp({ quality: 70 }).toFile(path.resolve("docs/design", shot.file));
  await page.close();
}
await browser.close();
