// Malformed requests against every form of the production server (V7, V8, V1, O1). The list
// of forms comes from the server build's route table, so a new action is covered by default.
import fs from "node:fs";
import { e2eDataDir } from "../../playwright.config";
import { bodyLimitFor } from "../../server/body-limits";
import { sessionStateFile } from "./support/accounts";
import { serverRoutes } from "./support/route-table";
import { test as base, expect } from "./support/test";

interface ActionRoute {
  id: string;
  path: string;
  /** Below the member or admin layout: its guard answers first, so it is attacked signed in. */
  guarded: boolean;
}

const GUARDED_LAYOUTS = ["routes/member/layout", "routes/admin/layout"];

/** Every route with an action, as the server build declares them (the catch-all left out). */
async function actionRoutes(): Promise<ActionRoute[]> {
  return (await serverRoutes())
    .filter((r) => r.hasAction)
    .map((r) => ({
      id: r.id,
      // A real back-office section (of "Contenus du site" under /admin/contenus) and the sample
      // item 1, so the section's guard lets the post through to the parsing step; any other
      // parameter gets a value no route knows.
      path:
        r.pattern
          .replace(":section", r.pattern.startsWith("/admin/contenus/") ? "equipe" : "blog")
          .replace(/:id\b/, "1")
          .replace(/:[^/]+/g, "abcdefghijklmnopqrstuv") || "/",
      guarded: r.ancestors.some((id) => GUARDED_LAYOUTS.includes(id)),
    }));
}

const routes = await actionRoutes();
/** The document URL and the single-fetch data URL of each form, and whether it is guarded. */
const targets = routes.flatMap((r) => [r.path, `${r.path}.data`]);
const guardedTargets = new Set(routes.filter((r) => r.guarded).flatMap((r) => [r.path, `${r.path}.data`]));

/**
 * The client each form is attacked with: anonymous for the open forms, the robot account's
 * session (an administrator, so every guard lets it through) for the guarded ones; otherwise
 * the guard's redirect would answer and the parsing step would never be reached.
 *
 * The requests go through Node's own fetch, not Playwright's request context: the server ends
 * the connection after a refusal (405, 413, 415, 429: `Connection: close`, so it never reads an
 * unwanted body), and Playwright's client, reusing a connection as it closed, now and then
 * stalled for 5 s on the next request (3 or 4 times in 240 requests, a fifth of this file's
 * time); Node's fetch and a plain keep-alive agent never do.
 */
interface Client {
  baseURL: string;
  cookie?: string;
}

const test = base.extend<{ clientFor: (url: string) => Client; anonymous: Client }>({
  anonymous: async ({ baseURL }, provide) => provide({ baseURL: baseURL! }),
  clientFor: async ({ baseURL }, provide) => {
    const state = JSON.parse(fs.readFileSync(sessionStateFile(e2eDataDir, "robot"), "utf8")) as { cookies: Array<{ name: string; value: string }> };
    const signedIn = { baseURL: baseURL!, cookie: state.cookies.map((c) => `${c.name}=${c.value}`).join("; ") };
    await provide((url) => (guardedTargets.has(url) ? signedIn : { baseURL: baseURL! }));
  },
});

test("the route table lists the site's forms", () => {
  expect(routes.map((r) => r.path).sort()).toEqual(
    expect.arrayContaining(["/adhesion", "/adhesion-structured", "/contact", "/espace", "/espace/deconnexion", "/espace/modifier", "/espace/donnees", "/espace/securite", "/newsletter", "/preferences/theme", "/remontee-idees"]),
  );
});

const form = "application/x-www-form-urlencoded";

async function postRaw(client: Client, url: string, body: string | Buffer, contentType?: string, method = "POST") {
  const started = Date.now();
  const headers: Record<string, string> = {};
  if (contentType) headers["Content-Type"] = contentType;
  if (client.cookie) headers.Cookie = client.cookie;
  // Bytes, so that fetch adds no Content-Type of its own to a body sent without one.
  const response = await fetch(new URL(url, client.baseURL), { method, body: Buffer.from(body), headers, redirect: "manual" });
  const text = await response.text();
  return { status: response.status, size: Buffer.byteLength(text), ms: Date.now() - started, text };
}

test("an anonymous post to a guarded form is sent to the sign-in page before its body is read", async ({ anonymous }) => {
  expect(guardedTargets.size).toBeGreaterThan(0);
  for (const url of [...guardedTargets].filter((u) => !u.endsWith(".data"))) {
    const answer = await postRaw(anonymous, url, Array.from({ length: 500 }, (_, i) => `f${i}=1`).join("&"), form);
    expect(answer.status, url).toBe(302);
  }
});

