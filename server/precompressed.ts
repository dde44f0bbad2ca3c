// Serves the brotli and gzip copies the build writes beside the browser files
// (scripts/vite-precompress.ts): a request for /assets/x.js from a client that accepts br is
// answered with x.js.br by the same static middleware (same caching headers, an ETag of its own),
// with Content-Encoding, Vary: Accept-Encoding and x.js's Content-Type. The compression
// middleware leaves an answer that already has a Content-Encoding alone, so nothing is compressed
// twice and the process spends no CPU on static files.
import fs from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

export type Encoding = "br" | "gzip";

/**
 * The best encoding among `offered` (in the server's order of preference) that an
 * Accept-Encoding header allows; undefined when none (no header: none either).
 */
export function acceptedEncoding(header: string | undefined, offered: readonly Encoding[]): Encoding | undefined {
  if (!header) return undefined;
  const quality = new Map<string, number>();
  for (const item of header.split(",")) {
    const [name = "", ...params] = item.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepted = (encoding: string) => (quality.get(encoding) ?? quality.get("*") ?? 0) > 0;
  return offered.find(accepted);
}

const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** The files of `dir` (URL paths, "/assets/x.js") that have a copy for each encoding. */
function precompressedFiles(dir: string): Record<Encoding, Set<string>> {
  const found: Record<Encoding, Set<string>> = { br: new Set(), gzip: new Set() };
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    for (const encoding of ["br", "gzip"] as const) {
      if (!file.endsWith(SUFFIX[encoding])) continue;
      const original = file.slice(0, -SUFFIX[encoding].length);
      if (fs.existsSync(original)) found[encoding].add(`/${path.relative(dir, original).split(path.sep).join("/")}`);
    }
  }
  return found;
}

/** The URL paths of every file under `dir` ("/favicon.svg", "/assets/x.js"), listed once. */
export function filesUnder(dir: string): Set<string> {
  const files = new Set<string>();
  if (!fs.existsSync(dir)) return files;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) files.add(`/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`);
  }
  return files;
}

/**
 * Middleware placed before `express.static(dir)`: when the client accepts an encoding that the
 * requested file has a copy in, the request is pointed at the copy and the headers set.
 * The list of copies is read once, at start (the build does not change under a running server).
 */
export function precompressedStatic(dir: string) {
  const files = precompressedFiles(dir);
  const any = files.br.size + files.gzip.size > 0;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!any || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const pathname = req.path;
    const offered = (["br", "gzip"] as const).filter((encoding) => files[encoding].has(pathname));
    if (offered.length === 0) return next();
    // The answer depends on the header even when it is identity.
    res.vary("Accept-Encoding");
    const encoding = acceptedEncoding(req.headers["accept-encoding"], offered);
    if (!encoding) return next();
    // Content-Type from the original name (the static middleware keeps one already set).
    res.type(path.extname(pathname));
    res.setHeader("Content-Encoding", encoding);
    const query = req.url.indexOf("?");
    req.url = `${query === -1 ? req.url : req.url.slice(0, query)}${SUFFIX[encoding]}${query === -1 ? "" : req.url.slice(query)}`;
    next();
  };
}
