// The CI's dependency audit (scripts/audit.mjs): a high or critical advisory fails the run, an
// unreachable advisory database is reported as "not checked", never as clean.
import { describe, expect, it } from "vitest";
import { judgeAudit } from "../../scripts/audit-report.mjs";

const clean = { auditReportVersion: 2, vulnerabilities: {}, metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 } } };

describe("judgeAudit", () => {
  it("passes a report without advisories", () => {
    expect(judgeAudit(clean)).toEqual({ checked: true, counts: clean.metadata.vulnerabilities, serious: [] });
  });

  it("lists high and critical advisories, not moderate or low ones", () => {
    const report = {
      ...clean,
      vulnerabilities: {
        express: { name: "express", severity: "high", range: "<4.20.0", via: [{ title: "Open redirect", url: "https://github.com/advisories/GHSA-x" }], fixAvailable: true },
        cookie: { name: "cookie", severity: "low", range: "<0.7.0", via: [{ title: "Out of bounds", url: "https://github.com/advisories/GHSA-y" }], fixAvailable: true },
        "body-parser": { name: "body-parser", severity: "critical", range: "*", via: ["express"], fixAvailable: false },
      },
      metadata: { vulnerabilities: { info: 0, low: 1, moderate: 0, high: 1, critical: 1, total: 3 } },
    };
    const verdict = judgeAudit(report);
    expect(verdict.checked).toBe(true);
    if (!verdict.checked) return;
    expect(verdict.serious).toEqual([
      "high: express <4.20.0: Open redirect (https://github.com/advisories/GHSA-x) — a fix is available",
      "critical: body-parser *: express",
    ]);
  });

  it("reports an unreachable advisory database as not checked", () => {
    expect(judgeAudit({ message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk", statusCode: 405 })).toEqual({
      checked: false,
      why: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
    });
    expect(judgeAudit(null).checked).toBe(false);
  });
});
