// The current time of a request: what loaders and actions whose answer depends on the date
// (the membership years offered, the active year, an announced date) use instead of `new Date()`.
// The end-to-end suite fixes it per test with the X-Test-Now header, honoured only when
// APP_ENV=test: Playwright's page.clock fakes the browser's time, not the server's. Any other
// environment (production, development) ignores the header and reads the real clock.
import { getEnv, type Env } from "./env.server";

/** The header the end-to-end tests send: an ISO 8601 date-time, e.g. 2026-11-23T10:00:00+01:00. */
export const TEST_NOW_HEADER = "x-test-now";

/**
 * True when the request carries a test clock (test builds only): the page is rendered for another
 * time than the browser's next requests, so it must not ask the browser to fetch pages ahead
 * (Speculation Rules), which would be rendered at the real time.
 */
export function hasTestClock(request: Request, env: Pick<Env, "APP_ENV"> = getEnv()): boolean {
  return env.APP_ENV === "test" && request.headers.has(TEST_NOW_HEADER);
}

export function requestNow(request: Request, env: Pick<Env, "APP_ENV"> = getEnv()): Date {
  if (env.APP_ENV === "test") {
    const fixed = request.headers.get(TEST_NOW_HEADER);
    if (fixed) {
      const date = new Date(fixed);
      if (!Number.isNaN(date.getTime())) return date;
    }
  }
  return new Date();
}
