import { expect, test } from "vitest";
import { normalizeToast } from "./toast";

test("a toast gets an id and the success type by default", () => {
  const toast = normalizeToast({ title: "Message envoyé !" });
  expect(toast).toMatchObject({ type: "success", title: "Message envoyé !" });
  expect(toast?.id).toMatch(/^\w+$/);
});

test("anything that is not a toast is dropped; lengths are bounded", () => {
  expect(normalizeToast(null)).toBeNull();
  expect(normalizeToast("Message")).toBeNull();
  expect(normalizeToast({ title: "" })).toBeNull();
  expect(normalizeToast({ title: "x", type: "danger" })?.type).toBe("success");
  expect(normalizeToast({ title: "t".repeat(300), description: "d".repeat(900) })).toMatchObject({
    title: "t".repeat(200),
    description: "d".repeat(500),
  });
});
