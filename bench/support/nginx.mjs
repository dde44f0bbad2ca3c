// nginx as bench/load.mjs's yardstick: Debian's `nginx` binary started on a loopback port with a
// temporary configuration that serves, as static files, the pages fetched once from our server
// (the identity bytes and the very gzip bytes our server sent, served with gzip_static), so that
// both servers answer the same page in the same encoding. Foreground process (daemon off), its
// files in a temporary directory removed at stop.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { freePort } from "./server.mjs";

export const NGINX_BINARY = process.env.BENCH_NGINX_BINARY ?? "/usr/sbin/nginx";

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the nginx binary is there to be started. */
export function nginxAvailable() {
  try {
    fs.accessSync(NGINX_BINARY, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * One GET of `page` from `origin` with `headers`, the body as sent (not decoded).
 * @param {string} origin
 * @param {string} page
 * @param {Record<string, string>} headers
 * @returns {Promise<{ status: number; encoding: string | undefined; body: Buffer }>}
 */
function getRaw(origin, page, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}${page}`, { headers, agent: false }, (response) => {
      const chunks = /** @type {Buffer[]} */ ([]);
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/**
 * @typedef {object} RunningNginx
 * @property {string} origin http://127.0.0.1:<port>
 * @property {number} pid
 * @property {Record<string, { identity: number; gzip: number }>} sizes bytes of each page as served
 * @property {() => Promise<void>} stop
 */

/**
 * Fetches each page once from `origin` (with `headers`, which must ask for gzip) and starts nginx
 * serving those bytes at the same paths (the query string is ignored by nginx's locations).
 * @param {{ origin: string; pages: string[]; headers: Record<string, string>; workers?: string }} options
 * @returns {Promise<RunningNginx>}
 */
export async function startNginx({ origin, pages, headers, workers = "auto" }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "adpl-nginx-"));
  // nginx's workers run as another user when it is started as root: they must read the pages.
  fs.chmodSync(dir, 0o755);
  const htmlDir = path.join(dir, "html");
  fs.mkdirSync(htmlDir, { mode: 0o755 });
  const sizes = /** @type {Record<string, { identity: number; gzip: number }>} */ ({});
  const locations = [];
  for (const [index, page] of pages.entries()) {
    const answer = await getRaw(origin, page, { ...headers, "accept-encoding": "gzip" });
    if (answer.status !== 200) throw new Error(`${page} answered ${answer.status} when fetched for nginx`);
    // Our server's own gzip bytes when it sent gzip; else gzip -9 of the page.
    const gzip = answer.encoding === "gzip" ? answer.body : zlib.gzipSync(answer.body, { level: 9 });
    const identity = answer.encoding === "gzip" ? zlib.gunzipSync(answer.body) : answer.body;
    const file = `page-${index}.html`;
    fs.writeFileSync(path.join(htmlDir, file), identity);
    fs.writeFileSync(path.join(htmlDir, `${file}.gz`), gzip);
    sizes[page] = { identity: identity.length, gzip: gzip.length };
    const pathname = new URL(page, "http://127.0.0.1").pathname;
    locations.push(`    location = ${pathname} { try_files /${file} =404; }`);
  }
  const port = await freePort();
  const temp = (name) => `${name}_temp_path ${path.join(dir, `${name}-temp`)};`;
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      `worker_processes ${workers};`,
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${path.join(dir, "error.log")} warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "  access_log off;",
      `  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join(" ")}`,
      "  default_type text/html;",
      "  charset utf-8;",
      "  sendfile on;",
      "  tcp_nopush on;",
      // As many requests per connection as our server takes (Node sets no limit).
      "  keepalive_requests 1000000;",
      "  server {",
      `    listen 127.0.0.1:${port};`,
      `    root ${htmlDir};`,
      "    gzip_static on;",
      ...locations,
      "  }",
      "}",
      "",
    ].join("\n"),
  );
  const child = spawn(NGINX_BINARY, ["-e", path.join(dir, "error.log"), "-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let output = "";
  child.stderr.on("data", (chunk) => (output += chunk));
  let exited = false;
  child.on("exit", () => (exited = true));
  const nginxOrigin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exited) {
      child.kill("SIGQUIT");
      for (let i = 0; i < 50 && !exited; i += 1) await sleep(100);
      if (!exited) child.kill("SIGKILL");
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; ; i += 1) {
    if (exited) {
      const log = fs.existsSync(path.join(dir, "error.log")) ? fs.readFileSync(path.join(dir, "error.log"), "utf8") : "";
      await stop();
      throw new Error(`nginx exited at start: ${output}${log}`);
    }
    try {
      const answer = await getRaw(nginxOrigin, pages[0] ?? "/", { ...headers, "accept-encoding": "gzip" });
      if (answer.status === 200 && answer.encoding === "gzip") break;
      throw new Error(`nginx answered ${answer.status} (${answer.encoding ?? "identity"})`);
    } catch (error) {
      if (i >= 50) {
        await stop();
        throw error;
      }
      await sleep(100);
    }
  }
  return { origin: nginxOrigin, pid: child.pid ?? 0, sizes, stop };
}
