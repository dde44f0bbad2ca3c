// Interaction benchmark of the public pages (npm run bench:interactions; not part of npm test).
// Issue 34: on a slowed CPU, opening a menu, opening search and typing a query, filtering
// positions and opening a gallery photo each respond within 100 ms. Builds nothing: it starts the
// production server from the existing build (BUILD_DIR, default build/) as `npm start` runs it
// (bench/support/server.mjs) on a free port with a temporary database seeded with the sample
// content, opens Debian's Chromium through playwright-core (desktop, 1280 × 900) with the CPU
// slowed down by CDP's Emulation.setCPUThrottlingRate (×4), and measures each interaction with
// the browser's Event Timing: a PerformanceObserver({ type: "event", durationThreshold: 16,
// buffered: true }) reads the events of the interaction, from the input to the next paint after
// its handlers (input delay + processing + presentation). An interaction's figure is the longest
// of its events, as INP counts it (a keystroke's keydown, keypress, input and keyup are one
// interaction; typing a query is several, and the longest counts). Events under 16 ms are not
// reported by the browser: such an interaction shows as "< 16".
//
// Timers the spec asks for are not part of the figure: a menu opened by hovering opens 200 ms
// later by design (components/layout/DesktopNav.tsx), so the menu is measured on click (opens at
// once) and the hover's own events are reported apart; the positions' keywords apply 300 ms after
// the last keystroke and the search's live results 200 ms after it. What a visitor then waits for
// (the results, the photo) comes after a request to the server: it is reported as "shown after"
// (from the input event to the frame where it shows), for information, with no target.
//
// Each interaction runs BENCH_RUNS times (default 7) on a freshly loaded page (after a first,
// unmeasured round that warms the server and the browser's cache up, as for a returning visitor),
// the page settled (modules attached, network idle; a control below the fold scrolled to first,
// and the page left to settle after the scroll). Printed: a table of median and maximum per
// interaction; the results also go to bench/results/interactions.json. Exit code 1 when an
// interaction's median is over 100 ms.
//
// The service worker is blocked (its background keeping of the key pages would compete for the
// CPU at random moments) and the consent banner answered once (it covers the page's bottom).
//
// Options (environment): BUILD_DIR; BENCH_RUNS; BENCH_CPU_THROTTLING (default 4); CHROME_PATH
// (default /usr/bin/chromium); BENCH_JSON (default bench/results/interactions.json).
import fs from "node:fs";
import path from "node:path";
import process from "node:process";
import { chromium } from "playwright-core";
import { CHROME_PATH, CHROMIUM_FLAGS } from "../scripts/chromium.mjs";
import { freePort, startServer } from "./support/server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 7));
const THROTTLING = Math.max(1, Number(process.env.BENCH_CPU_THROTTLING ?? 4));
const resultsFile = path.resolve(root, process.env.BENCH_JSON ?? "bench/results/interactions.json");
const TARGET_MS = 100;

/**
 * Runs in every document before its scripts: keeps the Event Timing entries and the input times,
 * and holds the checks of what each interaction shows (written here: the page's CSP allows no
 * code made from a string).
 */
function observeEvents() {
  const menuOpen = () => document.querySelector('nav[aria-label="Navigation principale"] button[aria-expanded="true"]') !== null;
  const checks = {
    menuOpen,
    searchOpen: () => document.querySelector("dialog[open] input[name=q]") === document.activeElement,
    searchResults: () => {
      const listbox = document.querySelector('dialog[open] [role="listbox"]');
      return listbox !== null && !listbox.hidden && listbox.querySelector('[role="option"]') !== null;
    },
    positionsQuery: () => new URL(location.href).searchParams.get("q") === "rue" && document.querySelector("#positions-q")?.value === "rue",
    // The address is the theme's, and its chip is the current one (its link now clears it).
    positionsTheme: () =>
      location.href === new URL(bench.expected.href, location.href).href &&
      document.querySelector('nav[aria-label="Thèmes"] a[aria-current="true"]')?.textContent.trim() === bench.expected.text,
    viewerOpen: () => document.querySelector("dialog[data-module~=viewer]")?.matches(":modal") === true,
  };
  const bench = { events: [], inputs: [], shownAt: null, expected: null, checks };
  Object.defineProperty(window, "__bench", { value: bench });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.events.push({
        name: entry.name,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
      });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  for (const type of ["pointerdown", "keydown"]) addEventListener(type, (event) => bench.inputs.push(event.timeStamp), { capture: true });
}

