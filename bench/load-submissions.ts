// Load without loss (issue 20; npm run bench:load-submissions; not part of npm test): the
// production server, started as `npm start` starts it (bench/support/server.mjs), receives
// bursts of concurrent valid submissions of the five public forms — idea, membership, contact,
// newsletter, event registration — each with a unique marker (its email address) and its own
// idempotency key, as a browser posts them (same-origin Origin header, empty honeypot). Some are
// posted twice at once with the same key (a double click). Then the server is stopped and the
// database read: every submission the site accepted must be stored exactly once (the status codes
// are not trusted), none refused may be stored, every household has its member rows and its
// confirmation email queued, and no answer may be a 5xx.
//
// Two bursts per database: BENCH_MEMBERSHIPS memberships alone (the issue's "200 concurrent
// memberships" figure), then BENCH_SUBMISSIONS submissions spread evenly over the five forms.
// Before them, as a baseline, as many membership posts with the honeypot filled: the same request
// path (bounded parse, validation, rate limits, the redirect with its toast) storing nothing, so
// the figures separate what storing a household costs from what answering any post costs. The
// rate limits are raised for the run through the environment (POST_RATE_LIMIT_PER_MINUTE,
// PUBLIC_FORM_RATE_LIMIT): every request comes from 127.0.0.1. Run on the embedded database and
// on PostgreSQL (a database of its own, created and dropped). Prints markdown tables: per form,
// requests/s, latency p50/p95/p99, answers by status, and what the database holds; the results
// also go to bench/results/load-submissions.json. Exit code 1 on any loss, duplicate or 5xx.
//
//   BUILD_DIR=build npx react-router build && npm run bench:load-submissions
//
// Options (environment):
//   BUILD_DIR              the build to serve (default build)
//   BENCH_ENGINES          pglite,postgres (default both)
//   BENCH_POSTGRES_URL     the PostgreSQL server to create the database on (default
//                          TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_SUBMISSIONS      submissions of the mixed burst (default 1000)
//   BENCH_MEMBERSHIPS      memberships of the membership burst (default 200; 0 skips it)
//   BENCH_BASELINE         honeypot-caught membership posts of the baseline burst (default BENCH_MEMBERSHIPS; 0 skips it)
//   BENCH_DOUBLE_SUBMITS   submissions of the mixed burst posted twice at once (default 100)
//   BENCH_NODE_FLAGS       the measured server's Node flags instead of npm start's (e.g. with --cpu-prof)
//   BENCH_WARMUP           submissions of each form posted one by one before the bursts (default 20)
//   BENCH_PORT             the server's port (default 4350)
//   BENCH_JSON             where to write the results (default bench/results/load-submissions.json)
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import { countStored, type StoredRows } from "./submissions/count";
import { FORMS, isAccepted, submission, type FormName, type FormTargets, type Submission } from "./submissions/forms";
import { createPostgresDatabase } from "./submissions/database";
import { nodeFlagsFromEnv, processCpuMs, requireBuild, startServer, type RunningServer } from "./support/server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const engines = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",").map((e) => e.trim()).filter(Boolean);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const mixedCount = Math.max(0, Number(process.env.BENCH_SUBMISSIONS ?? 1000));
const membershipCount = Math.max(0, Number(process.env.BENCH_MEMBERSHIPS ?? 200));
const baselineCount = Math.max(0, Number(process.env.BENCH_BASELINE ?? membershipCount));
const nodeFlags = nodeFlagsFromEnv();
const warmup = Math.max(1, Number(process.env.BENCH_WARMUP ?? 20));
const doubleSubmits = Math.min(mixedCount, Math.max(0, Number(process.env.BENCH_DOUBLE_SUBMITS ?? 100)));
const port = Number(process.env.BENCH_PORT ?? 4350);
const resultsFile = path.resolve(root, process.env.BENCH_JSON ?? "bench/results/load-submissions.json");

interface Answer {
  submission: Submission;
  status: number;
  ms: number;
  /** A double click's second post. */
  repeat: boolean;
  error?: string;
}

async function post(origin: string, s: Submission, repeat = false): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(`${origin}${s.path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin,
        accept: "text/html,application/xhtml+xml",
        "user-agent": "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      },
      body: new URLSearchParams(s.fields),
    });
    await response.arrayBuffer();
    return { submission: s, status: response.status, ms: performance.now() - started, repeat };
  } catch (error) {
    return { submission: s, status: 0, ms: performance.now() - started, repeat, error: error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? "")}` : String(error) };
  }
}

