// The e2e suite's waits, scaled by this host's slowness: E2E_HOST_SLOWNESS, measured once by
// playwright.config.ts (from 1 to 4) and inherited by the workers.

/**
 * A wait set on the hosts the suite was written on, scaled by this host's slowness. Used by the
 * configuration's timeouts and by the few waits longer than those (queued emails, a server
 * starting); what the tests assert does not change.
 */
export function scaled(milliseconds: number): number {
  return Math.round(milliseconds * (Number(process.env.E2E_HOST_SLOWNESS) || 1));
}
