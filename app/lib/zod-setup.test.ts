import { expect, test } from "vitest";

test("zod picks up the jitless setting made before it loads", async () => {
  await import("./zod-setup");
  const { z } = await import("zod");
  expect(z.config().jitless).toBe(true);
  // Parsing still works without the fast path.
  expect(z.object({ email: z.email() }).safeParse({ email: "a@example.org" }).success).toBe(true);
});
