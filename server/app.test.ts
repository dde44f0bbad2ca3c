// The Express layer in front of React Router: rate limit of state changes per address (proxy
// aware), Origin check, allowed methods, body limit, request ids, last-resort error page.
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { createApp, requestIdFrom } from "./app";
import { TEXT_FORM_BODY_LIMIT } from "./body-limits";
import { LARGE_BODY_QUEUE, LARGE_BODY_SLOTS, largeBodyState } from "./request-handler";

let server: Server;
let base: string;
let builds = 0;

beforeAll(async () => {
  // Requests that get past the guards reach React Router, whose build is not needed here.
  // A high limit here: the limit itself is tested on apps of its own.
  const app = createApp({ mode: "production", env: parseEnv({ POST_RATE_LIMIT_PER_MINUTE: "100000" }) }, async () => {
    builds += 1;
    throw new Error("no build in this test");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test("a cross-origin POST is refused before reaching the application, and the security headers are set", async () => {
  const response = await fetch(`${base}/espace`, { method: "POST", headers: { Origin: "https://evil.example" }, body: "a=1" });
  expect(response.status).toBe(403);
  expect(await response.text()).toContain("origine non autorisée");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("content-security-policy")).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  expect(builds).toBe(0);
});

test("more than POST_RATE_LIMIT_PER_MINUTE posts from one address get 429 with Retry-After", async () => {
  const app = await startApp({});
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const response = await fetch(`${app.url}/contact`, { method: "POST", headers: { Origin: "https://evil.example" }, body: "a=1" });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await response.text()).toContain("Trop de requêtes");
      }
    }
    // The default limit is 30 a minute.
    expect(statuses.filter((s) => s === 403)).toHaveLength(30);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  } finally {
    await app.stop();
  }
});

test("GET requests are not rate limited by the POST limit", async () => {
  const response = await fetch(`${base}/healthz`);
  expect(response.status).toBe(503); // no database in this test: the health check says so
  expect(await response.json()).toEqual({ status: "error", database: "unreachable" });
});

/** Starts an app on a free port with the given configuration; returns its base URL and a stop function. */
async function startApp(env: Record<string, string>, build: () => Promise<ServerBuild> = async () => {
  throw new Error("no build in this test");
}) {
  const app = createApp({ mode: "production", env: parseEnv(env) }, build);
  const listening = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => listening.once("listening", resolve));
  return {
    url: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => listening.close(() => resolve())),
  };
}

/** Streams up to `total` bytes to a form route and reports the answer and how much was sent before it. */
function postHuge(base: string, total: number, { chunked }: { chunked: boolean }) {
  return new Promise<{ status: number; body: string; sentBeforeAnswer: number; connection: string | undefined }>((resolve, reject) => {
    const url = new URL("/contact", base);
    const headers: Record<string, string | number> = { "Content-Type": "application/x-www-form-urlencoded" };
    if (!chunked) headers["Content-Length"] = total;
    const request = http.request(url, { method: "POST", headers });
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, "a");
    request.on("response", (response) => {
      answered = true;
      const sentBeforeAnswer = sent;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (c: string) => (body += c));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body, sentBeforeAnswer, connection: response.headers.connection }));
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once("drain", pump);
          return;
        }
      }
      if (!answered) request.end();
    };
    pump();
  });
}

describe("request bodies are capped before they are buffered (V8)", () => {
  test.each([
    ["with a Content-Length", false],
    ["chunked", true],
  ])("a 200 MB post %s gets 413 in French once at most the drained allowance (16 MB) has been read, and the connection is closed", async (_label, chunked) => {
    const result = await postHuge(base, 200 * 1024 * 1024, { chunked });
    expect(result.status).toBe(413);
    expect(result.body).toContain("Envoi trop volumineux");
    expect(result.connection).toBe("close");
    expect(result.sentBeforeAnswer).toBeLessThan(32 * 1024 * 1024);
  });

  test("a client that sends its whole body before reading gets the 413 page, not a reset connection", async () => {
    // As a browser does with a file a little too large: 12 MB to a 64 KB form.
    const response = await fetch(`${base}/contact`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "a=".padEnd(12 * 1024 * 1024, "b") });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("Envoi trop volumineux");
  });

  test("a body under the limit reaches the application", async () => {
    const before = builds;
    const response = await fetch(`${base}/contact`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "a=".padEnd(TEXT_FORM_BODY_LIMIT - 10, "b") });
    expect(builds).toBe(before + 1);
    // No build in this test: the last-resort handler answers, in French (O1).
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("Une erreur est survenue");
  });
});

describe("uploads are read a few at a time", () => {
  /** A photo deposit whose body starts and never ends: it holds, or waits for, a large-body slot. */
  function unfinishedUpload(url: string): http.ClientRequest {
    const request = http.request(new URL("/depot-photos", url), { method: "POST", headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": 5_000_000 } });
    request.on("error", () => {});
    request.write("--x\r\n");
    return request;
  }

  test(`${LARGE_BODY_SLOTS} bodies are read at once and ${LARGE_BODY_QUEUE} wait; one more gets 429; clients that leave while waiting give their turn back`, async () => {
    const app = await startApp({ POST_RATE_LIMIT_PER_MINUTE: "100000" });
    const uploads: http.ClientRequest[] = [];
    try {
      for (let i = 0; i < LARGE_BODY_SLOTS + LARGE_BODY_QUEUE; i += 1) uploads.push(unfinishedUpload(app.url));
      await expect.poll(largeBodyState).toEqual({ held: LARGE_BODY_SLOTS, waiting: LARGE_BODY_QUEUE });

      const refused = await fetch(`${app.url}/depot-photos`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "a=1" });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("30");

      // Every client gives up, the waiting ones included: no slot stays taken.
      for (const upload of uploads) upload.destroy();
      await expect.poll(largeBodyState).toEqual({ held: 0, waiting: 0 });
      // The next upload is read at once and reaches the application (no build here: the French 500).
      const next = await fetch(`${app.url}/depot-photos`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "a=1" });
      expect(next.status).toBe(500);
    } finally {
      for (const upload of uploads) upload.destroy();
      await app.stop();
    }
  });
});

