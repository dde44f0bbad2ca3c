// What `npm audit --omit=dev --json` says, judged for scripts/audit.mjs (unit-tested apart).

/**
 * @param {any} report the parsed JSON of `npm audit --json` (npm 7 and later)
 * @returns {{ checked: false, why: string } | { checked: true, counts: Record<string, number>, serious: string[] }}
 */
export function judgeAudit(report) {
  if (!report || typeof report !== "object" || !report.metadata?.vulnerabilities) {
    const why = report?.error?.summary || report?.message || "no report";
    return { checked: false, why: String(why) };
  }
  const counts = report.metadata.vulnerabilities;
  const serious = Object.values(report.vulnerabilities ?? {})
    .filter((v) => v.severity === "high" || v.severity === "critical")
    .map((v) => {
      const via = (v.via ?? []).map((x) => (typeof x === "string" ? x : `${x.title} (${x.url})`)).join("; ");
      return `${v.severity}: ${v.name} ${v.range}: ${via}${v.fixAvailable ? " — a fix is available" : ""}`;
    });
  return { checked: true, counts, serious };
}
