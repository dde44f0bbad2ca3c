// Debian's Chromium as the end-to-end tests and the benches launch it (stack notes: without the
// background-networking flags it floods the closed network with refused connections).

/** The browser: Debian's package, or CHROME_PATH. */
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

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
