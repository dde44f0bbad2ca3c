// Unit tests run once; integration tests run on PGlite, and those that exercise the engine run
// again on PostgreSQL when TEST_DATABASE_URL is set (CI): ENGINE_TESTS below, the reasons in
// docs/testing.md. No React Router plugin here (see stack notes).
import os from "node:os";
import { defineConfig } from "vitest/config";
import { enhanceEntry } from "./scripts/vite-enhance";
import { TEST_ASSOCIATION_ENV } from "./tests/support/association-env";

const integration = ["tests/integration/**/*.test.ts", "tests/security/**/*.test.ts", "app/**/*.integration.test.ts"];

/**
 * The integration tests whose outcome can depend on the database engine, run on both: locks and
 * concurrent writes (FOR UPDATE, ON CONFLICT, transactions under races), LISTEN/NOTIFY and
 * advisory locks, the job queue, several processes, crashes, backups, migrations, the rate
 * limits' store (a table shared by the processes on PostgreSQL), and the SQL most likely to
 * differ between PostgreSQL 15 and PGlite's 18 (full-text search with unaccent and pg_trgm, the
 * dashboard's date arithmetic, the lists' filters). Every other test runs on PGlite only; a test
 * that needs the server too is added here, with its reason in docs/testing.md.
 */
const ENGINE_TESTS = [
  // Locks, races and transactions.
  "tests/integration/admin-users.test.ts",
  "tests/integration/events-registration.test.ts",
  "tests/integration/idempotency.test.ts",
  "tests/integration/membership.test.ts",
  "tests/integration/photo-deposit-limits.test.ts",
  "tests/integration/photo-moderation.test.ts",
  "tests/integration/site-settings.test.ts",
  "tests/integration/samples.test.ts",
  // The job queue, LISTEN/NOTIFY, several processes, crashes, backups, migrations.
  "tests/integration/jobs.test.ts",
  "tests/integration/newsletter-admin.test.ts",
  "tests/integration/newsletter-kill.test.ts",
  "tests/integration/multi-process.test.ts",
  "tests/integration/multi-process-rate-limit.test.ts",
  "tests/integration/crash-safety.test.ts",
  "tests/integration/backups.test.ts",
  "tests/integration/database.test.ts",
  // Rate limits: counted in a table shared by the processes on PostgreSQL, in memory on PGlite.
  "tests/security/A4-login-limits.test.ts",
  "tests/security/V6-public-form-limits.test.ts",
  "tests/integration/auth.test.ts",
  // SQL that differs most between engines and versions.
  "tests/integration/search.test.ts",
  "tests/integration/positions.test.ts",
  "tests/integration/blog.test.ts",
  "tests/integration/admin-dashboard.test.ts",
  "tests/integration/admin-lists.test.ts",
  // Issue 36 asks for these on both engines: the go-live checklist's rules, the retention purges
  // (date arithmetic in SQL, deletes under the policy table), the forms' timing check.
  "tests/integration/go-live.test.ts",
  "tests/integration/retention.test.ts",
  "tests/integration/form-action.test.ts",
];
const testEnv = { NODE_ENV: "test", APP_ENV: "test", LOG_LEVEL: "silent", TZ: "UTC" };

const shared = {
  resolve: { tsconfigPaths: true },
  // root.tsx imports the enhancement entry's URL (ADR 0024); served, it is the module's own path.
  plugins: [enhanceEntry(process.env.BUILD_DIR ?? "build")],
};

export default defineConfig({
  ...shared,
  test: {
    // Vitest's default (one worker fewer than the cores) runs one file at a time on a 2-core CI
    // machine, leaving a core idle: one worker per core, at least two. Each file still runs in its
    // own process with its own database, job queue and SMTP sink.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        ...shared,
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "app/**/*.test.tsx", "server/**/*.test.ts", "tests/unit/**/*.test.ts", "tests/support/**/*.test.ts", "tests/property/**/*.test.ts"],
          exclude: integration,
          env: testEnv,
          // A few unit tests do seconds of real work (sharp encoding a 20 000 px image, ESLint
          // walking the import graph): the default 5 s failed them on a loaded 2-core machine.
          // A timeout catches a hang, never measures speed (the benches and budgets do).
          testTimeout: 15_000,
        },
      },
      {
        ...shared,
        test: {
          name: "pglite",
          include: integration,
          // Several server processes on one database: PostgreSQL only (ADR 0022).
          exclude: ["tests/integration/multi-process.test.ts"],
          globalSetup: ["tests/setup/database-template.ts"],
          setupFiles: ["tests/setup/integration.ts"],
          env: { ...testEnv, ...TEST_ASSOCIATION_ENV, TEST_DB: "pglite" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              ...shared,
              test: {
                name: "postgres",
                include: ENGINE_TESTS,
                globalSetup: ["tests/setup/database-template.ts"],
                setupFiles: ["tests/setup/integration.ts"],
                env: { ...testEnv, ...TEST_ASSOCIATION_ENV, TEST_DB: "postgres" },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