describe("methods", () => {
  test.each(["PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND"])("%s gets 405 with the allowed methods, before the application", async (method) => {
    const before = builds;
    const response = await fetch(`${base}/espace`, { method, headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: method === "OPTIONS" ? undefined : "intent=sign-in" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(await response.text()).toContain("Méthode non autorisée");
    expect(builds).toBe(before);
  });

  test("TRACE gets 405 too", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      http.request(new URL("/", base), { method: "TRACE" }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      }).on("error", reject).end();
    });
    expect(status).toBe(405);
  });

  test("every non-GET method counts toward the per-address limit", async () => {
    const app = await startApp({ POST_RATE_LIMIT_PER_MINUTE: "3" });
    try {
      const statuses: number[] = [];
      for (const method of ["PUT", "PATCH", "DELETE", "POST"]) statuses.push((await fetch(`${app.url}/contact`, { method, body: "a=1" })).status);
      expect(statuses).toEqual([405, 405, 405, 429]);
      expect((await fetch(`${app.url}/healthz`)).status).not.toBe(429);
    } finally {
      await app.stop();
    }
  });
});

describe("client addresses behind a reverse proxy (H3)", () => {
  const postFrom = (url: string, forwardedFor: string) =>
    fetch(`${url}/contact`, { method: "POST", headers: { "X-Forwarded-For": forwardedFor, Origin: "https://evil.example" }, body: "a=1" }).then((r) => r.status);

  test("with TRUST_PROXY, two visitors behind the proxy get separate limits", async () => {
    const app = await startApp({ POST_RATE_LIMIT_PER_MINUTE: "2", TRUST_PROXY: "loopback" });
    try {
      // 403: past the limiter, refused by the Origin check; 429: over the limit.
      expect([await postFrom(app.url, "203.0.113.1"), await postFrom(app.url, "203.0.113.1"), await postFrom(app.url, "203.0.113.1")]).toEqual([403, 403, 429]);
      expect(await postFrom(app.url, "203.0.113.2")).toBe(403);
      // A hop count works the same.
    } finally {
      await app.stop();
    }
    const hops = await startApp({ POST_RATE_LIMIT_PER_MINUTE: "1", TRUST_PROXY: "1" });
    try {
      expect([await postFrom(hops.url, "198.51.100.1"), await postFrom(hops.url, "198.51.100.2")]).toEqual([403, 403]);
    } finally {
      await hops.stop();
    }
  });

  test("without a trusted proxy, a spoofed X-Forwarded-For is ignored: one address, one limit", async () => {
    const app = await startApp({ POST_RATE_LIMIT_PER_MINUTE: "2" });
    try {
      expect([await postFrom(app.url, "203.0.113.1"), await postFrom(app.url, "203.0.113.2"), await postFrom(app.url, "203.0.113.3")]).toEqual([403, 403, 429]);
    } finally {
      await app.stop();
    }
  });

  test("a proxy outside the trusted list is not believed either", async () => {
    const app = await startApp({ POST_RATE_LIMIT_PER_MINUTE: "1", TRUST_PROXY: "10.0.0.0/8" });
    try {
      expect([await postFrom(app.url, "203.0.113.1"), await postFrom(app.url, "203.0.113.2")]).toEqual([403, 429]);
    } finally {
      await app.stop();
    }
  });
});

describe("Origin check against SITE_URL", () => {
  test("with SITE_URL set, only its exact origin (scheme, host, port) may post", async () => {
    let reached = 0;
    const app = await startApp({ SITE_URL: "https://adpl.example" }, async () => {
      reached += 1;
      throw new Error("reached the application");
    });
    try {
      const post = (origin: string) => fetch(`${app.url}/contact`, { method: "POST", headers: { Origin: origin }, body: "a=1" }).then((r) => r.status);
      expect(await post("http://adpl.example")).toBe(403);
      expect(await post("https://adpl.example:8443")).toBe(403);
      expect(await post(app.url)).toBe(403);
      expect(reached).toBe(0);
      expect(await post("https://adpl.example")).toBe(500); // past the check; no build here
      expect(reached).toBe(1);
    } finally {
      await app.stop();
    }
  });

  test("without SITE_URL, the scheme counts too", async () => {
    const response = await fetch(`${base}/contact`, { method: "POST", headers: { Origin: base.replace("http://", "https://") }, body: "a=1" });
    expect(response.status).toBe(403);
  });
});

test("a client's X-Request-Id is kept only when short and plain; otherwise one is generated", async () => {
  const id = async (value: string) => (await fetch(`${base}/healthz`, { headers: { "X-Request-Id": value } })).headers.get("x-request-id");
  expect(await id("abc-123.def")).toBe("abc-123.def");
  for (const hostile of ["<script>alert(1)</script>", "a".repeat(65), "id with spaces", "x\u00e9"]) {
    expect(await id(hostile)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
  }
  expect(requestIdFrom(["a", "b"])).toMatch(/^[0-9a-f-]{36}$/);
});
