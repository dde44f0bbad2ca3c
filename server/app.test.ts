// The Express layer in front of React Router: POST rate limit per IP and Origin check.
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createApp } from "./app";

let server: Server;
let base: string;
let builds = 0;

beforeAll(async () => {
  // Requests that get past the guards reach React Router, whose build is not needed here.
  const app = createApp({ mode: "production" }, async () => {
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
  const statuses: number[] = [];
  for (let i = 0; i < 31; i += 1) {
    const response = await fetch(`${base}/contact`, { method: "POST", headers: { Origin: "https://evil.example" }, body: "a=1" });
    statuses.push(response.status);
    if (response.status === 429) {
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await response.text()).toContain("Trop de requêtes");
    }
  }
  // The first test used one of the 30 allowed posts of this minute.
  expect(statuses.filter((s) => s === 403)).toHaveLength(29);
  expect(statuses.slice(-2)).toEqual([429, 429]);
});

test("GET requests are not rate limited by the POST limit", async () => {
  const response = await fetch(`${base}/healthz`);
  expect(response.status).toBe(503); // no database in this test: the health check says so
  expect(await response.json()).toEqual({ status: "error", database: "unreachable" });
});
