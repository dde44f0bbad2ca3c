// Load benchmark of the production server (npm run bench:load; not part of npm test). Builds
// nothing: runs `node server.js` from the existing build (BUILD_DIR, default build/) the way
// `npm start` runs it (bench/support/server.mjs: NODE_ENV=production, the Node flags and
// environment of scripts/server-runtime.mjs, the embedded database). A first start fills a fresh
// temporary DATA_DIR with the sample content and is stopped; the server measured is a second
// start on that database, as a deployed server restarts on its own (the first start's seeding
// and scrypt hashing of the administrator's password are not a server at rest). It warms each page up,
// then runs autocannon against each page at each connection count and prints a markdown table:
// requests/s, latency p50/p95/p99 of the 2xx answers, non-2xx answers, errors (and timeouts), the
// page cache's answer to a probe after the run (X-Page-Cache), and the server's RSS (VmRSS of
// /proc/<pid>/status) at rest before the load, at its peak, right after the load and once at rest
// again. "At rest" is after BENCH_IDLE_SECONDS without requests: V8's memory reducer collects
// and gives memory back ~10–20 s after activity stops. The results also go to
// bench/results/load.json. Exit code 1 when a run had errors or non-2xx answers.
//
// Then the same pages against nginx (bench/support/nginx.mjs: Debian's /usr/sbin/nginx on a
// loopback port, serving as static files the HTML and the very gzip bytes fetched once from our
// server, with gzip_static): BENCH_NGINX_ROUNDS rounds, each one run against our server then one
// against nginx (interleaved, so that a machine shared with other work loads both alike), at
// BENCH_NGINX_CONNECTIONS connections with Accept-Encoding: gzip (both answer the same bytes;
// Debian's nginx has no brotli). Reported: each server's median requests/s and p50/p95 over the
// rounds, and ours as a share of nginx's. Without the nginx binary the bench says so and
// measures our server alone. Everything targets 127.0.0.1 and stops by itself.
//
// Requests look like a browser's: a phone's User-Agent, Accept: text/html and Accept-Encoding:
// gzip, deflate, br (a page is compressed as for a visitor), no cookie (an anonymous visitor).
//
//   BUILD_DIR=build npx react-router build && npm run bench:load
//
// Options (environment):
//   BUILD_DIR             the build to serve (default build)
//   BENCH_DURATION        seconds per run (default 20)
//   BENCH_CONNECTIONS     comma-separated connection counts (default 32,200)
//   BENCH_PAGES           comma-separated paths (default /, /prises-positions, /blog, /recherche?q=commerces)
//   BENCH_ENCODING        the Accept-Encoding header sent ("" for none; default gzip, deflate, br)
//   BENCH_IDLE_SECONDS    quiet time before each RSS reading at rest (default 30)
//   BENCH_LOG_LEVEL       the server's LOG_LEVEL (default info, as npm start; its output goes to a file)
//   BENCH_JSON            where to write the results (default bench/results/load.json)
//   BENCH_NODE_FLAGS      the server's Node flags, space-separated, instead of scripts/server-runtime.mjs's
//   BENCH_NGINX           "0" skips the comparison with nginx (default: made when /usr/sbin/nginx exists)
//   BENCH_NGINX_PAGES     comma-separated paths compared with nginx (default /)
//   BENCH_NGINX_CONNECTIONS  connections of the comparison (default 32)
//   BENCH_NGINX_ROUNDS    interleaved rounds (default 3)
//   BENCH_NGINX_WORKERS   nginx's worker_processes (default auto: one per CPU)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import autocannon from "autocannon";
import { NGINX_BINARY, nginxAvailable, startNginx } from "./support/nginx.mjs";
import { nodeFlagsFromEnv, readRss, rssSampler, startServer } from "./support/server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const duration = Math.max(1, Number(process.env.BENCH_DURATION ?? 20));
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? "32,200")
  .split(",")
  .map((c) => Math.max(1, Math.floor(Number(c.trim()))))
  .filter(Number.isFinite);
const pages = (process.env.BENCH_PAGES ?? "/,/prises-positions,/blog,/recherche?q=commerces")
  .split(",")
  .map((p) => p.trim())
  .filter(Boolean);
