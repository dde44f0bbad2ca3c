// The accounts of the end-to-end suite, one per role plus a member without one. The e2e server
// creates them and a session for each at start (support/server.ts); tests use those sessions
// through support/auth.ts. Plain data: imported by the server process and by the tests.
import type { Role } from "../../../app/lib/permissions";

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  roles: readonly Role[];
}

export const TEST_ACCOUNTS = {
  // The first-start administrator (BOOTSTRAP_ADMIN_* in playwright.config.ts).
  admin: { email: "admin@adpl.test", password: "admin-e2e-password-2026", firstName: "Administrateur", roles: ["admin"] },
  redaction: { email: "redaction@adpl.test", password: "redaction-e2e-password-2026", firstName: "Rédaction", roles: ["redaction"] },
  moderation: { email: "moderation@adpl.test", password: "moderation-e2e-password-2026", firstName: "Modération", roles: ["moderation"] },
  tresorerie: { email: "tresorerie@adpl.test", password: "tresorerie-e2e-password-2026", firstName: "Trésorerie", roles: ["tresorerie"] },
  membre: { email: "membre@adpl.test", password: "membre-e2e-password-2026", firstName: "Membre", roles: [] },
} as const satisfies Record<string, TestAccount>;

export type TestRole = keyof typeof TEST_ACCOUNTS;

/** Where the e2e server writes the browser state (session cookie) of each test account. */
export function sessionStateFile(dataDir: string, role: TestRole): string {
  return `${dataDir}/sessions/${role}.json`;
}

/** The line the e2e server prints once the accounts and their sessions exist (playwright.config.ts waits for it). */
export const ACCOUNTS_READY = "e2e test accounts ready";
