import { expect, test } from "vitest";
import { HONEYPOT_FIELD } from "./honeypot";
import { checkPublicForm } from "./public-form.server";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

test("a filled honeypot is reported so the submission can be dropped", () => {
  expect(checkPublicForm(form({ email: "a@example.org", [HONEYPOT_FIELD]: "http://spam.example" }), "203.0.113.1", "test")).toEqual({
    ok: false,
    reason: "honeypot",
  });
  expect(checkPublicForm(form({ email: "a@example.org", [HONEYPOT_FIELD]: "" }), "203.0.113.1", "test")).toEqual({ ok: true });
});

test("each address may post a public form 5 times per 10 minutes, other addresses are unaffected", () => {
  const results = Array.from({ length: 6 }, () => checkPublicForm(form({}), "203.0.113.2", "contact"));
  expect(results.slice(0, 5).every((r) => r.ok)).toBe(true);
  expect(results[5]).toMatchObject({ ok: false, reason: "rate_limited" });
  expect(checkPublicForm(form({}), "203.0.113.3", "contact").ok).toBe(true);
  expect(checkPublicForm(form({}), "203.0.113.2", "newsletter").ok).toBe(true);
});
