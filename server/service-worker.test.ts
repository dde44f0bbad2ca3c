// The service worker's version: written in place of the placeholder, the same for the same
// build, and new whenever the worker's code or any of the build's hashed assets change (a new
// deployment), so that the new worker's caches replace the old ones.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { serviceWorkerSource, VERSION_PLACEHOLDER } from "./service-worker";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function clientBuild(worker: string, assets: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "adpl-sw-"));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, "sw.js"), worker);
  fs.mkdirSync(path.join(dir, "assets"));
  for (const asset of assets) fs.writeFileSync(path.join(dir, "assets", asset), "");
  return dir;
}

const versionOf = (script: string) => /const VERSION = "adpl-([0-9a-f]+)";/.exec(script)?.[1];
const WORKER = `const VERSION = "adpl-${VERSION_PLACEHOLDER}";\nself.addEventListener("fetch", () => {});\n`;

test("the placeholder becomes a version that depends on the worker and on the build's assets", () => {
  const first = serviceWorkerSource(clientBuild(WORKER, ["root-A1.js", "app-B2.css"]));
  expect(first).not.toContain(VERSION_PLACEHOLDER);
  expect(versionOf(first)).toMatch(/^[0-9a-f]{16}$/);
  // The same build (assets listed in another order) keeps its version.
  expect(versionOf(serviceWorkerSource(clientBuild(WORKER, ["app-B2.css", "root-A1.js"])))).toBe(versionOf(first));
  // A new deployment: one asset rebuilt, or the worker changed.
  expect(versionOf(serviceWorkerSource(clientBuild(WORKER, ["root-C3.js", "app-B2.css"])))).not.toBe(versionOf(first));
  expect(versionOf(serviceWorkerSource(clientBuild(`${WORKER}// v2\n`, ["root-A1.js", "app-B2.css"])))).not.toBe(versionOf(first));
});

test("the worker the site ships carries the placeholder once, in its version", () => {
  const shipped = fs.readFileSync(path.resolve("public/sw.js"), "utf8");
  expect(shipped.match(new RegExp(VERSION_PLACEHOLDER, "g"))).toHaveLength(1);
  expect(shipped).toContain(`const VERSION = "adpl-${VERSION_PLACEHOLDER}";`);
});
