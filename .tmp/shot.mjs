import { chromium } from "@playwright/test";
const [url, out, width = "1280", js = "1"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, javaScriptEnabled: js === "1", colorScheme: process.env.DARK === "1" ? "dark" : "light" });
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: process.env.FULL === "1" });
await browser.close();
