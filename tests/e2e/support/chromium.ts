// Debian's headless Chromium as every end-to-end project launches it (scripts/chromium.mjs: the same
// flags as the benches').
import type { LaunchOptions } from "@playwright/test";
import { CHROME_PATH, CHROMIUM_FLAGS, E2E_CHROME_PATH } from "../../../scripts/chromium.mjs";

export const launchOptions: LaunchOptions = { executablePath: E2E_CHROME_PATH, args: CHROMIUM_FLAGS };

/**
 * Playwright turns Chromium's back/forward cache off; a spec about it launches the full browser
 * (the headless shell keeps no page in that cache: « masked ») with it on, as the visitor's
 * browser has it.
 */
export const withBackForwardCache: LaunchOptions = { ...launchOptions, executablePath: CHROME_PATH, ignoreDefaultArgs: ["--disable-back-forward-cache"] };
