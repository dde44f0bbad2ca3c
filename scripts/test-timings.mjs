// npm run test:timings: runs the whole suite (npm test), then prints where its time goes: each
// project's total, and the 30 slowest files and tests with their share of their project. With
// --reports-only, reads the reports of the last run instead (test-reports/vitest-timings.json,
// written by tests/support/timings-reporter.ts, and Playwright's test-reports/e2e-report.json).
// Times are the sums of what each worker spent: with two workers a project's wall time is about
// half its total.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const TOP = 30;

if (!process.argv.includes("--reports-only")) {
  spawnSync("node", ["scripts/test.mjs"], { stdio: "inherit" });
}

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** Vitest: one entry per file and project. */
const rows = (read("test-reports/vitest-timings.json") ?? []).map((f) => ({ project: f.project, file: f.file, ms: f.ms, tests: f.tests }));

/** Playwright: a file's time per project is the sum of its tests' attempts (retries included). */
const e2e = read("test-reports/e2e-report.json");
if (e2e) {
  const byFile = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const key = `${test.projectName}\u0000${file}`;
        const row = byFile.get(key) ?? { project: `e2e ${test.projectName}`, file: `tests/e2e/${file}`, ms: 0, tests: [] };
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        const retries = Math.max(0, (test.results ?? []).length - 1);
        row.ms += ms;
        row.tests.push({ name: `${[...(suite.title && suite.title !== file ? [suite.title] : []), spec.title].join(" › ")}${retries ? ` (${retries} retry)` : ""}`, ms });
        byFile.set(key, row);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of e2e.suites ?? []) walk(suite, suite.file ?? suite.title);
  rows.push(...byFile.values());
}

if (rows.length === 0) {
  console.error("No report to read: run `npm run test:timings` (or `npm test`) first.");
  process.exit(1);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const share = (ms, total) => `${((100 * ms) / total).toFixed(1)} %`;
const pad = (text, width) => String(text).padEnd(width);

const projects = new Map();
for (const row of rows) projects.set(row.project, (projects.get(row.project) ?? 0) + row.ms);
const total = [...projects.values()].reduce((a, b) => a + b, 0);

console.log(`\n## Time per project (sum over workers)\n`);
for (const [project, ms] of [...projects.entries()].sort((a, b) => b[1] - a[1])) {
  console.log(`${pad(project, 22)} ${pad(seconds(ms), 10)} ${share(ms, total)}`);
}

console.log(`\n## The ${TOP} slowest files (share of their project)\n`);
for (const row of [...rows].sort((a, b) => b.ms - a.ms).slice(0, TOP)) {
  console.log(`${pad(seconds(row.ms), 9)} ${pad(share(row.ms, projects.get(row.project)), 8)} ${pad(row.project, 16)} ${row.file}`);
}

console.log(`\n## The ${TOP} slowest tests (share of their project)\n`);
const tests = rows.flatMap((row) => row.tests.map((t) => ({ ...t, project: row.project, file: row.file })));
for (const t of tests.sort((a, b) => b.ms - a.ms).slice(0, TOP)) {
  console.log(`${pad(seconds(t.ms), 9)} ${pad(share(t.ms, projects.get(t.project)), 8)} ${pad(t.project, 16)} ${t.file.replace(/^tests\//, "")} › ${t.name.slice(0, 110)}`);
}
