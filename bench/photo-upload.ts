// Photo deposit benchmark, end to end over HTTP against the production build: the server is
// started as the e2e suite starts it (tests/e2e/support/server.ts: fresh embedded database, SMTP
// sink, a session for the verified `photographe` account) with the Node flags and environment of
// `npm start` (bench/support/server.mjs), a 6000 × 4000 JPEG of about 10 MB is
// posted to /depot-photos as the page's multipart form does, once alone and then 8 at the same
// time. Prints the time per photo (median, max) and the server's RSS (idle, after, peak sampled
// every 50 ms, and the kernel's high-water mark), writes bench/results/photo-upload.json, and
// exits non-zero when an upload fails or the peak RSS grows more than 300 MB over the idle RSS.
//
//   BUILD_DIR=build-bench npx react-router build
//   BUILD_DIR=build-bench npm run bench:photo-upload        (BENCH_PORT, default 3482)
//
// 9 uploads in all: the server allows a member 10 deposits an hour.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { IDEMPOTENCY_FIELD } from "~/lib/form-fields";
import { ACCOUNTS_READY, sessionStateFile } from "../tests/e2e/support/accounts";
import { readRss, readRssHighWaterMark, rssSampler, startServer } from "./support/server.mjs";

const WIDTH = 6000;
const HEIGHT = 4000;
const MAX_BYTES = 10 * 1024 * 1024;
const SIMULTANEOUS = 8;
const RSS_GROWTH_BUDGET = 300 * 1024 * 1024;
const SAMPLE_MS = 50;

const repoRoot = path.resolve(import.meta.dirname, "..");
const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.BENCH_PORT ?? 3482);
const origin = `http://localhost:${port}`;
const dataDir = path.join(os.tmpdir(), `adpl-bench-photo-${port}`);
const resultsFile = path.join(repoRoot, "bench", "results", "photo-upload.json");

const mb = (bytes: number | undefined) => (bytes === undefined ? "?" : `${(bytes / 1024 / 1024).toFixed(0)} MB`);
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

// --- The photo ----------------------------------------------------------------------------------

/**
 * A 6000 × 4000 JPEG just under 10 MB: a colour gradient under fine deterministic noise (a
 * photo's texture; flat colour would compress to almost nothing), at the highest JPEG quality
 * that stays within the deposit's 10 MB. Cached in the temporary directory.
 */
async function benchPhoto(): Promise<Buffer> {
  const cached = path.join(os.tmpdir(), `adpl-bench-photo-${WIDTH}x${HEIGHT}.jpg`);
  if (fs.existsSync(cached)) {
    const bytes = fs.readFileSync(cached);
    if (bytes.length <= MAX_BYTES && bytes.length > MAX_BYTES * 0.85) return bytes;
  }
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 20261125;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      const n = (seed >>> 24) % 48;
      const i = (y * WIDTH + x) * 3;
      pixels[i] = Math.min(255, ((x * 200) / WIDTH + n) | 0);
      pixels[i + 1] = Math.min(255, ((y * 180) / HEIGHT + n) | 0);
      pixels[i + 2] = Math.min(255, (((x + y) * 120) / (WIDTH + HEIGHT) + 60 + n) | 0);
    }
  }
  let best: Buffer | undefined;
  // Noise this fine costs about 9 MB at quality 70: look for the highest quality under 10 MB.
  for (let quality = 40; quality <= 95; quality += 5) {
    const bytes = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .jpeg({ quality, chromaSubsampling: "4:4:4" })
      .withExif({ IFD0: { Make: "Bench", Model: "Photo 24 MP" } })
      .toBuffer();
    if (bytes.length > MAX_BYTES) break;
    best = bytes;
  }
  if (!best) throw new Error("could not make a bench photo under 10 MB");
  fs.writeFileSync(cached, best);
  return best;
}

// --- The server ---------------------------------------------------------------------------------

/**
 * The production build run by the e2e suite's wrapper (tests/e2e/support/server.ts), which
 * empties DATA_DIR, starts an SMTP sink and the server in its own process, then creates the test
 * accounts and their sessions and prints ACCOUNTS_READY; its output goes beside the data
 * directory (the wrapper empties the data directory).
 */
