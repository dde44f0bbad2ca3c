import { expect, test } from "vitest";
import { createMemoryRateLimiter } from "./rate-limit.server";

test("a key is allowed up to the limit, then refused until the window ends", () => {
  const limiter = createMemoryRateLimiter({ limit: 3, windowMs: 60_000 });
  const t0 = 1_000_000;
  expect([1, 2, 3].map(() => limiter.hit("1.2.3.4", t0).allowed)).toEqual([true, true, true]);
  const refused = limiter.hit("1.2.3.4", t0 + 1000);
  expect(refused.allowed).toBe(false);
  expect(refused.retryAfterSeconds).toBe(59);
  expect(limiter.hit("1.2.3.4", t0 + 60_000).allowed).toBe(true);
});

test("keys are counted separately", () => {
  const limiter = createMemoryRateLimiter({ limit: 1, windowMs: 60_000 });
  expect(limiter.hit("a").allowed).toBe(true);
  expect(limiter.hit("b").allowed).toBe(true);
  expect(limiter.hit("a").allowed).toBe(false);
});
