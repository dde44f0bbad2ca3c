// HTTP fuzz run against the production build (npm run bench:fuzz; not part of npm test).
// Starts `node server.js` as `npm start` does (bench/support/server.mjs) on 127.0.0.1 with a
// fresh data directory, reads the route table from the build, sends malformed requests to every
// route with an action (document URL and single-fetch .data URL) and to the GET pages, then
// signs in as the run's administrator and sends the form families again to the member and
// back-office forms and the photo upload. It
// reports status codes, 5xx answers, unescaped reflections of marked HTML payloads, headers
// injected through CR/LF, connection outcomes and the server's memory: before (after a warm-up
// sample), peak, right after and after a rest. Exit code 1 on any 5xx, reflection or injected
// header, a dead or hung server, or RSS after the rest more than FUZZ_RSS_REST_LIMIT_MB (150)
// over before.
//
// Options: --only=family,family (e.g. --only=values,headers), --concurrency=N, --rounds=N
// (default 1), --warmup=N (cases sampled before the "before" RSS, default 1500), --rest=S
// (default 30), --signed-in-families=a,b, --budget-min=N (default 25), --sample=N (an evenly
// spread subset of about N cases, for a busy machine).
// FUZZ_PORTS=4200-4249 takes the server's port from a range.
// BUILD_DIR=tmp/fuzz-build (with `BUILD_DIR=tmp/fuzz-build npm run build`) fuzzes a private build,
// so a rebuild of build/ by someone else during the run cannot pull chunks from under the server.
// Files: routes.ts (route table, forms), mutations.ts (the table), client.ts (sending),
// server.ts (the fuzz server's environment and exit, health probe, sign-in), report.ts; the
// process itself and its RSS: ../support/server.mjs.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { send, type FuzzCase, type Outcome, type Sender } from "./client";
import { actionCases, ACTION_FAMILIES, getCases, type Ctx } from "./mutations";
import { printReport, type Result, type RunSummary } from "./report";
import { discover, loadRouteTable, PARAM_VALUE } from "./routes";
import { readRss, rssSampler } from "../support/server.mjs";
import { describeExit, isSignedIn, probeHealth, signIn, sleep, startFuzzServer, type FuzzServer } from "./server";

const argv = new Map(process.argv.slice(2).map((a) => [a.replace(/^--/, "").split("=")[0], a.split("=").slice(1).join("=")]));
const TOTAL_BUDGET_MS = Math.max(1, Number(argv.get("budget-min")) || 25) * 60_000;
/** Kept at the end of the budget for the checks after the run and the shutdown. */
const RESERVE_MS = 45_000;
const HEALTH_TIMEOUT_MS = 90_000;
const REQUEST_TIMEOUT_MS = 15_000;
const FAMILY_ORDER = ["get-pages", ...ACTION_FAMILIES.map((f) => f.family)];

/** The administrator's session, signed in again whenever a case ended it. */
const session: { cookie?: string; signIns: number; lost: number } = { signIns: 0, lost: 0 };

const startedAt = Date.now();
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const buildDir = path.resolve(repoRoot, process.env.BUILD_DIR ?? "build");
const args = argv;
const only = args.get("only") ? new Set(args.get("only")!.split(",")) : undefined;
const concurrency = Math.max(1, Math.floor(Number(args.get("concurrency")) || 8));
/**
 * The plan runs this many times against the same server. The first round warms the server up
 * (the embedded database's WebAssembly memory grows with the rows the forms store and never
 * shrinks); a leak shows as growth that goes on round after round.
 */
const rounds = Math.max(1, Math.floor(Number(args.get("rounds")) || 1));
/** Cases sent (a sample of the whole plan) before the "before" RSS is read: the embedded database's WebAssembly memory grows on first use and never shrinks. */
const warmup = Math.max(0, Math.floor(Number(args.get("warmup") ?? 1500)));
/** Seconds the server rests after the run before its RSS is read again. */
const restSeconds = Math.max(0, Number(args.get("rest") ?? 30));
const sample = Math.max(0, Math.floor(Number(args.get("sample")) || 0));
/** Families sent again with the administrator's session to the member and back-office forms and the photo upload. */
const SIGNED_IN_FAMILIES = (args.get("signed-in-families") ?? "content-type,values,injection,upload,nesting,field-count").split(",").filter(Boolean);
/** Member and back-office routes with an action, fuzzed signed in (sign-out and token pages excluded: they would end the session or need a token). */
const SIGNED_IN_ROUTE = /^\/(admin|espace\/(modifier|securite|donnees|verification|contributions)|depot-photos)/;
/** Concrete sections for the content editor's routes, so their real forms are read. */
const SECTION_PATHS: Array<[RegExp, string]> = [
  [/^\/admin\/contenus\/:section/, "/admin/contenus/temoignages"],
  [/^\/admin\/:section/, "/admin/blog"],
];