const acceptEncoding = process.env.BENCH_ENCODING ?? "gzip, deflate, br";
const idleSeconds = Math.max(0, Number(process.env.BENCH_IDLE_SECONDS ?? 30));
const resultsFile = path.resolve(root, process.env.BENCH_JSON ?? "bench/results/load.json");
const nodeFlags = nodeFlagsFromEnv();
const listOf = (value) =>
  value
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
const nginxWanted = process.env.BENCH_NGINX !== "0";
const nginxPages = listOf(process.env.BENCH_NGINX_PAGES ?? "/");
const nginxConnections = Math.max(1, Math.floor(Number(process.env.BENCH_NGINX_CONNECTIONS ?? 32)));
const nginxRounds = Math.max(1, Math.floor(Number(process.env.BENCH_NGINX_ROUNDS ?? 3)));
const nginxWorkers = process.env.BENCH_NGINX_WORKERS ?? "auto";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes) => (bytes === undefined ? "n/a" : `${Math.round(bytes / 1024 / 1024)} MB`);

/** Starts `node server.js` on `dataDir` (bench/support/server.mjs); resolves once /healthz answers. */
const start = (dataDir) => startServer({ buildDir, dataDir, logLevel: process.env.BENCH_LOG_LEVEL ?? "info", nodeFlags });

const requestHeaders = {
  // A phone's browser (a client without one, or curl's, counts as a robot for the page cache's key).
  "user-agent": "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  accept: "text/html,application/xhtml+xml",
  ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
};

/** One GET as the load sends it: its status and the page cache's answer. */
async function probe(origin, page) {
  const response = await fetch(`${origin}${page}`, { headers: requestHeaders });
  await response.arrayBuffer();
  return { status: response.status, cache: response.headers.get("x-page-cache") ?? "–" };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function load(origin, page, connections, headers = requestHeaders) {
  // Every 2xx latency, for exact percentiles (autocannon's own stop at p97.5 and p99).
  const latencies = [];
  const instance = autocannon({ url: `${origin}${page}`, connections, duration, headers, timeout: 10 });
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    page,
    connections,
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / (result.duration || duration),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerSecond: result.throughput.average,
  };
}

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Our server and nginx on the same pages, interleaved round by round; null without nginx.
 * @returns {Promise<{ sizes: Record<string, { identity: number; gzip: number }>; runs: object[]; summary: object[]; load: string } | null>}
 */
