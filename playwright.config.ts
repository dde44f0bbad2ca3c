// End-to-end tests in Debian's Chromium against the production build, on a fresh embedded
// database, with a real SMTP sink (see tests/e2e/support/server.ts).
import { scryptSync } from "node:crypto";
import { defineConfig, devices } from "@playwright/test";
import { ACCOUNTS_READY } from "./tests/e2e/support/accounts";
import { launchOptions } from "./tests/e2e/support/chromium";
import { scaled } from "./tests/e2e/support/slowness";
import { TEST_ASSOCIATION_ENV } from "./tests/support/association-env";

/**
 * How much slower than the machines the waits below were set on this host is, from 1 to 4: one
 * password hash as the server computes it (scrypt, 128 MiB, ~300 ms there), which tracks what
 * makes a journey slow — memory-heavy work in the server and in Chromium. Hosts of the same CPU
 * index have been seen to differ threefold (page faults are costly on some virtual machines).
 * Only the waits grow; what the tests assert does not change, and performance is measured by
 * the benches and budgets, never by these timeouts. Measured once by the runner and inherited
 * by its workers.
 */
function hostSlowness(): number {
  const started = performance.now();
  scryptSync("calibration", "adpl", 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 2 ** 20 });
  return Math.min(4, Math.max(1, (performance.now() - started) / 300));
}
process.env.E2E_HOST_SLOWNESS ??= hostSlowness().toFixed(2);

const port = Number(process.env.E2E_PORT ?? 3210);
export const e2eDataDir = process.env.E2E_DATA_DIR ?? `/tmp/adpl-e2e-${port}`;

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 }, launchOptions };
const SITE_EDITS = /(site-content|site-figures|membership-offer|association-settings|events-registration|photo-moderation)\.spec\.ts$/;
// The removal of every sample item (issue 36): what every page shows changes, so it runs last, alone.
const SAMPLES_REMOVAL = /samples\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // A test that passes only on a retry is a fault to fix at its cause, never a pass (issue 33).
  retries: 0,
  // Long journeys (sign-up → email → sign-in, several axe passes) take 20–30 s on a busy 2-core
  // machine with two workers: 45 s leaves them room; a test marked slow gets three times that.
  // Both scaled by the host's slowness (above).
  timeout: scaled(45_000),
  // toPass (a check retried until it holds, e.g. a page reloaded until a queued email's outcome
  // shows) gets the same scale; the checks inside such a loop wait briefly so it reloads again.
  expect: { timeout: scaled(7_000), toPass: { timeout: scaled(15_000) } },
  reporter: [["list"], ["json", { outputFile: "test-reports/e2e-report.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    // No trace by default: recording one for every test (to keep it on a failure) cost a fifth
    // of the suite's time on this 2-core host (97 s against 125 s for the same 66 tests), and CI
    // keeps only the log. A failure still writes its error context (the page's ARIA snapshot)
    // and a screenshot; `npx playwright test --trace=retain-on-failure` records traces locally.
    trace: "off",
    screenshot: "only-on-failure",
    // The site's service worker is off unless a spec is about it (pwa, navigation, budget: they
    // say `serviceWorkers: "allow"`). Every fresh browser of the suite otherwise installed it and,
    // 3 s after the load, had it fetch and keep the 14 key pages with their assets: about a tenth
    // of the suite's time, for the behaviour of pages that never read the offline copies.
    serviceWorkers: "block",
    launchOptions,
  },
  projects: [
    { name: "desktop", use: desktop, grepInvert: /@mobile/, testIgnore: [SITE_EDITS, SAMPLES_REMOVAL] },
    { name: "mobile", use: { ...devices["Pixel 7"], launchOptions }, grep: /@mobile/, testIgnore: [SITE_EDITS, SAMPLES_REMOVAL] },
    // Specs that change what every visitor sees (the board, testimonials, figures, membership
    // offer, the association's identity) run once the others are done, so no other spec reads a page while it changes.
    { name: "site-edits", use: desktop, testMatch: SITE_EDITS, dependencies: ["desktop", "mobile"] },
    { name: "samples-removal", use: desktop, testMatch: SAMPLES_REMOVAL, dependencies: ["site-edits"] },
  ],
  webServer: {
    command: "node --import tsx tests/e2e/support/server.ts",
    // Ready once the server answers and the test accounts have their sessions (support/server.ts
    // prints this line then); a busy port makes the server exit, which fails the run.
    wait: { stdout: new RegExp(ACCOUNTS_READY) },
    timeout: scaled(120_000),
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      APP_ENV: "test",
      PORT: String(port),
      E2E_DATA_DIR: e2eDataDir,
      DATA_DIR: e2eDataDir,
      LOG_LEVEL: "warn",
      // Emails go through the job queue: an idle worker looks for work twice a second.
      JOBS_POLLING_SECONDS: "0.5",
      // An email the sink refuses fails for good after one immediate retry.
      EMAIL_RETRY_LIMIT: "1",
      EMAIL_RETRY_DELAY_SECONDS: "0",
      POST_RATE_LIMIT_PER_MINUTE: "10000",
      PUBLIC_FORM_RATE_LIMIT: "10000",
      // Playwright fills a form in milliseconds: the timing check is the integration tests' (form-action.test.ts).
      FORM_MIN_FILL_SECONDS: "0",
      // The suite signs up and in far more than 20 times from 127.0.0.1; the per-account and
      // per-address limits stay as in production.
      AUTH_RATE_LIMIT_PER_IP: "10000",
      // A press space, so the header's external link is there to test (a new install has none).
      ASSOCIATION_PRESS_URL: "https://presse.example.org/adpl",
      // Likewise a donation page and an Instagram page, for the membership page's donation link
      // and the footer's social link.
      DONATION_URL: "https://don.example.org/adpl",
      // The sender a real deployment sets, and the contact address and card-payment pages an
      // association enters (a new install has none).
      MAIL_FROM: "ADPL <contact@adpl.test>",
      ...TEST_ASSOCIATION_ENV,
      SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/example-adpl",
      BOOTSTRAP_ADMIN_EMAIL: "admin@adpl.test",
      BOOTSTRAP_ADMIN_PASSWORD: "admin-e2e-password-2026",
    },
  },
});
