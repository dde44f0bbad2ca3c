// Static files: the build's brotli and gzip copies (scripts/vite-precompress.ts) are sent to the
// clients that accept them, with the original's type, the immutable caching of hashed assets, and
// never compressed a second time.
import fs from "node:fs";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { precompressDirectory } from "../scripts/vite-precompress";
import { createApp } from "./app";
import { acceptedEncoding } from "./precompressed";

const script = `export function hello(){return ${JSON.stringify("Bonjour la Presqu’île ".repeat(400))}}\n`;
const style = `.carte{color:#152e52;margin:0 auto}\n`.repeat(200);

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "adpl-precompressed-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "assets/entry-abc123.js"), script);
  fs.writeFileSync(path.join(dir, "assets/app-def456.css"), style);
  fs.writeFileSync(path.join(dir, "assets/small-0001.js"), "export {};\n");
  fs.writeFileSync(path.join(dir, "assets/font-0002.woff2"), Buffer.alloc(4000, 7));
  fs.writeFileSync(path.join(dir, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(400)}</svg>`);
  await precompressDirectory(dir);
  const app = createApp({ mode: "production", clientDir: dir, env: parseEnv({}) }, async () => {
    throw new Error("no build in this test");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
});

function get(pathname: string, headers: Record<string, string> = {}, method = "GET"): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${pathname}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

describe("the build's copies", () => {
  test("compressible files of 1 KB and more get a .br and a .gz that decode to them; small files and fonts do not", () => {
    const js = path.join(dir, "assets/entry-abc123.js");
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(fs.existsSync(path.join(dir, "favicon.svg.br"))).toBe(true);
    expect(fs.existsSync(path.join(dir, "assets/small-0001.js.br"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "assets/font-0002.woff2.br"))).toBe(false);
  });
});

describe("serving them", () => {
  test("brotli to a browser that takes it, with the script's type, Vary and the year-long immutable caching", async () => {
    const answer = await get("/assets/entry-abc123.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    // The build's copy as it is: compressed once, not twice.
    expect(answer.body.equals(fs.readFileSync(path.join(dir, "assets/entry-abc123.js.br")))).toBe(true);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  test("gzip when brotli is not accepted, the original otherwise; each with its own ETag", async () => {
    const gz = await get("/assets/app-def456.css", { "accept-encoding": "gzip, br;q=0" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(style);
    const plain = await get("/assets/app-def456.css");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(style);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    const br = await get("/assets/app-def456.css", { "accept-encoding": "br" });
    expect(new Set([gz.headers.etag, plain.headers.etag, br.headers.etag]).size).toBe(3);
    const revalidated = await get("/assets/app-def456.css", { "accept-encoding": "br", "if-none-match": String(br.headers.etag) });
    expect(revalidated.status).toBe(304);
  });

  test("files outside /assets too (an hour of caching), HEAD without a body", async () => {
    const svg = await get("/favicon.svg", { "accept-encoding": "br" });
    expect(svg.headers["content-encoding"]).toBe("br");
    expect(svg.headers["content-type"]).toBe("image/svg+xml");
    expect(svg.headers["cache-control"]).toBe("public, max-age=3600");
    const head = await get("/assets/entry-abc123.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
  });

  test("a file without a copy is compressed by the middleware as before", async () => {
    fs.writeFileSync(path.join(dir, "assets/late-0003.js"), script);
    const answer = await get("/assets/late-0003.js", { "accept-encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(answer.body).toString()).toBe(script);
  });
});

test("Accept-Encoding: the server's preference among what the client allows", () => {
  expect(acceptedEncoding("gzip, deflate, br", ["br", "gzip"])).toBe("br");
  expect(acceptedEncoding("gzip;q=1, br;q=0", ["br", "gzip"])).toBe("gzip");
  expect(acceptedEncoding("*", ["br", "gzip"])).toBe("br");
  expect(acceptedEncoding("*;q=0, gzip", ["br", "gzip"])).toBe("gzip");
  expect(acceptedEncoding("identity", ["br", "gzip"])).toBeUndefined();
  expect(acceptedEncoding(undefined, ["br", "gzip"])).toBeUndefined();
  expect(acceptedEncoding("BR", ["gzip"])).toBeUndefined();
});