interface BurstResult {
  answers: Answer[];
  seconds: number;
  /** The server's CPU time (user + system) during the burst, per request. */
  serverCpuMsPerRequest: number;
}

/** Posts every submission at once (and the double clicks' second posts); the answers, the wall time and the server's CPU time. */
async function burst(server: RunningServer, submissions: Submission[], twice: Set<Submission>): Promise<BurstResult> {
  const started = performance.now();
  const cpuBefore = processCpuMs(server.pid);
  const answers = await Promise.all([...submissions.map((s) => post(server.origin, s)), ...[...twice].map((s) => post(server.origin, s, true))]);
  const serverCpuMsPerRequest = (processCpuMs(server.pid) - cpuBefore) / answers.length;
  return { answers, seconds: (performance.now() - started) / 1000, serverCpuMsPerRequest };
}

/** A membership year offered today and an event open for registration, read from the pages. */
async function discoverTargets(origin: string): Promise<FormTargets> {
  const membershipPage = await (await fetch(`${origin}/adhesion`)).text();
  const year = /name="annee_adhesion"[^>]*value="(\d{4})"|value="(\d{4})"[^>]*name="annee_adhesion"/.exec(membershipPage);
  if (!year) throw new Error("no membership year offered on /adhesion");
  const events = await (await fetch(`${origin}/rencontres`)).text();
  const slugs = [...new Set([...events.matchAll(/href="\/rencontres\/([a-z0-9-]+)"/g)].map((m) => m[1]!))].filter((s) => s !== "annulation");
  for (const slug of slugs) {
    const page = await (await fetch(`${origin}/rencontres/${slug}`)).text();
    if (/name="persons"/.test(page)) return { year: (year[1] ?? year[2])!, eventSlug: slug };
  }
  throw new Error(`no event open for registration among ${slugs.join(", ") || "none"}`);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface FormFigures {
  form: FormName | "all";
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  accepted: number;
  storedOnce: number;
  lost: number;
  duplicated: number;
  storedRefused: number;
}

function figures(form: FormName | "all", answers: Answer[], seconds: number, stored: StoredRows): FormFigures {
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const a of answers) statuses[a.status === 0 ? "error" : String(a.status)] = (statuses[a.status === 0 ? "error" : String(a.status)] ?? 0) + 1;
  // A marker counts as accepted when either of its posts was answered with success.
  const byMarker = new Map<string, { s: Submission; accepted: boolean }>();
  for (const a of answers) {
    const entry = byMarker.get(a.submission.marker) ?? { s: a.submission, accepted: false };
    entry.accepted ||= isAccepted(a.status);
    byMarker.set(a.submission.marker, entry);
  }
  let accepted = 0;
  let storedOnce = 0;
  let lost = 0;
  let duplicated = 0;
  let storedRefused = 0;
  for (const [marker, { s, accepted: ok }] of byMarker) {
    const n = stored.perMarker[s.form].get(marker) ?? 0;
    if (ok) {
      accepted += 1;
      if (n === 1) storedOnce += 1;
      else if (n === 0) lost += 1;
    } else if (n > 0) {
      storedRefused += 1;
    }
    if (n > 1) duplicated += 1;
  }
  return {
    form,
    requests: answers.length,
    requestsPerSecond: answers.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    statuses,
    accepted,
    storedOnce,
    lost,
    duplicated,
    storedRefused,
  };
}

/** A bot's post: the honeypot field filled. The site answers as to a person and stores nothing. */
function caughtByHoneypot(s: Submission): Submission {
  return { ...s, fields: { ...s.fields, site_web: "https://promotion.example" } };
}

interface BaselineFigures {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  statuses: Record<string, number>;
  /** Rows stored for these posts: must be 0. */
  stored: number;
  serverCpuMsPerRequest: number;
}

function baselineFigures(result: BurstResult, stored: StoredRows): BaselineFigures {
  const f = figures("membership", result.answers, result.seconds, stored);
  const rows = [...stored.perMarker.membership.values()].reduce((sum, n) => sum + n, 0);
  return { requests: f.requests, requestsPerSecond: f.requestsPerSecond, p50: f.p50, p95: f.p95, p99: f.p99, statuses: f.statuses, stored: rows, serverCpuMsPerRequest: result.serverCpuMsPerRequest };
}

/** Households of the run whose member rows or confirmation email do not match what was posted. */
function householdProblems(submissions: Submission[], stored: StoredRows): string[] {
  const problems: string[] = [];
  for (const s of submissions) {
    if (s.form !== "membership") continue;
    const household = stored.households.get(s.marker);
    if (!household) continue;
    if (household.members !== s.persons) problems.push(`${s.marker}: ${household.members} member rows for ${s.persons} persons`);
    if (household.confirmations !== 1) problems.push(`${s.marker}: ${household.confirmations} confirmation emails queued`);
  }
  return problems;
}

