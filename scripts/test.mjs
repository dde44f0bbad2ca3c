// npm test: typecheck, lint, unit + integration tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then end-to-end tests in Chromium against the production build.
// Ends with one summary line: "tests: N passed, N failed".
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chrome)) {
  console.error(
    `Chromium is missing (looked for ${chrome}). The end-to-end tests need Debian's Chromium:\n` +
      `  sudo apt-get update && sudo apt-get install -y chromium\n` +
      `or set CHROME_PATH to a Chromium/Chrome binary.`,
  );
  process.exit(1);
}

const phases = [];
function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = Math.round((Date.now() - started) / 1000);
  phases.push({ label: `${label} (${args.find((a) => !a.startsWith("-")) ?? command})`, seconds, ok: result.status === 0 });
  console.log(`◀ ${label}: ${result.status === 0 ? "ok" : "FAILED"} (${seconds} s)`);
  return result.status === 0;
}

fs.mkdirSync("test-reports", { recursive: true });
for (const f of ["vitest-report.json", "e2e-report.json"]) fs.rmSync(`test-reports/${f}`, { force: true });
const steps = [
  ["typecheck", "npx", ["react-router", "typegen"]],
  ["typecheck", "npx", ["tsc"]],
  ["lint", "npx", ["eslint", "."]],
  // The build first: the multi-process integration test runs it (TEST_BUILD_DIR), then the
  // end-to-end tests.
  ["production build", "npx", ["react-router", "build"]],
  [
    "unit and integration tests",
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=test-reports/vitest-report.json", "--reporter=./tests/support/timings-reporter.ts"],
    { TEST_BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  ],
  ["end-to-end tests (Chromium)", "npx", ["playwright", "test"]],
];

let ok = true;
for (const [label, command, args, env] of steps) {
  if (!run(label, command, args, env)) {
    ok = false;
    if (label === "typecheck" || label === "production build") break;
  }
}

function count(file, read) {
  try {
    return read(JSON.parse(fs.readFileSync(file, "utf8")));
  } catch {
    return { passed: 0, failed: 0 };
  }
}
const vitest = count("test-reports/vitest-report.json", (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));
const e2e = count("test-reports/e2e-report.json", (r) => ({ passed: r.stats.expected + (r.stats.flaky ?? 0), failed: r.stats.unexpected }));
const passed = vitest.passed + e2e.passed;
const failed = vitest.failed + e2e.failed + (ok ? 0 : vitest.failed + e2e.failed === 0 ? 1 : 0);
console.log("\nTime of each phase:");
for (const phase of phases) console.log(`  ${phase.label.padEnd(42)} ${String(phase.seconds).padStart(5)} s${phase.ok ? "" : "  FAILED"}`);
console.log(`  ${"total".padEnd(42)} ${String(phases.reduce((sum, p) => sum + p.seconds, 0)).padStart(5)} s`);
console.log(`\nvitest: ${vitest.passed} passed, ${vitest.failed} failed · playwright: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