async function compareWithNginx(origin) {
  if (!nginxAvailable()) {
    process.stderr.write(`${NGINX_BINARY} is missing (apt-get install -y nginx): our server is measured alone.\n`);
    return null;
  }
  const headers = { ...requestHeaders, "accept-encoding": "gzip" };
  const nginx = await startNginx({ origin, pages: nginxPages, headers, workers: nginxWorkers });
  const runs = [];
  const loadBefore = os.loadavg()[0];
  try {
    for (let round = 1; round <= nginxRounds; round += 1) {
      for (const page of nginxPages) {
        for (const [name, target] of [
          ["ours", origin],
          ["nginx", nginx.origin],
        ]) {
          process.stderr.write(`round ${round}: ${name} ${page} at ${nginxConnections} connections for ${duration} s …\n`);
          runs.push({ server: name, round, ...(await load(target, page, nginxConnections, headers)) });
        }
      }
    }
  } finally {
    await nginx.stop();
  }
  const summary = nginxPages.map((page) => {
    const of = (name, field) => median(runs.filter((r) => r.server === name && r.page === page).map((r) => r[field]));
    const ours = { requestsPerSecond: of("ours", "requestsPerSecond"), p50: of("ours", "p50"), p95: of("ours", "p95") };
    const theirs = { requestsPerSecond: of("nginx", "requestsPerSecond"), p50: of("nginx", "p50"), p95: of("nginx", "p95") };
    const failures = runs.filter((r) => r.page === page).reduce((sum, r) => sum + r.errors + r.non2xx, 0);
    return { page, ours, nginx: theirs, ratio: ours.requestsPerSecond / theirs.requestsPerSecond, failures };
  });
  return { sizes: nginx.sizes, runs, summary, load: `load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after` };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "adpl-load-"));
  const results = [];
  const rss = {};
  let server;
  let sampler;
  let versus = null;
  try {
    process.stderr.write("First start: migrations and sample content …\n");
    await (await start(dataDir)).stop();
    server = await start(dataDir);
    // A deployed server is warm: each page once (modules loaded, the database's first reads).
    for (const page of pages) {
      const { status } = await probe(server.origin, page);
      if (status !== 200) throw new Error(`${page} answered ${status} before the load`);
    }
    process.stderr.write(`${idleSeconds} s at rest …\n`);
    await sleep(idleSeconds * 1000);
    rss.idle = readRss(server.pid);
    sampler = rssSampler(server.pid, 200);
    for (const connections of connectionCounts) {
      for (const page of pages) {
        process.stderr.write(`${page} at ${connections} connections for ${duration} s …\n`);
        const result = await load(server.origin, page, connections);
        result.cache = (await probe(server.origin, page)).cache;
        result.rssAfterRun = readRss(server.pid);
        results.push(result);
      }
    }
    rss.after = readRss(server.pid);
    rss.peak = Math.max(rss.idle ?? 0, sampler.peak);
    process.stderr.write(`${idleSeconds} s at rest …\n`);
    await sleep(idleSeconds * 1000);
    rss.afterSettled = readRss(server.pid);
    if (nginxWanted) versus = await compareWithNginx(server.origin);
  } finally {
    sampler?.stop();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const fixed = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : "–");
  const header = ["page", "connections", "requests/s", "p50 (ms)", "p95 (ms)", "p99 (ms)", "non-2xx", "errors (timeouts)", "cache", "RSS after run"];
  const rows = results.map((r) => [
    `\`${r.page}\``,
    r.connections,
    fixed(r.requestsPerSecond),
    fixed(r.p50, r.p50 < 10 ? 1 : 0),
    fixed(r.p95, r.p95 < 10 ? 1 : 0),
    fixed(r.p99, r.p99 < 10 ? 1 : 0),
    r.non2xx,
    `${r.errors} (${r.timeouts})`,
    r.cache,
    mb(r.rssAfterRun),
  ]);
  const lines = [
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
    "",
    `Server RSS: at rest before the load ${mb(rss.idle)}, peak during the load ${mb(rss.peak)}, right after it ${mb(rss.after)}, at rest after it (${idleSeconds} s later) ${mb(rss.afterSettled)}.`,
    `${duration} s per run, Accept-Encoding: ${acceptEncoding || "(none)"}, ${os.cpus().length} CPUs, Node ${process.version} ${nodeFlags.join(" ")}, build ${path.relative(root, buildDir) || buildDir}.`,
  ];
  if (versus) {
    const cell = (r) => `${fixed(r.requestsPerSecond)} req/s, p50 ${fixed(r.p50, r.p50 < 10 ? 1 : 0)} ms, p95 ${fixed(r.p95, r.p95 < 10 ? 1 : 0)} ms`;
    lines.push(
      "",
      `Against nginx (${NGINX_BINARY}, worker_processes ${nginxWorkers}, the same HTML and gzip bytes as static files), ${nginxConnections} connections, Accept-Encoding: gzip, median of ${nginxRounds} interleaved rounds of ${duration} s, ${versus.load}:`,
      "",
      "| page | gzip bytes | ours | nginx | ours / nginx | non-2xx + errors |",
      "|---|---|---|---|---|---|",
      ...versus.summary.map((s) => `| \`${s.page}\` | ${versus.sizes[s.page]?.gzip ?? "–"} | ${cell(s.ours)} | ${cell(s.nginx)} | ${fixed(s.ratio * 100, 1)} % | ${s.failures} |`),
    );
  } else if (nginxWanted) {
    lines.push("", `No comparison with nginx: ${NGINX_BINARY} is missing.`);
  }
  console.log(lines.join("\n"));
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, `${JSON.stringify({ date: new Date().toISOString(), duration, acceptEncoding, nodeFlags, rss, results, nginx: versus }, null, 2)}\n`);
  if ([...results, ...(versus?.runs ?? [])].some((r) => r.errors > 0 || r.non2xx > 0)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