interface EngineResult {
  engine: string;
  baseline: BaselineFigures | null;
  membershipBurst: FormFigures | null;
  mixed: FormFigures[];
  householdProblems: string[];
  householdsWithoutMembers: number;
  errors: string[];
  /** The server process's CPU time per request of each burst (the database's too on PGlite). */
  serverCpuMsPerRequest: { memberships: number | null; mixed: number };
}

async function runEngine(engine: string): Promise<EngineResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "adpl-load-submissions-"));
  const database = engine === "postgres" ? await createPostgresDatabase(postgresUrl, "adpl_bench_submissions") : null;
  const run = randomBytes(4).toString("hex");
  let server: RunningServer | undefined;
  try {
    process.stderr.write(`[${engine}] first start: migrations and sample content …\n`);
    // The embedded database under dataDir, or the PostgreSQL database; SIGKILL 20 s after SIGTERM.
    const common = { buildDir, dataDir, port, startTimeoutMs: 180_000, stopTimeoutMs: 20_000 };
    const databaseEnv: Record<string, string> = database ? { DATABASE_URL: database.url } : {};
    await (await startServer({ ...common, env: databaseEnv })).stop();
    // The rate limits raised for the run (every request comes from one address).
    server = await startServer({ ...common, nodeFlags, env: { ...databaseEnv, POST_RATE_LIMIT_PER_MINUTE: "1000000", PUBLIC_FORM_RATE_LIMIT: "1000000" } });
    const targets = await discoverTargets(server.origin);
    // Warm, as a server that has been running is: BENCH_WARMUP submissions of each form one after
    // the other (modules loaded, the JavaScript and the embedded database's WebAssembly compiled
    // by the optimising tiers, the database's first writes). Not counted.
    for (let i = 0; i < warmup; i += 1) for (const form of FORMS) await post(server.origin, submission(form, `${run}w`, i, targets));

    // The baseline: the same membership posts, caught by the honeypot (nothing may be stored).
    let baselineAnswers: BurstResult | null = null;
    const baseline = Array.from({ length: baselineCount }, (_, i) => caughtByHoneypot(submission("membership", `${run}b`, i, targets)));
    if (baselineCount > 0) {
      process.stderr.write(`[${engine}] ${baselineCount} concurrent membership posts caught by the honeypot (baseline) …\n`);
      baselineAnswers = await burst(server, baseline, new Set());
    }

    let membershipAnswers: BurstResult | null = null;
    const memberships = Array.from({ length: membershipCount }, (_, i) => submission("membership", `${run}m`, i, targets));
    if (membershipCount > 0) {
      process.stderr.write(`[${engine}] ${membershipCount} concurrent memberships …\n`);
      membershipAnswers = await burst(server, memberships, new Set());
    }
    // Spread evenly: submission i goes to form i mod 5.
    const mixed = Array.from({ length: mixedCount }, (_, i) => submission(FORMS[i % FORMS.length]!, run, i, targets));
    const twice = new Set(mixed.filter((_, i) => i % Math.max(1, Math.floor(mixedCount / Math.max(1, doubleSubmits))) === 0).slice(0, doubleSubmits));
    process.stderr.write(`[${engine}] ${mixedCount} concurrent submissions over ${FORMS.length} forms (${twice.size} posted twice) …\n`);
    const mixedAnswers = await burst(server, mixed, twice);
    await server.stop();
    server = undefined;

    const target = database ? ({ kind: "postgres", url: database.url } as const) : ({ kind: "pglite", dataDir: path.join(dataDir, "pglite") } as const);
    const [storedBaseline, storedMemberships, storedMixed] = [await countStored(target, `${run}b`), await countStored(target, `${run}m`), await countStored(target, run)];
    const errors = [...(baselineAnswers?.answers ?? []), ...(membershipAnswers?.answers ?? []), ...mixedAnswers.answers].filter((a) => a.error).map((a) => `${a.submission.form}: ${a.error}`);
    return {
      engine,
      baseline: baselineAnswers ? baselineFigures(baselineAnswers, storedBaseline) : null,
      membershipBurst: membershipAnswers ? figures("membership", membershipAnswers.answers, membershipAnswers.seconds, storedMemberships) : null,
      serverCpuMsPerRequest: { memberships: membershipAnswers?.serverCpuMsPerRequest ?? null, mixed: mixedAnswers.serverCpuMsPerRequest },
      mixed: [
        ...FORMS.map((form) => figures(form, mixedAnswers.answers.filter((a) => a.submission.form === form), mixedAnswers.seconds, storedMixed)),
        figures("all", mixedAnswers.answers, mixedAnswers.seconds, storedMixed),
      ],
      householdProblems: [...householdProblems(memberships, storedMemberships), ...householdProblems(mixed, storedMixed)],
      householdsWithoutMembers: storedMixed.householdsWithoutMembers,
      errors: [...new Set(errors)].slice(0, 10),
    };
  } catch (error) {
    if (server) process.stderr.write(server.logTail());
    throw error;
  } finally {
    await server?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const fixed = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : "–");
