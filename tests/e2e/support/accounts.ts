// The accounts of the end-to-end suite, one per role, members with and without names, and one for the malformed-request tests. The e2e server
// creates them and a session for each at start (support/server.ts); tests use those sessions
// through support/auth.ts. Plain data: imported by the server process and by the tests.
import type { Role } from "../../../app/lib/permissions";

export interface TestAccount {
  email: string;
  password: string;
  /** Absent: an account created without names (admin:create), whose profile says "Non renseigné". */
  firstName?: string;
  lastName?: string;
  roles: readonly Role[];
  /** The address is confirmed (as through the emailed link): needed to deposit photos. */
  verified?: boolean;
}

export const TEST_ACCOUNTS = {
  // The first-start administrator (BOOTSTRAP_ADMIN_* in playwright.config.ts).
  admin: { email: "admin@adpl.test", password: "admin-e2e-password-2026", firstName: "Administrateur", lastName: "Test", roles: ["admin"] },
  redaction: { email: "redaction@adpl.test", password: "redaction-e2e-password-2026", firstName: "Rédaction", lastName: "Test", roles: ["redaction"] },
  moderation: { email: "moderation@adpl.test", password: "moderation-e2e-password-2026", firstName: "Modération", lastName: "Test", roles: ["moderation"] },
  tresorerie: { email: "tresorerie@adpl.test", password: "tresorerie-e2e-password-2026", firstName: "Trésorerie", lastName: "Test", roles: ["tresorerie"] },
  membre: { email: "membre@adpl.test", password: "membre-e2e-password-2026", firstName: "Membre", lastName: "Test", roles: [] },
  sansnom: { email: "sansnom@adpl.test", password: "sansnom-e2e-password-2026", roles: [] },
  // The malformed-request tests (hardening.spec.ts) post to every guarded form with this one,
  // so what they might change never touches an account other tests look at.
  // The account the back-office's user-management test gives roles to, disables and re-enables.
  cible: { email: "cible@adpl.test", password: "cible-e2e-password-2026", firstName: "Compte", lastName: "Cible", roles: [] },
  // The photo deposit's member (photo-deposit.spec.ts, photo-moderation.spec.ts): deposits and
  // moderation decisions stay on this account, so no other test's "Mes contributions" changes.
  photographe: { email: "photographe@adpl.test", password: "photographe-e2e-password-2026", firstName: "Camille", lastName: "Objectif", roles: [], verified: true },
  robot: { email: "robot@adpl.test", password: "robot-e2e-password-2026", firstName: "Robot", lastName: "Test", roles: ["admin"] },
} as const satisfies Record<string, TestAccount>;

export type TestRole = keyof typeof TEST_ACCOUNTS;

/** Where the e2e server writes the browser state (session cookie) of each test account. */
export function sessionStateFile(dataDir: string, role: TestRole): string {
  return `${dataDir}/sessions/${role}.json`;
}

/** The line the e2e server prints once the accounts and their sessions exist (playwright.config.ts waits for it). */
export const ACCOUNTS_READY = "e2e test accounts ready";

/** The seeded rencontres the suite registers for: the server makes them the association's own (not samples). */
export const REGISTRATION_EVENTS = ["exemple-visite-traboules", "exemple-reunion-publique-circulation"] as const;