const mb = (bytes: number | undefined) => (bytes === undefined ? "n/a" : `${(bytes / 1024 / 1024).toFixed(0)} MB`);
const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)} s`;

let server: FuzzServer | undefined;

async function shutdown(): Promise<string> {
  if (!server) return "not started";
  // SIGTERM, SIGKILL after 10 s; the data directory is removed.
  return server.stop();
}

// Whatever happens, the server does not outlive the budget.
const watchdog = setTimeout(() => {
  console.error(`\nbench:fuzz: total time limit (${TOTAL_BUDGET_MS / 60_000} min) exceeded, stopping the server.`);
  if (server && !server.exit) server.child.kill("SIGKILL");
  process.exit(1);
}, TOTAL_BUDGET_MS + 20_000);

let interrupted = false;
process.on("SIGINT", () => {
  if (interrupted) return;
  interrupted = true;
  console.error("\nbench:fuzz: interrupted, stopping the server…");
  void shutdown().finally(() => process.exit(130));
});

/** Sends cases with at most `width` in flight; stops on the deadline, a death or a hang. */
async function runCases(cases: FuzzCase[], width: number, run: RunState): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (!run.stopReason) {
      const c = cases[next++];
      if (!c) return;
      if (Date.now() > run.deadline) return run.stop(`time limit reached (${TOTAL_BUDGET_MS / 60_000} minutes in total)`);
      if (server!.exit) return run.stop("the server process exited");
      const sender = send(server!.port, c, c.timeoutMs ?? REQUEST_TIMEOUT_MS, session.cookie);
      run.inFlight.add(sender);
      const outcome = await sender.promise;
      run.inFlight.delete(sender);
      run.record(c, outcome);
      await run.watch(outcome);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/** Consecutive runs of cases with the same family, `heavy` and `signedIn` flags. */
function segments(cases: FuzzCase[]): FuzzCase[][] {
  const out: FuzzCase[][] = [];
  for (const c of cases) {
    const last = out.at(-1);
    if (last && last[0].family === c.family && !!last[0].heavy === !!c.heavy && !!last[0].signedIn === !!c.signedIn) last.push(c);
    else out.push([c]);
  }
  return out;
}

class RunState {
  results: Result[] = [];
  inFlight = new Set<Sender>();
  stopReason: string | undefined;
  hung = false;
  refused = false;
  private consecutiveTimeouts = 0;
  private probing = false;
  constructor(
    readonly deadline: number,
    private readonly t0: number,
  ) {}

  stop(reason: string) {
    if (this.stopReason) return;
    this.stopReason = reason;
    for (const s of this.inFlight) s.cancel();
  }

  record(c: FuzzCase, outcome: Outcome) {
    this.results.push({ case: c, outcome, atMs: Date.now() - this.t0 });
  }

  /** Death: refused connections. Hang: a run of timeouts and /healthz silent as well. */
  async watch(outcome: Outcome) {
    if (outcome.kind === "refused") {
      // One refused connection with the process alive and /healthz answering is counted (report:
      // "refused") but is not a death; a refusal with /healthz silent is.
      if (!server!.exit && (await probeHealth(server!.port, 10_000)) === 200) return;
      this.refused = true;
      this.stop("connection refused: the server no longer accepts connections");
      return;
    }
    this.consecutiveTimeouts = outcome.kind === "timeout" ? this.consecutiveTimeouts + 1 : 0;
    if (this.consecutiveTimeouts >= concurrency && !this.probing && !this.stopReason) {
      this.probing = true;
      console.log(`[${elapsed()}] ${this.consecutiveTimeouts} timeouts in a row, probing /healthz…`);
      const status = await probeHealth(server!.port, 20_000);
      this.probing = false;
      if (status === 200) this.consecutiveTimeouts = 0;
      else {
        this.hung = true;
        this.stop(`the server stopped answering (${this.consecutiveTimeouts} timeouts, /healthz ${status ?? "silent"})`);
      }
    }
  }
}

async function renewSession(): Promise<void> {
  session.cookie = await signIn(server!.port, server!.origin);
  session.signIns += 1;
  console.log(`[${elapsed()}] the administrator's session had ended: signed in again${session.cookie ? "" : " — FAILED, signed-in cases now go out without a session"}`);
}

