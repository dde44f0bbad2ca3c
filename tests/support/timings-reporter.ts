// A Vitest reporter that writes how long each test file and test took, per project, to
// test-reports/vitest-timings.json: what `npm run test:timings` (scripts/test-timings.mjs) ranks.
// A file's time is its wall time in its worker: preparing, importing, setup files, tests and hooks.
import fs from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

export interface FileTiming {
  project: string;
  file: string;
  ms: number;
  tests: Array<{ name: string; ms: number }>;
}

export default class TimingsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const files: FileTiming[] = modules.map((module) => {
      const d = module.diagnostic();
      return {
        project: module.project.name || "default",
        file: path.relative(process.cwd(), module.moduleId),
        ms: Math.round(d.prepareDuration + d.environmentSetupDuration + d.collectDuration + d.setupDuration + d.duration),
        tests: [...module.children.allTests()].map((test) => ({ name: test.fullName, ms: Math.round(test.diagnostic()?.duration ?? 0) })),
      };
    });
    fs.mkdirSync("test-reports", { recursive: true });
    fs.writeFileSync("test-reports/vitest-timings.json", JSON.stringify(files, null, 1));
  }
}
