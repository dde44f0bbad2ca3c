// The service worker's version: written in place of the placeholder, the same for the same
// build, and new whenever the worker's code, the outbox's forms or any of the build's hashed
// assets change (a new deployment), so that the new worker's caches replace the old ones. The
// outbox's forms are the ones the site's forms declare, written in as a JSON object.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { OUTBOX_CONFIG, type OutboxConfig } from "./outbox-forms";
import { OUTBOX_PLACEHOLDER, serviceWorkerSource, VERSION_PLACEHOLDER } from "./service-worker";

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
const WORKER = `const VERSION = "adpl-${VERSION_PLACEHOLDER}";\nconst OUTBOX = ${OUTBOX_PLACEHOLDER};\nself.addEventListener("fetch", () => {});\n`;
const FORMS: OutboxConfig = { keyField: "idempotency_key", forms: [{ paths: ["/contact"], label: "Votre message", sent: { title: "Message envoyé", description: "" } }] };
const serviceWorkerOf = (dir: string, outbox = FORMS) => serviceWorkerSource(dir, outbox);

test("the placeholder becomes a version that depends on the worker, the outbox's forms and the build's assets", () => {
  const first = serviceWorkerOf(clientBuild(WORKER, ["root-A1.js", "app-B2.css"]));
  expect(first).not.toContain(VERSION_PLACEHOLDER);
  expect(versionOf(first)).toMatch(/^[0-9a-f]{16}$/);
  // The same build (assets listed in another order) keeps its version.
  expect(versionOf(serviceWorkerOf(clientBuild(WORKER, ["app-B2.css", "root-A1.js"])))).toBe(versionOf(first));
  // A new deployment: one asset rebuilt, or the worker changed.
  expect(versionOf(serviceWorkerOf(clientBuild(WORKER, ["root-C3.js", "app-B2.css"])))).not.toBe(versionOf(first));
  expect(versionOf(serviceWorkerOf(clientBuild(`${WORKER}// v2\n`, ["root-A1.js", "app-B2.css"])))).not.toBe(versionOf(first));
  const otherForms = { ...FORMS, forms: [{ ...FORMS.forms[0]!, paths: ["/contact", "/ecrire"] }] };
  expect(versionOf(serviceWorkerOf(clientBuild(WORKER, ["root-A1.js", "app-B2.css"]), otherForms))).not.toBe(versionOf(first));
});

test("the outbox's forms are written in as the object the worker reads", () => {
  const script = serviceWorkerOf(clientBuild(WORKER, []), OUTBOX_CONFIG);
  expect(script).not.toContain(OUTBOX_PLACEHOLDER);
  const written = /const OUTBOX = (.*);\n/.exec(script)?.[1];
  expect(JSON.parse(written!)).toEqual(OUTBOX_CONFIG);
});

test("the worker keeps the posts of every form the site renders with an outbox, under the forms' idempotency field", () => {
  expect(OUTBOX_CONFIG.keyField).toBe("idempotency_key");
  expect(OUTBOX_CONFIG.forms.flatMap((form) => form.paths)).toEqual(["/remontee-idees", "/contact", "/newsletter", "/adhesion", "/adhesion-structured", "/rencontres/:slug"]);
});

test("the worker the site ships carries the placeholder once, in its version", () => {
  const shipped = fs.readFileSync(path.resolve("public/sw.js"), "utf8");
  expect(shipped.match(new RegExp(VERSION_PLACEHOLDER, "g"))).toHaveLength(1);
  expect(shipped).toContain(`const VERSION = "adpl-${VERSION_PLACEHOLDER}";`);
  expect(shipped.split(OUTBOX_PLACEHOLDER)).toHaveLength(2);
  expect(shipped).toContain(`const OUTBOX = ${OUTBOX_PLACEHOLDER};`);
});
