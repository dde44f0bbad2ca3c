// The form-action pipeline every form uses: parse → validate → honeypot → rate limit →
// idempotency → mutation, one reply shape for every refusal.
import { beforeEach, expect, test } from "vitest";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import { FormRefusal, runFormAction, type FormReply } from "~/lib/form-action.server";
import { publicFormLimiter } from "~/lib/rate-limit.server";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { getEnv } from "~/lib/env.server";
import { HONEYPOT_FIELD, RENDERED_AT_FIELD, TOO_FAST_MESSAGE } from "~/lib/honeypot";
import { newIdempotencyKey } from "~/lib/idempotency.server";
import { formRequest } from "../factories";
import { truncateAll } from "../setup/database";

const schema = z.object({ name: z.string({ error: "Le nom est obligatoire." }).min(2, "Au moins 2 caractères."), password: z.string().optional() });

beforeEach(async () => {
  await truncateAll();
  await publicFormLimiter().reset(getDb());
});

let calls = 0;
const mutate = async (value: { name: string }) => ({ stored: value.name, call: ++calls });

type Options = Parameters<typeof runFormAction<typeof schema, { stored: string; call: number }>>[0];

function run(fields: Record<string, string>, options: Partial<Options> = {}) {
  return runFormAction({ request: formRequest("/form", fields), requester: { db: getDb(), clientIp: "203.0.113.10" }, schema, form: "test", mutate, ...options });
}

function refused(outcome: Awaited<ReturnType<typeof run>>): { status: number; reply: FormReply; headers: Headers } {
  if (outcome.status !== "refused") throw new Error("expected a refusal");
  return { status: outcome.response.init?.status ?? 200, reply: outcome.response.data, headers: new Headers(outcome.response.init?.headers) };
}

test("invalid input: 400 in conform's shape, typed values kept, passwords never echoed", async () => {
  const { status, reply } = refused(await run({ name: "A", password: "secret-typed" }));
  expect(status).toBe(400);
  expect(reply.result?.error?.name).toEqual(["Au moins 2 caractères."]);
  expect(reply.result?.initialValue).toMatchObject({ name: "A" });
  expect(JSON.stringify(reply)).not.toContain("secret-typed");
});

test("a filled honeypot looks like a success and stores nothing", async () => {
  const before = calls;
  const outcome = await run({ name: "Robot", [HONEYPOT_FIELD]: "http://spam.example" });
  expect(outcome).toMatchObject({ status: "done", honeypot: true, value: undefined });
  expect(calls).toBe(before);
});

test("every public form carries the time the server rendered it", () => {
  const before = Date.now();
  const html = renderToStaticMarkup(createElement(HoneypotField));
  const rendered = Number(new RegExp(`name="${RENDERED_AT_FIELD}" value="(\\d+)"`).exec(html)?.[1]);
  expect(rendered).toBeGreaterThanOrEqual(before);
  expect(rendered).toBeLessThanOrEqual(Date.now());
});

test("a form posted sooner than a person could fill it is refused in French, what was typed kept; later, or without the time, it goes through", async () => {
  const minMs = getEnv().FORM_MIN_FILL_SECONDS * 1000;
  expect(minMs).toBeGreaterThan(0);
  const before = calls;
  const { status, reply } = refused(await run({ name: "Camille", password: "typed-secret", [RENDERED_AT_FIELD]: String(Date.now() - minMs + 1_000) }));
  expect(status).toBe(422);
  expect(reply.result?.error?.[""]).toEqual([TOO_FAST_MESSAGE]);
  expect(reply.result?.initialValue).toMatchObject({ name: "Camille" });
  expect(JSON.stringify(reply)).not.toContain("typed-secret");
  expect(calls).toBe(before);

  expect((await run({ name: "Camille", [RENDERED_AT_FIELD]: String(Date.now() - minMs - 1) })).status).toBe("done");
  expect((await run({ name: "Camille" })).status).toBe("done");
  // Not a time (a bot's own value): not judged, like a missing one.
  expect((await run({ name: "Camille", [RENDERED_AT_FIELD]: "bientôt" })).status).toBe("done");
});

