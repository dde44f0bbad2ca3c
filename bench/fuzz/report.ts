// The report printed at the end of a fuzz run, and the exit code it implies.
import type { FuzzCase, Outcome } from "./client";
import { logTail } from "./server";

export interface Result {
  case: FuzzCase;
  outcome: Outcome;
  /** Milliseconds since the start of the run, when the outcome was known. */
  atMs: number;
}

export interface RunSummary {
  planned: number;
  plannedByFamily: Map<string, number>;
  familyOrder: string[];
  results: Result[];
  durationMs: number;
  stopReason: string | undefined;
  concurrency: number;
  server: {
    logFile: string;
    alive: boolean;
    exit: string | undefined;
    /** When the process exited, in run time (ms). */
    exitAtRunMs: number | undefined;
    refused: boolean;
    hung: boolean;
    healthAfter: number | undefined;
    stopped: string;
  };
  rss: { ready?: number; before?: number; after?: number; rested?: number; restSeconds?: number; peak: number; afterRound?: number[] };
  session?: { signIns: number; lost: number; signedInCases: number };
}

/** After the rest, the RSS may exceed the warm "before" by at most this much. */
export const RSS_REST_LIMIT = Number(process.env.FUZZ_RSS_REST_LIMIT_MB ?? 150) * 1024 * 1024;

/** The malformed-request families the security checklist names, and the fuzz families that send them. */
export const CHECKLIST_FAMILIES: Array<[string, string[]]> = [
  ["wrong types", ["values", "nesting"]],
  ["huge fields", ["values", "field-count", "oversized"]],
  ["broken multipart", ["content-type", "upload"]],
  ["bad encodings", ["values", "content-type", "get-pages"]],
  ["JSON where a form is expected", ["content-type"]],
  ["duplicated fields", ["values", "field-count"]],
  ["injection (SQL, HTML/script, CR/LF)", ["injection", "headers", "values"]],
];

/** Total growth allowed over the whole run, warm-up included. */
export const RSS_GROWTH_LIMIT = 600 * 1024 * 1024;
/** Growth allowed during the last round, once warm: more than this looks like a leak. */
export const RSS_STEADY_GROWTH_LIMIT = 100 * 1024 * 1024;
const FIRST_OFFENDERS = 20;

const mb = (bytes: number | undefined) => (bytes === undefined ? "n/a" : `${(bytes / 1024 / 1024).toFixed(0)} MB`);
const short = (s: string, n: number) => {
  // Long runs of one character (10 000 × "a") are shown as a count.
  const squeezed = s.replace(/(.)\1{15,}/g, (m, c: string) => `${c.repeat(3)}…(${m.length}×)`);
  return squeezed.length > n ? `${squeezed.slice(0, n - 1)}…` : squeezed;
};
const printable = (s: string) => s.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);

type Category = "2xx" | "3xx" | "4xx" | "5xx" | "early close (ok)" | "closed" | "timeout" | "other";

interface Classified extends Result {
  category: Category;
  /** Closed or reset because the server was dying. */
  withDeath: boolean;
}

function classify(r: Result, exitAtRunMs: number | undefined): Classified {
  const { outcome, case: c } = r;
  const withDeath = exitAtRunMs !== undefined && r.atMs >= exitAtRunMs - 2_000 && outcome.kind !== "response";
  let category: Category;
  if (outcome.kind === "response" && outcome.status !== undefined) {
    const s = outcome.status;
    category = s >= 500 ? "5xx" : s >= 400 ? "4xx" : s >= 300 ? "3xx" : "2xx";
  } else if (outcome.kind === "closed") category = c.closeOk && !withDeath ? "early close (ok)" : "closed";
  else if (outcome.kind === "timeout") category = "timeout";
  else category = "other";
  return { ...r, category, withDeath };
}