const statusText = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status}: ${n}`)
    .join(", ");

function table(rows: FormFigures[]): string[] {
  const header = ["form", "requests", "requests/s", "p50 (ms)", "p95 (ms)", "p99 (ms)", "answers", "accepted", "stored once", "lost", "duplicated", "refused but stored"];
  return [
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...rows.map(
      (r) =>
        `| ${[r.form, r.requests, fixed(r.requestsPerSecond), fixed(r.p50), fixed(r.p95), fixed(r.p99), statusText(r.statuses), r.accepted, r.storedOnce, r.lost, r.duplicated, r.storedRefused].join(" | ")} |`,
    ),
  ];
}

function failed(result: EngineResult): boolean {
  const all = [...(result.membershipBurst ? [result.membershipBurst] : []), ...result.mixed];
  return (
    result.errors.length > 0 ||
    (result.baseline !== null && (result.baseline.stored > 0 || Object.keys(result.baseline.statuses).some((s) => s === "error" || Number(s) >= 500))) ||
    result.householdProblems.length > 0 ||
    result.householdsWithoutMembers > 0 ||
    all.some((f) => f.lost > 0 || f.duplicated > 0 || f.storedRefused > 0 || Object.keys(f.statuses).some((s) => s === "error" || Number(s) >= 500))
  );
}

async function main() {
  requireBuild(buildDir);
  const load = os.loadavg()[0]!;
  const results: EngineResult[] = [];
  for (const engine of engines) results.push(await runEngine(engine));

  const lines: string[] = [];
  for (const r of results) {
    const name = r.engine === "postgres" ? "PostgreSQL" : "PGlite (embedded)";
    const b = r.baseline;
    if (b) {
      lines.push(
        `### ${name}: ${baselineCount} concurrent membership posts caught by the honeypot (baseline: the same path, nothing stored)`,
        "",
        "| requests | requests/s | p50 (ms) | p95 (ms) | p99 (ms) | answers | stored (must be 0) | server CPU per request (ms) |",
        "|---|---|---|---|---|---|---|---|",
        `| ${[b.requests, fixed(b.requestsPerSecond), fixed(b.p50), fixed(b.p95), fixed(b.p99), statusText(b.statuses), b.stored, fixed(b.serverCpuMsPerRequest, 1)].join(" | ")} |`,
        "",
      );
    }
    if (r.membershipBurst) {
      lines.push(`### ${name}: ${membershipCount} concurrent memberships`, "", ...table([r.membershipBurst]), "");
    }
    lines.push(`### ${name}: ${mixedCount} concurrent submissions (${doubleSubmits} of them posted twice at once)`, "", ...table(r.mixed), "");
    lines.push(
      `Households without member rows: ${r.householdsWithoutMembers}; households whose member rows or queued confirmation differ from the post: ${r.householdProblems.length}${r.householdProblems.length ? ` (${r.householdProblems.slice(0, 5).join("; ")})` : ""}.`,
    );
    const cpu = r.serverCpuMsPerRequest;
    lines.push(`Server CPU per request: ${cpu.memberships === null ? "" : `${fixed(cpu.memberships)} ms in the membership burst, `}${fixed(cpu.mixed)} ms in the mixed burst.`);
    if (r.errors.length) lines.push(`Transport errors: ${r.errors.join("; ")}`);
    lines.push("");
  }
  lines.push(`${os.cpus().length} CPUs, load average ${load.toFixed(2)} at the start, Node ${process.version}, build ${path.relative(root, buildDir) || buildDir}.`);
  console.log(lines.join("\n"));
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, `${JSON.stringify({ date: new Date().toISOString(), loadAverage: load, mixedCount, membershipCount, baselineCount, doubleSubmits, results }, null, 2)}\n`);
  if (results.some(failed)) {
    console.error("FAILED: a submission was lost, duplicated, stored although refused (or caught by the honeypot), answered 5xx, or a household is incomplete.");
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