test("over the limit: 429 with Retry-After and the French message in conform's shape; other addresses unaffected", async () => {
  for (let i = 0; i < 5; i += 1) expect((await run({ name: "Camille" })).status).toBe("done");
  const { status, reply, headers } = refused(await run({ name: "Camille" }));
  expect(status).toBe(429);
  expect(Number(headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(reply.result?.error?.[""]?.[0]).toMatch(/^Trop d’envois depuis votre connexion/);
  expect(reply.result?.initialValue).toMatchObject({ name: "Camille" });
  expect((await run({ name: "Camille" }, { requester: { db: getDb(), clientIp: "203.0.113.11" } })).status).toBe("done");
});

test("member forms are limited per account, whatever the address", async () => {
  const member = (userId: string, clientIp: string) => run({ name: "Camille" }, { limitBy: "account", requester: { db: getDb(), clientIp, userId } });
  for (let i = 0; i < 5; i += 1) expect((await member("user-a", `198.51.100.${i}`)).status).toBe("done");
  expect(refused(await member("user-a", "198.51.100.99")).status).toBe(429);
  expect((await member("user-b", "198.51.100.1")).status).toBe("done");
  await expect(run({ name: "Camille" }, { limitBy: "account" })).rejects.toThrow(/signed-in/);
});

test("a failing mutation: 500 with the form's failure message, values kept", async () => {
  const { status, reply } = refused(
    await run({ name: "Camille" }, { failure: { title: "Erreur", description: "Impossible d’enregistrer." }, mutate: async () => Promise.reject(new Error("disk full")) }),
  );
  expect(status).toBe(500);
  expect(reply.failure?.description).toBe("Impossible d’enregistrer.");
  expect(reply.result?.error?.[""]).toEqual(["Impossible d’enregistrer."]);
  expect(reply.result?.initialValue).toMatchObject({ name: "Camille" });
});

test("an idempotent form stores once per rendering key; the replay gets the first outcome", async () => {
  const key = newIdempotencyKey();
  const first = await run({ name: "Camille", idempotency_key: key }, { idempotent: true });
  const replay = await run({ name: "Camille", idempotency_key: key }, { idempotent: true });
  expect(first).toMatchObject({ status: "done", replayed: false });
  expect(replay).toMatchObject({ status: "done", replayed: true });
  if (first.status !== "done" || replay.status !== "done") throw new Error("unreachable");
  expect(replay.value).toEqual(first.value);
  // Not idempotent: the key is ignored.
  const again = await run({ name: "Camille", idempotency_key: key });
  expect(again).toMatchObject({ status: "done", replayed: false });
});

test("a refusal thrown by the mutation keeps the values and releases the key: the corrected form runs under the same key", async () => {
  const key = newIdempotencyKey();
  const refuseFirst = async (value: { name: string }) => {
    if (value.name === "Refusé") throw new FormRefusal({ fieldErrors: { name: ["Ce nom est déjà pris."] } }, 409);
    return { stored: value.name, call: ++calls };
  };
  const first = refused(await run({ name: "Refusé", idempotency_key: key }, { idempotent: true, mutate: refuseFirst }));
  expect(first.status).toBe(409);
  expect(first.reply.result?.error?.name).toEqual(["Ce nom est déjà pris."]);
  expect(first.reply.result?.initialValue).toMatchObject({ name: "Refusé" });
  const corrected = await run({ name: "Camille", idempotency_key: key }, { idempotent: true, mutate: refuseFirst });
  expect(corrected).toMatchObject({ status: "done", replayed: false, value: { stored: "Camille" } });
  const replay = await run({ name: "Camille", idempotency_key: key }, { idempotent: true, mutate: refuseFirst });
  expect(replay).toMatchObject({ status: "done", replayed: true, value: { stored: "Camille" } });
});
