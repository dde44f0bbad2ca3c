// The /depot-photos route on the real pipeline: what the loader shows to whom, the one action
// (signed out → 401 after the bounded parse; an unconfirmed address; a deposit; withdrawals
// refused in French, never a 500), and the resend button's way back to the page.
import fs from "node:fs/promises";
import path from "node:path";
import { IDEMPOTENCY_FIELD } from "~/lib/form-fields";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { photoSubmissions, users } from "~/db/schema";
import { PHOTO_DEPOSITS_PER_HOUR, PHOTO_MESSAGES as M } from "~/features/photos/options";
import type { FormReply } from "~/lib/form-action.server";
import { publicFormLimiter } from "~/lib/rate-limit.server";
import { action as photoAction, loader as photoLoader } from "~/routes/participate/photo-deposit";
import { action as verificationAction } from "~/routes/member/verification";
import { middleware as memberMiddleware } from "~/routes/member/layout";
import { contextFor, formRequest, guardedContextFor, pageRequest, signedInMember } from "../factories";
import { truncateAll } from "../setup/database";

beforeEach(async () => {
  await truncateAll();
  await publicFormLimiter().reset(getDb());
});

type PhotoActionArgs = Parameters<typeof photoAction>[0];
type PhotoLoaderArgs = Parameters<typeof photoLoader>[0];

async function post(request: Request) {
  return photoAction({ request, context: await contextFor(request), params: {} } as unknown as PhotoActionArgs);
}

async function load(path: string, cookie?: string) {
  const request = pageRequest(path, cookie);
  return photoLoader({ request, context: await contextFor(request), params: {} } as unknown as PhotoLoaderArgs);
}

function multipart(fields: Record<string, string | File>, cookie?: string): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return new Request("http://localhost:3000/depot-photos?onglet=depot", { method: "POST", body, headers: cookie ? { Cookie: cookie } : {} });
}

async function member(verified: boolean) {
  const { userId, cookie } = await signedInMember();
  if (verified) await getDb().update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  return { userId, cookie };
}

const jpegFile = async () => new File([new Uint8Array(await sharp({ create: { width: 640, height: 480, channels: 3, background: "#336699" } }).jpeg().toBuffer())], "quai.jpg", { type: "image/jpeg" });
const deposit = async (overrides: Record<string, string | File> = {}) => ({ intent: "deposit", photo: await jpegFile(), title: "Quai Saint-Antoine", category: "jolie_photo", description: "Au matin.", rights_granted: "on", ...overrides });

/** An action's data answer (status and body), or a redirect's status and location. */
function answer(result: unknown): { status: number; body: unknown; location: string | null } {
  if (result instanceof Response) return { status: result.status, body: null, location: result.headers.get("Location") };
  const withInit = result as { data: unknown; init?: { status?: number } | null };
  return { status: withInit.init?.status ?? 200, body: withInit.data, location: null };
}

test("the loader: signed out, unconfirmed address, the form with its key, the member's list", async () => {
  expect(await load("/depot-photos")).toEqual({ view: "signed-out" });
  const unconfirmed = await member(false);
  expect(await load("/depot-photos", unconfirmed.cookie)).toMatchObject({ view: "unverified" });
  const confirmed = await member(true);
  expect(await load("/depot-photos?onglet=inconnu", confirmed.cookie)).toMatchObject({ view: "depot", idempotencyKey: expect.any(String) });
  expect(await load("/depot-photos?onglet=mes-photos", confirmed.cookie)).toEqual({ view: "mes-photos", photos: [] });
});

test("signed out: a well-formed post answers 401 in French; a malformed one gets the bounded step's answer", async () => {
  const result = answer(await post(multipart(await deposit())));
  expect(result.status).toBe(401);
  expect(result.body).toEqual({ signedOut: M.signedOut });

  const json = new Request("http://localhost:3000/depot-photos", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } });
  await expect(post(json)).rejects.toMatchObject({ init: { status: 415 } });
});

test("an unconfirmed address is refused with the form's message, the typed values kept", async () => {
  const { cookie } = await member(false);
  const result = answer(await post(multipart(await deposit(), cookie)));
  expect(result.status).toBe(400);
  const reply = result.body as FormReply;
  expect(reply.result?.error?.[""]).toEqual([M.unverified]);
  expect(reply.result?.initialValue).toMatchObject({ title: "Quai Saint-Antoine", description: "Au matin." });
});

