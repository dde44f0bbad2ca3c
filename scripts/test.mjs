// npm test: typecheck, lint, unit + integration tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then end-to-end tests in Chromium against the production build.
// Ends with one summary line: "tests: N passed, N failed".
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { E2E_CHROME_PATH } from "./chromium.mjs";

const chrome = E2E_CHROME_PATH;
if (!fs.existsSync(chrome)) {
  console.error(
    `Chromium is missing (looked for ${chrome}). The end-to-end tests need Debian's Chromium:\n` +
      `  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell\n` +
      `or set E2E_CHROME_PATH to a Chromium/Chrome binary.`,
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

/**
 * Steps that read the sources and write nothing the others read (the typecheck, the lint, the
 * production build) run side by side: each is mostly one thread, and on a 2-core machine running
 * them one after the other left a core idle for a minute. Each one's output is printed whole
 * when it ends, so the log reads as if they had run in turn.
 */
async function runTogether(steps) {
  const results = await Promise.all(
    steps.map(
      ([label, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const output = [];
          const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("close", (status) => {
            const seconds = Math.round((Date.now() - started) / 1000);
            console.log(`\n▶ ${label}`);
            process.stdout.write(Buffer.concat(output));
            console.log(`◀ ${label}: ${status === 0 ? "ok" : "FAILED"} (${seconds} s, alongside ${steps.length - 1} other steps)`);
            phases.push({ label: `${label} (${args.find((a) => !a.startsWith("-")) ?? command})`, seconds, ok: status === 0, together: true });
            resolve(status === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
}

fs.mkdirSync("test-reports", { recursive: true });
for (const f of ["vitest-report.json", "e2e-report.json"]) fs.rmSync(`test-reports/${f}`, { force: true });
// Types generated first: the typecheck reads them.
let ok = run("typecheck", "npx", ["react-router", "typegen"]);
// The build must succeed for any test to run; the typecheck and the lint failing still let the
// tests run, so that one run shows every problem.
if (ok) {
  const checks = await runTogether([
    ["typecheck", "npx", ["tsc"]],
    ["lint", "npx", ["eslint", "."]],
    ["production build", "npx", ["react-router", "build"]],
  ]);
  const built = phases.find((p) => p.label.startsWith("production build"))?.ok === true;
  ok = checks;
  if (built) {
    // The multi-process integration test runs the build (TEST_BUILD_DIR), then the end-to-end tests.
    ok = run("unit and integration tests", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=test-reports/vitest-report.json", "--reporter=./tests/support/timings-reporter.ts"], { TEST_BUILD_DIR: process.env.BUILD_DIR ?? "build" }) && ok;
    ok = run("end-to-end tests (Chromium)", "npx", ["playwright", "test"]) && ok;
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
// Wall time: the steps run side by side count once, for the longest of them.
const together = phases.filter((p) => p.together);
const wall = phases.filter((p) => !p.together).reduce((sum, p) => sum + p.seconds, 0) + Math.max(0, ...together.map((p) => p.seconds));
console.log(`  ${"total (wall time)".padEnd(42)} ${String(wall).padStart(5)} s`);
console.log(`\nvitest: ${vitest.passed} passed, ${vitest.failed} failed · playwright: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