/** Prints the report; returns the exit code. */
export function printReport(s: RunSummary): number {
  const rows = s.results.map((r) => classify(r, s.server.exitAtRunMs));
  const line = (text = "") => console.log(text);
  line();
  line("════════════════════════════════ bench:fuzz report ════════════════════════════════");
  line(`Requests: ${rows.length} of ${s.planned} planned, in ${(s.durationMs / 1000).toFixed(1)} s (${s.concurrency} in flight)${s.stopReason ? ` — stopped early: ${s.stopReason}` : ""}`);

  const byStatus = new Map<number, number>();
  for (const r of rows) if (r.outcome.status !== undefined) byStatus.set(r.outcome.status, (byStatus.get(r.outcome.status) ?? 0) + 1);
  line(`Status codes: ${[...byStatus.entries()].sort((a, b) => a[0] - b[0]).map(([code, n]) => `${code} × ${n}`).join(", ") || "none"}`);

  // Per family
  const categories: Category[] = ["2xx", "3xx", "4xx", "5xx", "early close (ok)", "closed", "timeout", "other"];
  line();
  line(`${"family".padEnd(14)}${"planned".padStart(8)}${"sent".padStart(7)}${categories.map((c) => (c === "early close (ok)" ? "early-close" : c).padStart(c === "early close (ok)" ? 12 : 8)).join("")}`);
  const families = [...s.plannedByFamily.keys()].sort((a, b) => s.familyOrder.indexOf(a) - s.familyOrder.indexOf(b));
  for (const family of families) {
    const mine = rows.filter((r) => r.case.family === family);
    const counts = categories.map((c) => mine.filter((r) => r.category === c).length);
    line(`${family.padEnd(14)}${String(s.plannedByFamily.get(family)).padStart(8)}${String(mine.length).padStart(7)}${counts.map((n, i) => String(n).padStart(categories[i] === "early close (ok)" ? 12 : 8)).join("")}`);
  }

  // 5xx
  const fivexx = rows.filter((r) => r.category === "5xx");
  line();
  line(`5xx responses: ${fivexx.length} (must be 0)`);
  if (fivexx.length) {
    const byMutation = new Map<string, number>();
    for (const r of fivexx) {
      const key = `${r.case.family}: ${r.case.mutation.replace(/"[^"]*"/g, "<field>")}`;
      byMutation.set(key, (byMutation.get(key) ?? 0) + 1);
    }
    line(`  first ${Math.min(FIRST_OFFENDERS, fivexx.length)}:`);
    for (const r of fivexx.slice(0, FIRST_OFFENDERS)) {
      line(`  ${String(r.outcome.status)}  ${r.case.method.padEnd(7)} ${printable(short(r.case.url, 60)).padEnd(60)}  [${r.case.family}] ${printable(short(r.case.mutation, 70))}`);
    }
    const byTarget = new Map<string, number>();
    for (const r of fivexx) byTarget.set(r.case.target, (byTarget.get(r.case.target) ?? 0) + 1);
    line(`  by route: ${[...byTarget.entries()].sort((a, b) => b[1] - a[1]).map(([t, n]) => `${t} × ${n}`).join(", ")}`);
    line(`  by mutation (field names folded), most frequent first:`);
    for (const [m, n] of [...byMutation.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) line(`  ${String(n).padStart(5)}  ${printable(short(m, 100))}`);
    if (byMutation.size > 25) line(`  … and ${byMutation.size - 25} more kinds`);
  }

  // Connections
  const early = rows.filter((r) => r.category === "early close (ok)" || (r.case.stream && r.outcome.closedEarly && r.outcome.kind === "response"));
  const closed = rows.filter((r) => r.category === "closed" && !r.withDeath);
  const lost = rows.filter((r) => r.withDeath);
  const timeouts = rows.filter((r) => r.category === "timeout" && !r.withDeath);
  const cancelled = rows.filter((r) => r.outcome.kind === "cancelled");
  const refused = rows.filter((r) => r.outcome.kind === "refused");
  const clientErrors = rows.filter((r) => r.outcome.kind === "client-error");
  line();
  line("Connections (counted apart from status codes):");
  line(`  deliberate early closes (OK):                                     ${early.length}`);
  const reasons = new Map<string, Classified[]>();
  for (const r of early) reasons.set(r.case.closeOk ?? "", [...(reasons.get(r.case.closeOk ?? "") ?? []), r]);
  for (const [reason, list] of reasons) line(`    ${String(list.length).padStart(4)} × ${reason} (${list.filter((r) => r.outcome.kind === "response").length} after answering)`);
  line(`  closed/reset without an answer (unexpected):                     ${closed.length}`);
  line(`  timeouts (15 s per request, more for oversized bodies):            ${timeouts.length}`);
  line(`  cut by the server's death:                                        ${lost.length}`);
  line(`  refused (nothing listening: the server is gone):                  ${refused.length}`);
  line(`  cancelled by the fuzzer (time limit / stop):                      ${cancelled.length}`);
  if (clientErrors.length) line(`  not sendable by the client (fix the table):                       ${clientErrors.length}`);
  const examples = (label: string, list: Classified[]) => {
    for (const r of list.slice(0, 5)) line(`    ${label}: ${r.case.method} ${printable(short(r.case.url, 50))} [${r.case.family}] ${printable(short(r.case.mutation, 60))}${r.outcome.note ? ` (${r.outcome.note})` : ""}`);
  };
  examples("closed", closed);
  examples("timeout", timeouts);
  examples("client error", clientErrors);

  // Oversized bodies, grouped
  const streamed = rows.filter((r) => r.case.stream);
  if (streamed.length) {
    line();
    line("Oversized bodies (sent one at a time):");
    const groups = new Map<string, Classified[]>();
    for (const r of streamed) {
      const o = r.outcome;
      const what =
        o.kind === "response"
          ? `answered ${o.status}${o.answeredAfterBytes !== undefined && o.answeredAfterBytes < (o.bytesSent ?? 0) + 1 && o.closedEarly ? " before the end of the body, connection closed early" : " after the whole body"}`
          : o.kind === "closed"
            ? `connection closed without an answer${r.withDeath ? " (server died)" : ""}`
            : o.kind;
      const key = `${r.case.mutation} → ${what}`;
      groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    for (const [key, list] of groups) {
      const sent = list.map((r) => r.outcome.answeredAfterBytes ?? r.outcome.bytesSent ?? 0);
      const ms = list.map((r) => r.outcome.ms);
      const span = (values: number[], fmt: (n: number) => string) => (Math.min(...values) === Math.max(...values) ? fmt(values[0]) : `${fmt(Math.min(...values))}–${fmt(Math.max(...values))}`);
      const time = (n: number) => (n < 1000 ? `${Math.round(n)} ms` : `${(n / 1000).toFixed(1)} s`);
      line(`  ${String(list.length).padStart(3)} × ${key} (written to the socket by then: ${span(sent, mb)}; took ${span(ms, time)})`);
    }
  }

  // Reflection and header injection
  const checked = rows.filter((r) => r.case.markers && r.outcome.kind === "response");
  const checkedHtml = checked.filter((r) => !r.outcome.contentType || /html|xml/i.test(r.outcome.contentType));
  const reflected = rows.filter((r) => r.outcome.reflected);
  const injected = rows.filter((r) => r.outcome.injectedHeader !== undefined);
  line();
  line(`Reflection: ${checked.length} answers to marked HTML/script payloads, ${checkedHtml.length} of them HTML, scanned; unescaped reflections: ${reflected.length} (must be 0)`);
  for (const r of reflected.slice(0, FIRST_OFFENDERS)) line(`  ${r.outcome.status}  ${r.case.method} ${printable(short(r.case.url, 60))}  [${r.case.family}] ${printable(short(r.case.mutation, 70))} → "${printable(r.outcome.reflected!)}"`);
  line(`Header injection: answers carrying the injected header: ${injected.length} (must be 0)`);
  for (const r of injected.slice(0, FIRST_OFFENDERS)) line(`  ${r.outcome.status}  ${r.case.method} ${printable(short(r.case.url, 60))}  [${r.case.family}] ${printable(short(r.case.mutation, 70))}`);
  if (s.session) line(`Signed-in pass: ${rows.filter((r) => r.case.signedIn).length} requests sent with the administrator's session (${s.session.signedInCases} in the full plan); sign-ins ${s.session.signIns}, sessions found ended before a signed-in segment ${s.session.lost}`);
  line();
  line("Checklist families (requests sent):");
  for (const [name, families] of CHECKLIST_FAMILIES) line(`  ${name.padEnd(38)} ${families.map((f) => `${f} ${rows.filter((r) => r.case.family === f).length}`).join(", ")}`);

  // Memory and process
  const growth = s.rss.after !== undefined && s.rss.before !== undefined ? s.rss.after - s.rss.before : undefined;
  line();
  line(`Server RSS: ready ${mb(s.rss.ready)}, before ${mb(s.rss.before)}, after ${mb(s.rss.after)}${growth !== undefined ? ` (${growth >= 0 ? "+" : ""}${mb(growth)})` : ""}, peak ${mb(s.rss.peak)} (sampled every 250 ms)`);
  const restedGrowth = s.rss.rested !== undefined && s.rss.before !== undefined ? s.rss.rested - s.rss.before : undefined;
  if (s.rss.rested !== undefined) line(`Server RSS after a ${s.rss.restSeconds} s rest: ${mb(s.rss.rested)} (${restedGrowth! >= 0 ? "+" : ""}${mb(restedGrowth)} over before; limit +${mb(RSS_REST_LIMIT)})`);
  const rounds = s.rss.afterRound ?? [];
  if (rounds.length > 1) line(`RSS after each round: ${rounds.map((r) => mb(r)).join(" → ")}`);
  const steadyGrowth = rounds.length > 1 ? rounds[rounds.length - 1]! - rounds[rounds.length - 2]! : undefined;
  const dead = !s.server.alive || s.server.refused;
  if (dead) {
    line(`Server: DIED during the run${s.server.exit ? ` (${s.server.exit})` : ""}${s.server.refused ? "; connections were refused" : ""}`);
    const tail = logTail(s.server.logFile);
    if (tail.length) {
      line("  last lines of the server log:");
      for (const l of tail) line(`    ${l}`);
    }
  } else if (s.server.hung) line("Server: alive but STOPPED ANSWERING during the run");
  else line(`Server: alive after the run; /healthz → ${s.server.healthAfter ?? "no answer"}`);
  line(`Server stopped with: ${s.server.stopped}. Log: ${s.server.logFile}`);

  // Verdict
  const failures: string[] = [];
  if (fivexx.length) failures.push(`${fivexx.length} responses with a 5xx status`);
  if (dead) failures.push("the server died");
  if (s.server.hung) failures.push("the server stopped answering");
  if (!dead && !s.server.hung && s.server.healthAfter !== 200) failures.push(`/healthz after the run: ${s.server.healthAfter ?? "no answer"}`);
  if (reflected.length) failures.push(`${reflected.length} unescaped reflections of an HTML payload`);
  if (injected.length) failures.push(`${injected.length} answers with an injected header`);
  if (restedGrowth !== undefined && restedGrowth > RSS_REST_LIMIT) failures.push(`RSS after the rest is ${mb(restedGrowth)} over before (limit ${mb(RSS_REST_LIMIT)})`);
  if (growth !== undefined && growth > RSS_GROWTH_LIMIT) failures.push(`RSS grew by ${mb(growth)} (limit ${mb(RSS_GROWTH_LIMIT)})`);
  if (steadyGrowth !== undefined && steadyGrowth > RSS_STEADY_GROWTH_LIMIT) failures.push(`RSS still grew by ${mb(steadyGrowth)} in the last round (limit ${mb(RSS_STEADY_GROWTH_LIMIT)}): a leak?`);
  if (s.stopReason?.startsWith("time limit")) line("WARNING: the time limit (--budget-min) cut the run short; not every planned request was sent.");
  line();
  line(failures.length ? `RESULT: FAIL — ${failures.join("; ")}` : `RESULT: PASS — ${rows.length} requests, no 5xx, no reflection, server alive, RSS ${mb(s.rss.before)} before, ${mb(s.rss.peak)} peak, ${mb(s.rss.rested ?? s.rss.after)} after the rest, growth ${mb(growth)}${steadyGrowth !== undefined ? ` (last round ${steadyGrowth >= 0 ? "+" : ""}${mb(steadyGrowth)})` : ""}`);
  return failures.length ? 1 : 0;
}
