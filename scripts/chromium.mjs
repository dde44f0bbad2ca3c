// Debian's Chromium as the end-to-end tests and the benches launch it (stack notes: without the
// background-networking flags it floods the closed network with refused connections).
import fs from "node:fs";

/** The browser the benches and screenshots measure: Debian's full Chromium, or CHROME_PATH. */
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * The browser the end-to-end tests drive: Debian's `chromium-headless-shell` (the same engine
 * and version as `chromium`, without the desktop browser's shell around it), or E2E_CHROME_PATH.
 * Measured on this 2-core host, the same 27 tests took 59 s with it against 92 s with the full
 * browser in its new headless mode, with less than half the CPU: the full browser runs its
 * whole UI layer unseen, and Chromium was ~80 % of the CPU of the end-to-end phase (issue 33).
 * The benches keep the full browser: what they measure is what a visitor's browser does.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const E2E_CHROME_PATH = process.env.E2E_CHROME_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROME_PATH);

/** The flags every launch passes (headless is the launcher's own). */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
