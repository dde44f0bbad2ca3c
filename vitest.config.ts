// Unit tests run once; integration tests run on PGlite, and again on PostgreSQL when
// TEST_DATABASE_URL is set (CI). No React Router plugin here (see stack notes).
import os from "node:os";
import { defineConfig } from "vitest/config";

const integration = ["tests/integration/**/*.test.ts", "tests/security/**/*.test.ts", "app/**/*.integration.test.ts"];
const testEnv = { NODE_ENV: "test", APP_ENV: "test", LOG_LEVEL: "silent", TZ: "UTC" };

const shared = {
  resolve: { tsconfigPaths: true },
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
        },
      },
      {
        ...shared,
        test: {
          name: "pglite",
          include: integration,
          // Several server processes on one database: PostgreSQL only (ADR 0022).
          exclude: ["tests/integration/multi-process.test.ts"],
          setupFiles: ["tests/setup/integration.ts"],
          env: { ...testEnv, TEST_DB: "pglite" },
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
                include: integration,
                setupFiles: ["tests/setup/integration.ts"],
                env: { ...testEnv, TEST_DB: "postgres" },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