function startPhotoServer() {
  return startServer({
    buildDir,
    port,
    dataDir,
    logFile: `${dataDir}.log`,
    entry: ["--import", "tsx", "tests/e2e/support/server.ts"],
    readyText: ACCOUNTS_READY,
    startTimeoutMs: 180_000,
    logLevel: "warn",
    env: {
      APP_ENV: "test",
      E2E_DATA_DIR: dataDir,
      POST_RATE_LIMIT_PER_MINUTE: "10000",
      PUBLIC_FORM_RATE_LIMIT: "10000",
      AUTH_RATE_LIMIT_PER_IP: "10000",
      BOOTSTRAP_ADMIN_EMAIL: "admin@adpl.test",
      BOOTSTRAP_ADMIN_PASSWORD: "admin-e2e-password-2026",
    },
  });
}

function sessionCookie(): string {
  const state = JSON.parse(fs.readFileSync(sessionStateFile(dataDir, "photographe"), "utf8")) as { cookies: Array<{ name: string; value: string }> };
  return state.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

// --- The uploads --------------------------------------------------------------------------------

/** The hidden fields of the deposit form as the page renders it (idempotency key, intent…). */
async function depositFormFields(cookie: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/depot-photos?onglet=depot`, { headers: { Cookie: cookie } });
  if (response.status !== 200) throw new Error(`GET /depot-photos answered ${response.status}`);
  const html = await response.text();
  const fields: Record<string, string> = {};
  for (const [input] of html.matchAll(/<input\b[^>]*>/g)) {
    if (!/type="hidden"/.test(input)) continue;
    const name = /name="([^"]+)"/.exec(input)?.[1];
    if (name && (name === IDEMPOTENCY_FIELD || name === "intent")) fields[name] = /value="([^"]*)"/.exec(input)?.[1] ?? "";
  }
  if (!fields[IDEMPOTENCY_FIELD]) console.warn(`  (no ${IDEMPOTENCY_FIELD} field on the page: posting without one)`);
  return fields;
}

interface UploadResult {
  ms: number;
  status: number;
  ok: boolean;
  detail: string;
}

async function upload(photo: Buffer, cookie: string, hidden: Record<string, string>, n: number): Promise<UploadResult> {
  const form = new FormData();
  form.set("intent", "deposit");
  for (const [name, value] of Object.entries(hidden)) form.set(name, value);
  form.set("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `IMG_${String(n).padStart(4, "0")}.JPG`);
  form.set("title", `Photo de test ${n}`);
  form.set("category", "jolie_photo");
  form.set("description", "Mesure du dépôt de photos.");
  form.set("location", "Presqu’île");
  form.set("rights_granted", "on");
  const started = performance.now();
  const response = await fetch(`${origin}/depot-photos?onglet=depot`, { method: "POST", body: form, redirect: "manual", headers: { Cookie: cookie, Origin: origin } });
  const body = await response.text();
  const ms = performance.now() - started;
  const location = response.headers.get("location") ?? "";
  const ok = (response.status === 302 || response.status === 303) && location.includes("onglet=mes-photos");
  return { ms, status: response.status, ok, detail: ok ? location : body.replace(/\s+/g, " ").slice(0, 300) };
}

// --- Main ---------------------------------------------------------------------------------------

const photo = await benchPhoto();
const photoMeta = await sharp(photo).metadata();
console.log(`Photo: ${photoMeta.width} × ${photoMeta.height} JPEG, ${(photo.length / 1024 / 1024).toFixed(2)} MB`);
console.log(`Starting the production build (${buildDir}) on port ${port}…`);
const server = await startPhotoServer();
let exitCode = 0;
try {
  const cookie = sessionCookie();
  // Warm up the page and the action's modules, then let the server settle.
  for (let i = 0; i < 3; i++) await depositFormFields(cookie);
  await sleep(1500);
  const idleSamples: number[] = [];
  for (let i = 0; i < 10; i++) {
    idleSamples.push(readRss(server.pid) ?? 0);
    await sleep(100);
  }
  const idle = median(idleSamples);
  console.log(`Server pid ${server.pid}, idle RSS ${mb(idle)} (high-water mark since start ${mb(readRssHighWaterMark(server.pid))})`);

  const sampler = rssSampler(server.pid, SAMPLE_MS);
  const peakSoFar = () => Math.max(idle, sampler.peak);

  const alone = await upload(photo, cookie, await depositFormFields(cookie), 1);
  console.log(`1 upload alone: ${sec(alone.ms)} (${alone.status}${alone.ok ? "" : ` ${alone.detail}`})`);
  const peakAlone = peakSoFar();

  const forms = [];
  for (let i = 0; i < SIMULTANEOUS; i++) forms.push(await depositFormFields(cookie));
  const wallStart = performance.now();
  const together = await Promise.all(forms.map((hidden, i) => upload(photo, cookie, hidden, i + 2)));
  const wall = performance.now() - wallStart;
  await sleep(500);
  sampler.stop();
  const peak = peakSoFar();
  const times = together.map((r) => r.ms);
  console.log(`${SIMULTANEOUS} simultaneous uploads: median ${sec(median(times))}, max ${sec(Math.max(...times))}, all done in ${sec(wall)} (${sec(wall / SIMULTANEOUS)} per photo)`);
  for (const failure of together.filter((r) => !r.ok)) console.log(`  failed: ${failure.status} ${failure.detail}`);

  await sleep(2000);
  const after = readRss(server.pid);
  const hwm = readRssHighWaterMark(server.pid);
  // The member's list now shows every stored photo.
  const list = await (await fetch(`${origin}/depot-photos?onglet=mes-photos`, { headers: { Cookie: cookie } })).text();
  const listed = new Set([...list.matchAll(/\/medias\/depots\/([0-9a-f-]{36})\//g)].map((m) => m[1])).size;

  const growth = peak - idle;
  console.log(`Server RSS: idle ${mb(idle)}, peak ${mb(peak)} (+${mb(growth)}; ${mb(peakAlone)} during the single upload), after ${mb(after)}, kernel high-water mark ${mb(hwm)}`);
  console.log(`Photos in "Mes photos": ${listed}`);

  const results = {
    date: new Date().toISOString(),
    machine: { cpus: os.availableParallelism(), memory: os.totalmem(), node: process.version },
    photo: { width: photoMeta.width, height: photoMeta.height, bytes: photo.length },
    alone: { ms: Math.round(alone.ms), status: alone.status },
    simultaneous: { count: SIMULTANEOUS, medianMs: Math.round(median(times)), maxMs: Math.round(Math.max(...times)), wallMs: Math.round(wall), statuses: together.map((r) => r.status) },
    rss: { idle, peak, peakAlone, after, highWaterMark: hwm, growth, budget: RSS_GROWTH_BUDGET, sampleMs: SAMPLE_MS },
    listed,
  };
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, JSON.stringify(results, null, 2) + "\n");

  const failed = [alone, ...together].filter((r) => !r.ok).length;
  if (failed > 0) {
    console.error(`FAIL: ${failed} upload(s) were not stored`);
    exitCode = 1;
  }
  if (listed !== 1 + SIMULTANEOUS) {
    console.error(`FAIL: ${listed} photos listed, ${1 + SIMULTANEOUS} expected`);
    exitCode = 1;
  }
  if (growth > RSS_GROWTH_BUDGET) {
    console.error(`FAIL: peak RSS grew by ${mb(growth)}, over the ${mb(RSS_GROWTH_BUDGET)} budget`);
    if (!process.env.MALLOC_ARENA_MAX) console.error("  (glibc's per-thread arenas keep what the image threads freed: compare with MALLOC_ARENA_MAX=2)");
    exitCode = 1;
  }
  if (exitCode === 0) console.log(`OK: peak RSS growth ${mb(growth)} ≤ ${mb(RSS_GROWTH_BUDGET)}`);
} catch (error) {
  console.error(error);
  console.error(server.logTail());
  exitCode = 1;
} finally {
  await server.stop();
}
process.exit(exitCode);
