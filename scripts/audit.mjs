// npm run audit (and CI, .ci/run): the production dependencies must have no known high or
// critical advisory. `npm audit --omit=dev` asks the registry's advisory database; this script
// fails on any high or critical finding, and says plainly when the database could not be asked
// (a registry mirror without the audit endpoint answers 405): then nothing was checked, which
// fails too when AUDIT_REQUIRED=1 (set it where the registry is the real one).
import { spawnSync } from "node:child_process";
import { judgeAudit } from "./audit-report.mjs";

const result = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
let report;
try {
  report = JSON.parse(result.stdout || "null");
} catch {
  report = null;
}

const verdict = judgeAudit(report);
if (!verdict.checked) {
  console.warn(`npm audit: the advisory database could not be asked (${verdict.why}). Production dependencies NOT checked.`);
  process.exit(process.env.AUDIT_REQUIRED === "1" ? 1 : 0);
}
const { counts, serious } = verdict;
console.log(`npm audit (production dependencies): ${["critical", "high", "moderate", "low"].map((s) => `${counts[s] ?? 0} ${s}`).join(", ")}.`);
for (const line of serious) console.error(`  ${line}`);
process.exit(serious.length > 0 ? 1 : 0);