/** Loads a page as a visitor arrives on it, slowed down, and waits until it is settled. */
async function open(page, cdp, url) {
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING });
  await page.waitForTimeout(500);
}

/**
 * Brings the control into view as a visitor scrolls to it, then lets the page settle: clicked
 * straight after the scroll, its input waited behind the frames of the scroll itself (the header
 * shrinking), which is not the interaction's cost.
 */
async function reach(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  return locator;
}

/**
 * Forgets what the page observed so far; with `shown` (the name of one of observeEvents' checks),
 * notes the first frame where it holds.
 */
async function startMeasure(page, shown, expected = null) {
  await page.evaluate(
    ([name, value]) => {
      const bench = window.__bench;
      bench.events.length = 0;
      bench.inputs.length = 0;
      bench.shownAt = null;
      bench.expected = value;
      if (!name) return;
      const check = () => {
        if (bench.checks[name]()) bench.shownAt = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    [shown ?? null, expected],
  );
}

/**
 * What the page observed since startMeasure, once the browser has reported the last events
 * (entries come after the next paint): the longest interaction (INP-like), the longest event of
 * any kind, and the time from the first input to the frame where `shown` held.
 */
async function endMeasure(page, { waitShown = false } = {}) {
  if (waitShown) await page.waitForFunction(() => window.__bench.shownAt !== null, undefined, { timeout: 30_000 });
  await page.waitForTimeout(400);
  return page.evaluate(() => {
    const { events, inputs, shownAt } = window.__bench;
    const byInteraction = new Map();
    for (const event of events) {
      if (!event.interactionId) continue;
      const current = byInteraction.get(event.interactionId);
      if (!current || event.duration > current.duration) byInteraction.set(event.interactionId, event);
    }
    const longest = [...byInteraction.values()].sort((a, b) => b.duration - a.duration)[0] ?? null;
    const anyLongest = [...events].sort((a, b) => b.duration - a.duration)[0] ?? null;
    return {
      interactions: byInteraction.size,
      interactionMs: longest?.duration ?? 0,
      event: longest ? `${longest.name} (delay ${Math.round(longest.inputDelay)}, processing ${Math.round(longest.processing)})` : null,
      anyEventMs: anyLongest?.duration ?? 0,
      anyEvent: anyLongest?.name ?? null,
      shownMs: shownAt !== null && inputs.length > 0 ? shownAt - inputs[0] : null,
    };
  });
}

/** The interactions of the issue, each from a freshly loaded page. */
const scenarios = [
  {
    id: "menu-click",
    label: "open a desktop menu (click)",
    async run(page, cdp) {
      await open(page, cdp, "/");
      const trigger = page.getByRole("navigation", { name: "Navigation principale" }).locator("button[aria-controls]").first();
      await startMeasure(page, "menuOpen");
      await trigger.click();
      return endMeasure(page, { waitShown: true });
    },
  },
  {
    id: "menu-hover",
    label: "hover a desktop menu (its events; opens 200 ms later)",
    // Hovering is not an interaction for INP: the figure is the longest of its pointer events.
    figure: "anyEventMs",
    async run(page, cdp) {
      await open(page, cdp, "/");
      const trigger = page.getByRole("navigation", { name: "Navigation principale" }).locator("button[aria-controls]").first();
      await startMeasure(page);
      await trigger.hover();
      await page.locator('nav[aria-label="Navigation principale"] button[aria-expanded="true"]').waitFor();
      return endMeasure(page);
    },
  },
  {
    id: "search-open",
    label: "open search (Ctrl+K)",
    async run(page, cdp) {
      await open(page, cdp, "/");
      await startMeasure(page, "searchOpen");
      await page.keyboard.press("Control+k");
      return endMeasure(page, { waitShown: true });
    },
  },
  {
    id: "search-type",
    label: "type a query in search (« traboules »)",
    async run(page, cdp) {
      await open(page, cdp, "/");
      await page.keyboard.press("Control+k");
      const field = page.getByRole("dialog").locator("input[name=q]");
      await field.waitFor();
      await page.waitForTimeout(500); // the live results' module, fetched on opening
      await startMeasure(page, "searchResults");
      await field.pressSequentially("traboules", { delay: 120 });
      return endMeasure(page, { waitShown: true });
    },
  },
  {
    id: "positions-type",
    label: "type keywords in /prises-positions' filter",
    async run(page, cdp) {
      await open(page, cdp, "/prises-positions");
      const field = await reach(page, page.locator("#positions-q"));
      await field.focus();
      await startMeasure(page, "positionsQuery");
      await field.pressSequentially("rue", { delay: 120 });
      return endMeasure(page, { waitShown: true });
    },
  },
  {
    id: "positions-theme",
    label: "click a theme filter of /prises-positions",
    async run(page, cdp) {
      await open(page, cdp, "/prises-positions");
      const theme = await reach(page, page.getByRole("navigation", { name: "Thèmes" }).getByRole("link").nth(1));
      const expected = { href: await theme.getAttribute("href"), text: (await theme.textContent()).trim() };
      await startMeasure(page, "positionsTheme", expected);
      await theme.click();
      return endMeasure(page, { waitShown: true });
    },
  },
  {
    id: "gallery-photo",
    label: "open a photo in /galerie's viewer",
    async run(page, cdp) {
      await open(page, cdp, "/galerie");
      const thumbnail = await reach(page, page.locator('#galerie a[href*="photo="]').first());
      await startMeasure(page, "viewerOpen");
      await thumbnail.click();
      return endMeasure(page, { waitShown: true });
    },
  },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => (value === null ? "–" : value < 16 ? "< 16" : String(Math.round(value)));

async function main() {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = await startServer({ buildDir, port, tempPrefix: "adpl-interactions-", logLevel: "warn", env: { SITE_URL: origin } });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
  const results = [];
  try {
    const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 }, locale: "fr-FR", timezoneId: "Europe/Paris", serviceWorkers: "block" });
    await context.addInitScript(observeEvents);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // The consent banner, answered once: the choice is kept in a cookie.
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("region", { name: "Mesure d’audience" }).getByRole("button", { name: "Refuser" }).click();
    await page.getByRole("region", { name: "Mesure d’audience" }).waitFor({ state: "hidden" });

    for (const scenario of scenarios) {
      process.stderr.write(`${scenario.label}: warm-up …\n`);
      await scenario.run(page, cdp);
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        process.stderr.write(`${scenario.label}: run ${i + 1}/${RUNS} …\n`);
        runs.push(await scenario.run(page, cdp));
      }
      const figure = scenario.figure ?? "interactionMs";
      const values = runs.map((run) => run[figure]);
      const shown = runs.map((run) => run.shownMs).filter((value) => value !== null);
      const worst = runs.reduce((a, b) => (b[figure] > a[figure] ? b : a));
      results.push({
        id: scenario.id,
        label: scenario.label,
        figure,
        medianMs: median(values),
        maxMs: Math.max(...values),
        longestEvent: worst.event ?? worst.anyEvent,
        shownMedianMs: shown.length ? median(shown) : null,
        runs,
      });
    }
  } finally {
    await browser.close().catch(() => undefined);
    await server.stop();
  }

  const cpus = (await import("node:os")).cpus();
  console.log(`\nEvent Timing of interactions, CPU ×${THROTTLING}, ${RUNS} runs each (${cpus.length} × ${cpus[0]?.model ?? "CPU"}), target: median ≤ ${TARGET_MS} ms\n`);
  console.log("| interaction | median (ms) | max (ms) | longest event (worst run) | shown after, median (ms) |");
  console.log("|---|---:|---:|---|---:|");
  for (const result of results) {
    console.log(`| ${result.label} | ${ms(result.medianMs)} | ${ms(result.maxMs)} | ${result.longestEvent ?? "all < 16 ms"} | ${ms(result.shownMedianMs)} |`);
  }
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, `${JSON.stringify({ date: new Date().toISOString(), throttling: THROTTLING, runs: RUNS, targetMs: TARGET_MS, results }, null, 2)}\n`);
  const over = results.filter((result) => result.medianMs > TARGET_MS);
  if (over.length > 0) {
    console.error(`\nOver ${TARGET_MS} ms: ${over.map((result) => result.label).join(", ")}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
