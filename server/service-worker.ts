// /sw.js: the service worker (public/sw.js) with this build's version written in. The version
// is a hash of the worker's source and of the names of the build's hashed assets, so each
// deployment that changes either installs a new worker, whose activation deletes the previous
// caches (ADR 0018). Browsers check the worker on each navigation: it is never cached long.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

export const VERSION_PLACEHOLDER = "__BUILD_VERSION__";

/** The worker's script for the client build in `clientDir`. */
export function serviceWorkerSource(clientDir: string): string {
  const source = fs.readFileSync(path.join(clientDir, "sw.js"), "utf8");
  const assetsDir = path.join(clientDir, "assets");
  const assets = fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir).sort() : [];
  const version = createHash("sha256").update(source).update("\0").update(assets.join("\n")).digest("hex").slice(0, 16);
  return source.replaceAll(VERSION_PLACEHOLDER, version);
}

export function serviceWorkerScript(clientDir: string) {
  let script: string | undefined;
  return (_req: Request, res: Response, next: NextFunction) => {
    try {
      script ??= serviceWorkerSource(clientDir);
    } catch (error) {
      next(error);
      return;
    }
    res.setHeader("Content-Type", "text/javascript; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.send(script);
  };
}
