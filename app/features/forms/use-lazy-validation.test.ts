import { INTENT } from "@conform-to/dom";
import { expect, test } from "vitest";
import { CONFORM_INTENT } from "./use-lazy-validation";

test("the held requests are recognised by the name conform gives its own submit button", () => {
  expect(CONFORM_INTENT).toBe(INTENT);
});