test("a deposit goes to 'Mes photos', pending; a file that is not an image is a field error; withdrawals answer with toasts", async () => {
  const { cookie } = await member(true);
  // The same form rendering (one idempotency key), as in a browser with JavaScript where a
  // refusal does not reload the page: the refusal must not be replayed to the corrected post.
  const key = "6f1c7a0e-3b2d-4c5e-9f8a-1b2c3d4e5f60";
  const notImage = answer(await post(multipart({ ...(await deposit({ photo: new File(["<?php echo 1; ?>"], "x.jpg", { type: "image/jpeg" }) })), [IDEMPOTENCY_FIELD]: key }, cookie)));
  expect(notImage.status).toBe(400);
  expect((notImage.body as FormReply).result?.error?.photo).toEqual([M.notAnImage]);
  expect((notImage.body as FormReply).result?.initialValue).toMatchObject({ title: "Quai Saint-Antoine", category: "jolie_photo" });

  const stored = answer(await post(multipart({ ...(await deposit()), [IDEMPOTENCY_FIELD]: key }, cookie)));
  expect(stored).toMatchObject({ status: 302, location: "/depot-photos?onglet=mes-photos" });
  const list = (await load("/depot-photos?onglet=mes-photos", cookie)) as { photos: Array<{ id: string; statusLabel: string; title: string }> };
  expect(list.photos).toMatchObject([{ title: "Quai Saint-Antoine", statusLabel: "En attente" }]);

  const id = list.photos[0]!.id;
  const withdraw = (photoId: string) => post(formRequest("/depot-photos?onglet=mes-photos", { intent: "withdraw", id: photoId }, cookie));
  expect(answer(await withdraw(id))).toMatchObject({ status: 302, location: "/depot-photos?onglet=mes-photos" });
  expect((await load("/depot-photos?onglet=mes-photos", cookie)) as { photos: unknown[] }).toMatchObject({ photos: [] });
  // Already gone: a French error toast, not a 500.
  expect(answer(await withdraw(id))).toMatchObject({ status: 302, location: "/depot-photos?onglet=mes-photos" });
  // Not an id at all: 400 with the French message.
  const bad = answer(await withdraw("../../etc/passwd"));
  expect(bad.status).toBe(400);
  expect((bad.body as FormReply).result?.error?.id).toEqual(["Photo introuvable."]);
});

test(`past ${PHOTO_DEPOSITS_PER_HOUR} deposits in the hour: 429 in French with Retry-After until the hour is over, the typed values kept`, async () => {
  const { cookie } = await member(true);
  for (let i = 0; i < PHOTO_DEPOSITS_PER_HOUR; i++) {
    // The per-minute form limit (5) is not what this test is about.
    await publicFormLimiter().reset(getDb());
    expect(answer(await post(multipart(await deposit({ title: `Photo ${i + 1}` }), cookie))).status).toBe(302);
  }
  await publicFormLimiter().reset(getDb());
  const over = (await post(multipart(await deposit({ title: "Une de trop" }), cookie))) as { data: FormReply; init: { status: number; headers: HeadersInit } };
  expect(over.init.status).toBe(429);
  expect(over.data.result?.error?.[""]).toEqual([M.tooManyDeposits]);
  expect(over.data.result?.initialValue).toMatchObject({ title: "Une de trop", category: "jolie_photo" });
  const retryAfter = Number(new Headers(over.init.headers).get("Retry-After"));
  expect(retryAfter).toBeGreaterThan(3500);
  expect(retryAfter).toBeLessThanOrEqual(3600);
});

test("the photo cannot be stored (the disk refuses): 500 with the form's message, the typed values kept, nothing recorded", async () => {
  const { cookie } = await member(true);
  // A real failure of the storage: where its folder of deposits should be, a file.
  const folder = path.join(process.env.DATA_DIR!, "storage", "depots");
  const aside = `${folder}.aside`;
  await fs.mkdir(folder, { recursive: true });
  await fs.rename(folder, aside);
  await fs.writeFile(folder, "pas un dossier");
  let failed;
  try {
    failed = answer(await post(multipart(await deposit({ title: "Berges du Rhône", description: "Le soir, côté Guillotière." }), cookie)));
  } finally {
    await fs.rm(folder);
    await fs.rename(aside, folder);
  }
  expect(failed.status).toBe(500);
  const reply = failed.body as FormReply;
  expect(reply.failure).toEqual({ title: M.failureTitle, description: M.failure });
  expect(M.failure).toBe("Impossible de déposer la photo. Veuillez réessayer.");
  expect(reply.result?.error?.[""]).toEqual([M.failure]);
  expect(reply.result?.initialValue).toMatchObject({ title: "Berges du Rhône", description: "Le soir, côté Guillotière.", category: "jolie_photo" });
  const [stored] = await getDb().select({ n: count() }).from(photoSubmissions);
  expect(stored?.n).toBe(0);
});

test("another member cannot withdraw someone's photo", async () => {
  const owner = await member(true);
  await post(multipart(await deposit(), owner.cookie));
  const [photo] = ((await load("/depot-photos?onglet=mes-photos", owner.cookie)) as { photos: Array<{ id: string }> }).photos;
  const other = await member(true);
  await post(formRequest("/depot-photos?onglet=mes-photos", { intent: "withdraw", id: photo!.id }, other.cookie));
  expect(((await load("/depot-photos?onglet=mes-photos", owner.cookie)) as { photos: unknown[] }).photos).toHaveLength(1);
});

test("the resend button goes back to the page it names, only within the site", async () => {
  type VerificationArgs = Parameters<typeof verificationAction>[0];
  const resend = async (cookie: string, redirectTo?: string) => {
    const request = formRequest("/espace/verification", { intent: "resend-verification", ...(redirectTo === undefined ? {} : { redirectTo }) }, cookie);
    return answer(await verificationAction({ request, context: await guardedContextFor(request, memberMiddleware), params: {} } as unknown as VerificationArgs));
  };
  expect(await resend((await member(false)).cookie, "/depot-photos")).toMatchObject({ status: 302, location: "/depot-photos" });
  expect(await resend((await member(false)).cookie)).toMatchObject({ status: 302, location: "/espace" });
  expect(await resend((await member(false)).cookie, "//evil.example/x")).toMatchObject({ status: 302, location: "/espace" });
  expect(await resend((await member(false)).cookie, "https://evil.example/")).toMatchObject({ status: 302, location: "/espace" });
});
