// Debian's Chromium as every end-to-end project launches it (scripts/chromium.mjs: the same
// flags as the benches').
import type { LaunchOptions } from "@playwright/test";
import { CHROME_PATH, CHROMIUM_FLAGS } from "../../../scripts/chromium.mjs";

export const launchOptions: LaunchOptions = { executablePath: CHROME_PATH, args: CHROMIUM_FLAGS };

/**
 * Playwright turns Chromium's back/forward cache off; a spec about it launches Chromium with it on,
 * as the visitor's browser has it.
 */
export const withBackForwardCache: LaunchOptions = { ...launchOptions, ignoreDefaultArgs: ["--disable-back-forward-cache"] };