async function main(): Promise<number> {
  if (!fs.existsSync(path.join(buildDir, "server/index.js"))) {
    const build = process.env.BUILD_DIR ? `BUILD_DIR=${process.env.BUILD_DIR} npm run build` : "npm run build";
    console.error(`bench:fuzz needs the production build, and ${path.relative(repoRoot, buildDir) || buildDir}/server/index.js is missing.\nBuild it first:  ${build}`);
    return 1;
  }

  // The server bundle is imported only for its route table (importing it starts nothing).
  const table = await loadRouteTable(buildDir);

  server = await startFuzzServer(buildDir, HEALTH_TIMEOUT_MS);
  console.log(`bench:fuzz: server pid ${server.pid} on ${server.origin} (NODE_ENV=production, APP_ENV=test)`);
  console.log(`  server log: ${server.logFile}`);
  console.log(`  data dir:   ${server.dataDir} (removed at the end)`);
  const sampler = rssSampler(server.pid);
  const rssReady = readRss(server.pid);
  console.log(`[${elapsed()}] /healthz answered 200; RSS ${mb(rssReady)}`);

  const found = await discover(server.port, table);
  const ctx: Ctx = { port: server.port, origin: server.origin, host: `127.0.0.1:${server.port}` };
  console.log(`\nRoutes with an action (${found.targets.length}), from the route table:`);
  for (const t of found.targets) {
    console.log(`  ${t.route.id.padEnd(42)} POST ${t.pageUrl}  +  ${t.dataUrl}`);
    console.log(`  ${"".padEnd(42)} fields (${t.fieldSource}): ${t.fields.map((f) => f.name).join(", ") || "none"}`);
  }
  console.log(`GET routes (${found.getRoutes.length}): ${found.getRoutes.map((r) => r.path).join(" ")}`);
  for (const problem of found.problems) console.log(`  warning while reading the forms: ${problem} (see the server log)`);
  for (const form of found.strayForms) console.log(`  note: a form on ${form.foundOn} posts to ${form.actionPath}, which no route with an action matches`);

  // Signed in as the administrator: the member and back-office forms and the photo upload, read
  // from the pages as the administrator sees them.
  session.cookie = await signIn(server.port, server.origin);
  let signedInCases: FuzzCase[] = [];
  if (!session.cookie) console.log("warning: the fuzz administrator could not sign in; the signed-in pass is skipped (see the server log)");
  else {
    session.signIns += 1;
    const signedInTable = {
      ...table,
      routes: table.routes
        .filter((r) => SIGNED_IN_ROUTE.test(r.pattern))
        .map((r) => {
          const section = SECTION_PATHS.find(([re]) => re.test(r.pattern));
          return section ? { ...r, path: r.pattern.replace(section[0], section[1]).replace(/:[a-z]+/gi, PARAM_VALUE) } : r;
        }),
    };
    const mine = await discover(server.port, signedInTable, session.cookie);
    console.log(`\nSigned in as the fuzz administrator: ${mine.targets.length} routes with an action, families ${SIGNED_IN_FAMILIES.join(", ")}:`);
    for (const t of mine.targets) console.log(`  ${t.route.id.padEnd(42)} POST ${t.pageUrl}  fields (${t.fieldSource}): ${t.fields.map((f) => f.name).join(", ") || "none"}`);
    for (const problem of mine.problems) console.log(`  warning while reading the forms: ${problem} (see the server log)`);
    signedInCases = actionCases(mine.targets, { ...ctx, signedIn: true }, SIGNED_IN_FAMILIES);
  }

  const all: FuzzCase[] = [...getCases(found.getRoutes, table, ctx), ...actionCases(found.targets, ctx), ...signedInCases].filter((c) => !only || only.has(c.family));
  if (all.length === 0) throw new Error(`no requests to send; families are: ${FAMILY_ORDER.join(", ")}`);
  const order = (c: FuzzCase) => FAMILY_ORDER.indexOf(c.family);
  all.sort((a, b) => order(a) - order(b));
  // --sample=N: an evenly spread subset of about N cases (every family and route keeps its share;
  // at most 10 very large bodies), for a run that fits a busy machine.
  if (sample > 0 && sample < all.length) {
    const step = all.length / sample;
    const kept: FuzzCase[] = [];
    let heavy = 0;
    for (let i = 0; i < all.length; i += 1) {
      if (Math.floor(i / step) === Math.floor((i - 1) / step) && i !== 0) continue;
      if (all[i]!.heavy && ++heavy > 10) continue;
      kept.push(all[i]!);
    }
    console.log(`\n--sample=${sample}: ${kept.length} of ${all.length} planned cases kept, spread over every family and route`);
    all.splice(0, all.length, ...kept);
  }
  const heavyCount = all.filter((c) => c.heavy).length;
  const planned = new Map<string, number>();
  for (const c of all) planned.set(c.family, (planned.get(c.family) ?? 0) + 1);
  console.log(`\nPlan: ${all.length} requests, ${concurrency} in flight (the ${heavyCount} very large bodies one at a time), families in this order:`);
  for (const [family, n] of planned) {
    const about = ACTION_FAMILIES.find((f) => f.family === family)?.about ?? "hostile query strings and paths on GET routes";
    console.log(`  ${family.padEnd(14)} ${String(n).padStart(5)}  ${about}`);
  }

  // Warm-up: a sample spread over the whole plan, so the "before" figure is the warm server's.
  if (warmup > 0) {
    const step = Math.max(1, Math.floor(all.length / warmup));
    const sample = all.filter((c, i) => i % step === 0 && !c.heavy).slice(0, warmup);
    console.log(`\n[${elapsed()}] warm-up: ${sample.length} requests sampled from the plan (not counted)…`);
    const warm = new RunState(startedAt + TOTAL_BUDGET_MS - RESERVE_MS, Date.now());
    await runCases(sample, concurrency, warm);
    if (warm.stopReason) throw new Error(`the warm-up stopped: ${warm.stopReason}`);
    if (session.cookie && !(await isSignedIn(server.port, session.cookie))) await renewSession();
    await sleep(5_000);
  }

  const rssBefore = readRss(server.pid);
  const t0 = Date.now();
  const run = new RunState(startedAt + TOTAL_BUDGET_MS - RESERVE_MS, t0);
  const onExit = () => run.stop("the server process exited");
  server.child.once("exit", onExit);
  const progress = setInterval(() => {
    const fivexx = run.results.filter((r) => (r.outcome.status ?? 0) >= 500).length;
    console.log(`[${elapsed()}] ${run.results.length}/${all.length * rounds} done · 5xx ${fivexx} · RSS ${mb(readRss(server!.pid))} (peak ${mb(sampler.peak)})`);
  }, 10_000);
  console.log(`\n[${elapsed()}] fuzzing… RSS before ${mb(rssBefore)}`);
  // Families run in table order (the sparse indexes, likeliest to take the server down, last);
  // very large bodies go one at a time. A signed-in segment starts with a live session.
  const rssAfterRound: number[] = [];
  for (let round = 1; round <= rounds && !run.stopReason; round += 1) {
    if (rounds > 1) console.log(`[${elapsed()}] round ${round} of ${rounds}`);
    for (const segment of segments(all)) {
      if (run.stopReason) break;
      if (segment[0].signedIn && session.cookie && !(await isSignedIn(server.port, session.cookie))) {
        session.lost += 1;
        await renewSession();
      }
      if (segment[0].heavy) console.log(`[${elapsed()}] ${segment.length} very large bodies, one at a time…`);
      await runCases(segment, segment[0].heavy ? 1 : concurrency, run);
    }
    if (!server.exit) {
      rssAfterRound.push(readRss(server.pid) ?? 0);
      console.log(`[${elapsed()}] RSS after round ${round}: ${mb(rssAfterRound.at(-1))}`);
    }
  }
  clearInterval(progress);
  server.child.off("exit", onExit);
  const durationMs = Date.now() - t0;

  const rssAfter = !server.exit ? readRss(server.pid) : undefined;
  // Rest: no request for a while, then the memory is read again (it must come back near "before").
  if (!server.exit && restSeconds > 0) {
    console.log(`[${elapsed()}] resting ${restSeconds} s before reading the RSS again…`);
    await sleep(restSeconds * 1000);
  }
  const alive = !server.exit;
  const rssRested = alive ? readRss(server.pid) : undefined;
  const healthAfter = alive ? await probeHealth(server.port, 15_000) : undefined;
  sampler.stop();
  const exit = server.exit;
  const stopped = await shutdown();

  const summary: RunSummary = {
    planned: all.length * rounds,
    plannedByFamily: new Map([...planned].map(([family, n]) => [family, n * rounds])),
    familyOrder: FAMILY_ORDER,
    results: run.results,
    durationMs,
    stopReason: run.stopReason,
    concurrency,
    server: {
      logFile: server.logFile,
      alive,
      exit: exit ? describeExit(exit) : undefined,
      exitAtRunMs: exit ? exit.atMs - (t0 - server.startedAt) : undefined,
      refused: run.refused,
      hung: run.hung,
      healthAfter,
      stopped,
    },
    rss: { ready: rssReady, before: rssBefore, after: rssAfter, rested: rssRested, restSeconds, peak: sampler.peak, afterRound: rssAfterRound },
    session: { signIns: session.signIns, lost: session.lost, signedInCases: signedInCases.length },
  };
  return printReport(summary);
}

main()
  .then((code) => {
    clearTimeout(watchdog);
    process.exit(code);
  })
  .catch(async (error) => {
    console.error(`\nbench:fuzz failed: ${error instanceof Error ? error.message : String(error)}`);
    if (server) console.error(`  server log: ${server.logFile}`);
    await shutdown().catch(() => {});
    process.exit(1);
  });
