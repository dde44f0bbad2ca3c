// Debian's Chromium as every end-to-end project launches it (stack notes: without the background
// networking flags it floods the closed network with refused connections).
import type { LaunchOptions } from "@playwright/test";

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const launchOptions: LaunchOptions = { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: chromiumArgs };

/**
 * Playwright turns Chromium's back/forward cache off; a spec about it launches Chromium with it on,
 * as the visitor's browser has it.
 */
export const withBackForwardCache: LaunchOptions = { ...launchOptions, ignoreDefaultArgs: ["--disable-back-forward-cache"] };
