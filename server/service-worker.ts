// /sw.js: the service worker (public/sw.js) with this build's version and the outbox's forms
// (server/outbox-forms.ts) written in. The version is a hash of the worker's source, of those
// forms and of the names of the build's hashed assets, so each deployment that changes any of
// them installs a new worker, whose activation deletes the previous caches (ADR 0018). Browsers
// check the worker on each navigation: it is never cached long.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import type { OutboxConfig } from "./outbox-forms";

export const VERSION_PLACEHOLDER = "__BUILD_VERSION__";
/** In the worker's source as a string literal, replaced by the outbox's configuration (a JSON object literal). */
export const OUTBOX_PLACEHOLDER = '"__OUTBOX_FORMS__"';

/** The worker's script for the client build in `clientDir`. */
export function serviceWorkerSource(clientDir: string, outbox: OutboxConfig): string {
  const source = fs.readFileSync(path.join(clientDir, "sw.js"), "utf8");
  const assetsDir = path.join(clientDir, "assets");
  const assets = fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir).sort() : [];
  const forms = JSON.stringify(outbox);
  const version = createHash("sha256").update(source).update("\0").update(forms).update("\0").update(assets.join("\n")).digest("hex").slice(0, 16);
  return source.replaceAll(VERSION_PLACEHOLDER, version).replaceAll(OUTBOX_PLACEHOLDER, forms);
}

export function serviceWorkerScript(clientDir: string, outbox: OutboxConfig) {
  let script: string | undefined;
  return (_req: Request, res: Response, next: NextFunction) => {
    try {
      script ??= serviceWorkerSource(clientDir, outbox);
    } catch (error) {
      next(error);
      return;
    }
    res.setHeader("Content-Type", "text/javascript; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.send(script);
  };
}