test("sparse indexes and deep nesting on every form get a small answer, never a 5xx", async ({ request, clientFor }) => {
  const attacks = [
    "zz%5B5000000%5D=1",
    "membres%5B99999999%5D.nom=x&email=a%40example.org",
    `a${"%5B0%5D".repeat(200)}=1`,
    `${"b.".repeat(200)}c=1`,
    "__proto__%5Bx%5D=1&constructor.prototype.x=1",
  ];
  for (const url of targets) {
    for (const body of attacks) {
      const answer = await postRaw(clientFor(url), url, body, form);
      expect(answer.status, `${url} ${body}`).toBeLessThan(500);
      // The reply echoes known fields only: the page itself (tens of KB), not megabytes.
      expect(answer.size, `${url} ${body}`).toBeLessThan(200_000);
      expect(answer.ms, `${url} ${body}`).toBeLessThan(5_000);
    }
  }
  expect((await request.get("/healthz")).status()).toBe(200);
});

test("a form with hundreds of fields is refused with 413 on every form", async ({ clientFor }) => {
  const body = Array.from({ length: 500 }, (_, i) => `f${i}=1`).join("&");
  for (const url of targets) {
    const answer = await postRaw(clientFor(url), url, body, form);
    expect(answer.status, url).toBe(413);
  }
});

test("a body over its route's limit is refused with 413 in French before the application reads it", async ({ clientFor }) => {
  for (const url of targets) {
    // 64 KB for text forms, more for the few that take a file (server/body-limits.ts).
    const body = `message=${"a".repeat(bodyLimitFor(url) + 1024)}`;
    const answer = await postRaw(clientFor(url), url, body, form);
    expect(answer.status, url).toBe(413);
    expect(answer.text).toContain("Envoi trop volumineux");
  }
});

test("bodies that are not forms get 415, broken multipart 400, on every form", async ({ anonymous, clientFor }) => {
  // Five bodies posted to every form of the route table.
  test.slow();
  const cases: Array<[string | undefined, string, number]> = [
    ["application/json", '{"email":"a@example.org"}', 415],
    ["text/plain", "email=a@example.org", 415],
    ["application/xml", "<email>a@example.org</email>", 415],
    [undefined, "email=a@example.org", 415],
    ["multipart/form-data", "--x\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\nx\r\n--x--\r\n", 400],
    ["multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\nxx", 400],
  ];
  for (const url of targets) {
    for (const [contentType, body, status] of cases) {
      const answer = await postRaw(clientFor(url), url, body, contentType);
      expect(answer.status, `${url} ${contentType}`).toBe(status);
    }
  }
  // The document answer is the site's French error page.
  const page = await postRaw(anonymous, "/contact", "{}", "application/json");
  expect(page.text).toContain("Format non pris en charge");
});

test("other methods than GET and POST get 405 on every form", async ({ clientFor }) => {
  for (const url of targets) {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const answer = await postRaw(clientFor(url), url, "intent=sign-in&email=a%40example.org&password=x", form, method);
      expect(answer.status, `${method} ${url}`).toBe(405);
      expect(answer.text).toContain("Méthode non autorisée");
    }
  }
});

test("NUL bytes and control characters in any field or query never reach the database as errors", async ({ request, anonymous, clientFor }) => {
  const nul = "%00%01%1B";
  for (const url of targets) {
    const fields = ["nom", "prenom", "email", "telephone", "titre", "description", "message", "name", "first_name", "last_name", "password", "new_password", "current_password", "adresse_complete", "ville", "token", "theme", "intent"];
    const answer = await postRaw(clientFor(url), url, fields.map((f) => `${f}=a${nul}b`).join("&"), form);
    expect(answer.status, url).toBeLessThan(500);
  }
  for (const url of ["/recherche?q=pa%00rc", "/recherche/apercu?q=pa%00rc", "/prises-positions?q=pa%00rc", "/adhesion?etape=paiement&ref=%00", "/remontee-idees/suivi/%00", "/newsletter/confirmation?token=%00"]) {
    const response = await request.get(url);
    expect(response.status(), url).toBeLessThan(500);
  }
  // A real submission with NUL and line breaks in its name is stored cleaned.
  const idea = await postRaw(
    anonymous,
    "/remontee-idees",
    new URLSearchParams({ nom: "Jean\u0000\r\nBcc: x@evil.example", email: "jean@example.org", titre: "Un titre\u0000 correct", description: "Une description assez longue\u0000 pour être acceptée.", type_soumission: "idee", urgence: "normale" }).toString(),
    form,
  );
  expect(idea.status).toBe(302);
});

test("out-of-range household sizes are answered with the French message and keep what was typed", async ({ anonymous }) => {
  for (const value of ["5", "-1", "1e309", "NaN"]) {
    const answer = await postRaw(anonymous, "/adhesion?annee=2025", `nom=Favre&ville=Lyon&nombre_personnes=${value}`, form);
    expect(answer.status, value).toBe(400);
    expect(answer.text).toContain("Choisissez un nombre de personnes entre 1 et 4.");
    expect(answer.text).toContain('value="Favre"');
  }
});
