// Moderation of deposited photos and who may read their files: a decision is journaled and the
// member emailed (through the real SMTP protocol); a photo is decided once, even by two
// moderators at the same moment; approved photos are in the gallery's list while published;
// /medias/depots/… answers a pending photo's file to its owner and moderators only (the same 404
// as a missing file for everyone else), an approved and published one to everybody.
import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, photoSubmissions } from "~/db/schema";
import { createAccount } from "~/features/account/administrators.server";
import { photoFileKeys } from "~/features/photos/files.server";
import { depositPhoto, moderatePhoto } from "~/features/photos/mutations.server";
import { photosOf, publishedPhotos } from "~/features/photos/queries.server";
import type { PhotoModerationInput } from "~/features/photos/schema";
import { failedEmailJobs, retryFailedEmail } from "~/lib/email-jobs.admin.server";
import { readToast } from "~/lib/toast.server";
import { approveFormId, moderationFormId, moderationPageError } from "~/features/photos/admin/components/PhotoModerationCard";
import type { FormReply } from "~/lib/form-reply";
import { middleware as adminMiddleware } from "~/routes/admin/layout";
import { action as moderationAction, loader as moderationLoader, middleware as moderationMiddleware } from "~/routes/admin/photos";
import { loader as mediaLoader } from "~/routes/resources/media";
import { contextFor, cookieFrom, formRequest, guardedContextFor, pageRequest, signedInMember, uniqueEmail, validPassword } from "../factories";
import { freshState, restoreServices, smtp } from "../setup/integration";
import { drainJobs, TEST_EMAIL_RETRY_LIMIT } from "../setup/jobs";

beforeEach(freshState);

afterEach(restoreServices);

interface Person {
  id: string;
  email: string;
  cookie: string;
}

async function member(firstName = "Camille", lastName = "Girard"): Promise<Person> {
  const email = uniqueEmail("photographe");
  await createAccount(getDb(), email, { password: validPassword, firstName, lastName });
  const { userId, cookie } = await signedInMember(email);
  return { id: userId, email, cookie };
}

async function moderator(): Promise<Person> {
  const email = uniqueEmail("moderation");
  await createAccount(getDb(), email, { password: validPassword, roles: ["moderation"] });
  const { userId, cookie } = await signedInMember(email);
  return { id: userId, email, cookie };
}

async function deposit(owner: Person, title = "Fresque rue de la Charité") {
  const bytes = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#b4643c" } })
    .jpeg()
    .toBuffer();
  const result = await depositPhoto(
    getDb(),
    { id: owner.id, emailVerified: true },
    { photo: new File([new Uint8Array(bytes)], "photo.jpg", { type: "image/jpeg" }), title, category: "jolie_photo", description: undefined, location: "Rue de la Charité", rights_granted: true },
  );
  if (result.status !== "stored") throw new Error(`deposit failed: ${JSON.stringify(result)}`);
  const [row] = await getDb().select().from(photoSubmissions).where(eq(photoSubmissions.id, result.id));
  return row!;
}

const approval = (id: string, overrides: Partial<Extract<PhotoModerationInput, { intent: "approve" }>> = {}): PhotoModerationInput => ({
  intent: "approve",
  id,
  title: "La fresque restaurée",
  category: "jolie_photo",
  gallery_category: "patrimoine",
  credit: "Camille Girard",
  admin_notes: undefined,
  ...overrides,
});

const rejection = (id: string, note = "La photo est floue : pourriez-vous en déposer une plus nette ?"): PhotoModerationInput => ({ intent: "reject", id, admin_notes: note });

async function journal() {
  return getDb().select().from(auditLog).orderBy(desc(auditLog.id));
}

/** GET /medias/<key> through the route's loader, with the session of `cookie` (none: anonymous). */
async function media(key: string, cookie?: string, ifModifiedSince?: string): Promise<Response> {
  const request = pageRequest(`/medias/${key}`, cookie);
  if (ifModifiedSince) request.headers.set("If-Modified-Since", ifModifiedSince);
  const context = await contextFor(request);
  return mediaLoader({ request, params: { "*": key }, context } as unknown as Parameters<typeof mediaLoader>[0]);
}

describe("decisions", () => {
  test("approving publishes the photo with its gallery category and credit, journals it and emails the member the gallery link", async () => {
    const owner = await member();
    const mod = await moderator();
    const photo = await deposit(owner);
    expect(await publishedPhotos(getDb())).toEqual([]);

    const result = await moderatePhoto(getDb(), mod, approval(photo.id));
    expect(result).toEqual({ status: "done", decision: "approve", title: "La fresque restaurée", notified: true });
    const [row] = await getDb().select().from(photoSubmissions).where(eq(photoSubmissions.id, photo.id));
    expect(row).toMatchObject({ status: "approuve", published: true, title: "La fresque restaurée", galleryCategory: "patrimoine", credit: "Camille Girard", reviewedBy: mod.id, userId: owner.id });
    expect(row!.reviewedAt).toBeInstanceOf(Date);

    const [entry] = await journal();
    expect(entry).toMatchObject({ action: "approve", entityType: "photo", entityId: photo.id, entityLabel: "La fresque restaurée", actorId: mod.id, actorEmail: mod.email });
    expect(entry!.summary).toContain("Camille Girard");

    const mail = await smtp.waitFor((m) => m.to.includes(owner.email));
    expect(mail.subject).toContain("«\u202fLa fresque restaurée\u202f» est publiée");
    expect(mail.text).toContain("Bonjour Camille,");
    expect(mail.text).toContain(`http://localhost:3000/galerie?photo=${photo.id}`);

    expect(await publishedPhotos(getDb())).toEqual([
      expect.objectContaining({ id: photo.id, title: "La fresque restaurée", galleryCategory: "patrimoine", credit: "Camille Girard", storageId: photo.storageId, width: photo.width, height: photo.height }),
    ]);
    expect((await photosOf(getDb(), owner.id))[0]).toMatchObject({ status: "approuve", statusLabel: "Approuvé", rejectionNote: null, published: true });
  });

  test("rejecting keeps the photo out of the gallery, emails the note and shows it in the member’s list", async () => {
    const owner = await member();
    const mod = await moderator();
    const photo = await deposit(owner);
    const note = "La photo est floue : pourriez-vous en déposer une plus nette ?";
    expect(await moderatePhoto(getDb(), mod, rejection(photo.id, note))).toEqual({ status: "done", decision: "reject", title: photo.title, notified: true });

    const [entry] = await journal();
    expect(entry).toMatchObject({ action: "reject", entityType: "photo", entityId: photo.id, summary: note });
    const mail = await smtp.waitFor((m) => m.to.includes(owner.email));
    expect(mail.subject).toContain("n’a pas été retenue");
    expect(mail.text).toContain(note);
    expect(mail.text).toContain("http://localhost:3000/depot-photos?onglet=mes-photos");

    expect(await photosOf(getDb(), owner.id)).toEqual([expect.objectContaining({ id: photo.id, status: "rejete", statusLabel: "Rejeté", rejectionNote: note, published: false })]);
    expect(await publishedPhotos(getDb())).toEqual([]);
  });

  test("a photo is decided once: a second decision, or two moderators at the same moment, get already_reviewed", async () => {
    const owner = await member();
    const mod = await moderator();
    const other = await moderator();
    const first = await deposit(owner, "Première");
    await moderatePhoto(getDb(), mod, rejection(first.id));
    expect(await moderatePhoto(getDb(), other, approval(first.id))).toEqual({ status: "already_reviewed" });
    expect(await moderatePhoto(getDb(), other, rejection(first.id, "Autre note"))).toEqual({ status: "already_reviewed" });

    const second = await deposit(owner, "Seconde");
    const results = await Promise.all([moderatePhoto(getDb(), mod, approval(second.id)), moderatePhoto(getDb(), other, rejection(second.id))]);
    expect(results.filter((r) => r.status === "done")).toHaveLength(1);
    expect(results.filter((r) => r.status === "already_reviewed")).toHaveLength(1);
    // One journal entry per decision taken, one email per decision.
    expect((await journal()).filter((e) => e.entityId === second.id)).toHaveLength(1);
    await smtp.waitFor((m) => m.subject.includes("Première"));
    await smtp.waitFor((m) => m.subject.includes("Seconde") || m.subject.includes("fresque"));
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.to(owner.email)).toHaveLength(2);
    // A photo that does not exist.
    expect(await moderatePhoto(getDb(), mod, rejection("00000000-0000-4000-8000-000000000000"))).toEqual({ status: "not_found" });
  });

  test("an approved photo can be taken down and put back; a pending one cannot; no email for either", async () => {
    const owner = await member();
    const mod = await moderator();
    const photo = await deposit(owner);
    expect(await moderatePhoto(getDb(), mod, { intent: "unpublish", id: photo.id })).toEqual({ status: "not_approved" });
    await moderatePhoto(getDb(), mod, approval(photo.id));
    await smtp.waitFor((m) => m.to.includes(owner.email));

    expect(await moderatePhoto(getDb(), mod, { intent: "unpublish", id: photo.id })).toMatchObject({ status: "done", decision: "unpublish", notified: false });
    expect(await publishedPhotos(getDb())).toEqual([]);
    expect((await photosOf(getDb(), owner.id))[0]).toMatchObject({ status: "approuve", published: false });
    expect(await moderatePhoto(getDb(), mod, { intent: "publish", id: photo.id })).toMatchObject({ status: "done", decision: "publish" });
    expect((await publishedPhotos(getDb())).map((p) => p.id)).toEqual([photo.id]);
    expect((await journal()).map((e) => e.action)).toEqual(["publish", "unpublish", "approve"]);
    await drainJobs();
    expect(smtp.to(owner.email)).toHaveLength(1);
  });

  test("with SMTP down the decision stands; its email is retried, listed as failed, and sent once SMTP is back", async () => {
    const owner = await member();
    const mod = await moderator();
    const photo = await deposit(owner);
    const port = smtp.port;
    await smtp.stop();
    const note = "Cadrage trop serré : pourriez-vous en déposer une autre ?";
    expect(await moderatePhoto(getDb(), mod, rejection(photo.id, note))).toMatchObject({ status: "done", decision: "reject", notified: true });
    expect((await photosOf(getDb(), owner.id))[0]).toMatchObject({ status: "rejete", rejectionNote: note });

    await drainJobs("email.send");
    const failed = (await failedEmailJobs(getDb())).find((job) => job.to === owner.email);
    expect(failed).toMatchObject({ kind: "photos.rejected", attempts: TEST_EMAIL_RETRY_LIMIT + 1 });

    await smtp.start(port);
    expect(await retryFailedEmail(getDb(), failed!.id)).not.toBeNull();
    const mail = await smtp.waitFor((m) => m.to.includes(owner.email));
    expect(mail.text).toContain(note);
  });

  test("the gallery lists only approved and published photos, most recently approved first", async () => {
    const owner = await member();
    const mod = await moderator();
    const a = await deposit(owner, "A");
    const b = await deposit(owner, "B");
    const c = await deposit(owner, "C");
    await deposit(owner, "En attente");
    await moderatePhoto(getDb(), mod, approval(a.id, { title: "A", credit: "Crédit A" }), new Date("2026-11-20T10:00:00Z"));
    await moderatePhoto(getDb(), mod, approval(b.id, { title: "B", credit: "Crédit B", gallery_category: "saisons" }), new Date("2026-11-21T10:00:00Z"));
    await moderatePhoto(getDb(), mod, rejection(c.id));
    expect((await publishedPhotos(getDb())).map((p) => [p.title, p.credit, p.galleryCategory, p.approvedAt])).toEqual([
      ["B", "Crédit B", "saisons", "2026-11-21T10:00:00.000Z"],
      ["A", "Crédit A", "patrimoine", "2026-11-20T10:00:00.000Z"],
    ]);
  });
});

describe("the moderation page", () => {
  test("shows the 30 oldest pending photos, oldest first, and how many wait; the next ones come up as decisions are taken", async () => {
    const owner = await member();
    const mod = await moderator();
    const start = Date.parse("2026-10-01T08:00:00Z");
    // 32 photos deposited a minute apart (rows only: the page reads them, not their files).
    await getDb()
      .insert(photoSubmissions)
      .values(
        Array.from({ length: 32 }, (_, i) => ({
          userId: owner.id,
          category: "jolie_photo" as const,
          title: `Photo n° ${i + 1}`,
          rightsGranted: true,
          storageId: randomUUID(),
          width: 700,
          height: 500,
          createdAt: new Date(start + i * 60_000),
        })),
      );
    const page = async () => {
      const request = pageRequest("/admin/photos", mod.cookie);
      return (await moderationLoader({ request, params: {}, context: await contextFor(request) } as never)) as { pendingCount: number; queue: { photo: { id: string; title: string } }[] };
    };
    const first = await page();
    expect(first.pendingCount).toBe(32);
    expect(first.queue.map((entry) => entry.photo.title)).toEqual(Array.from({ length: 30 }, (_, i) => `Photo n° ${i + 1}`));

    const decided = await moderatePhoto(getDb(), mod, rejection(first.queue[0]!.photo.id));
    expect(decided.status).toBe("done");
    const next = await page();
    expect(next.pendingCount).toBe(31);
    expect(next.queue.map((entry) => entry.photo.title).slice(-2)).toEqual(["Photo n° 30", "Photo n° 31"]);
    expect(next.queue).toHaveLength(30);
  });

  // Moved from the end-to-end suite (2 Dec.): who may post is the authorization matrix's; what
  // the page's action answers a moderator's malformed or stale post is this.
  test("its action: a malformed post is a 400 with a French message, or its form's field errors, and changes nothing; a decision on a photo that no longer exists goes back to the queue with its toast", async () => {
    const owner = await member();
    const mod = await moderator();
    const photo = await deposit(owner);
    const post = async (fields: Record<string, string>) => {
      const request = formRequest("/admin/photos?vue=attente", fields, mod.cookie);
      // The admin layout's guard and the page's own, as the router runs them (they record the moderator).
      const context = await guardedContextFor(request, [...adminMiddleware, ...moderationMiddleware]);
      return moderationAction({ request, params: {}, context } as never);
    };
    type Refused = { init?: { status?: number }; data?: FormReply };
    // A post no form of the page could have sent: the page says so above the queue.
    const malformed = (await post({ intent: "unpublish", id: "pas-un-id" })) as Refused;
    expect(malformed.init?.status).toBe(400);
    expect(moderationFormId(malformed.data)).toBeNull();
    expect(moderationPageError(malformed.data)).toBe("Cette demande est incomplète\u202f: rechargez la page et recommencez.");
    // An approval without its title: the answer is the photo's own form, with the field's error.
    const incomplete = (await post({ intent: "approve", id: photo.id, title: "", category: "jolie_photo", gallery_category: "patrimoine", credit: "" })) as Refused;
    expect(incomplete.init?.status).toBe(400);
    expect(moderationFormId(incomplete.data)).toBe(approveFormId(photo.id));
    expect(moderationPageError(incomplete.data)).toBeNull();
    expect(Object.keys(incomplete.data?.result?.error ?? {})).toContain("title");
    const [row] = await getDb().select().from(photoSubmissions).where(eq(photoSubmissions.id, photo.id));
    expect(row).toMatchObject({ status: "en_attente", published: false });

    const stale = (await post({ intent: "unpublish", id: "00000000-0000-4000-8000-000000000000" })) as Response;
    expect(stale.status).toBe(302);
    expect(stale.headers.get("Location")).toBe("/admin/photos?vue=attente");
    const toast = await readToast(pageRequest("/admin/photos", cookieFrom(stale.headers)));
    expect(toast?.toast).toMatchObject({ title: "Photo introuvable" });
  });
});

describe("who reads the files (/medias/depots/…)", () => {
  test("pending: 404 to anonymous visitors and other members, private to its owner and moderators; approved: public; taken down: 404 again", async () => {
    const owner = await member();
    const stranger = await member("Dominique", "Martin");
    const mod = await moderator();
    const photo = await deposit(owner);
    const keys = photoFileKeys(photo);
    const jpg = keys.find((k) => k.endsWith(".jpg"))!;

    const expectNotFound = async (key: string, cookie: string | undefined, who: string) => {
      const response = await media(key, cookie);
      expect(response.status, `${who} ${key}`).toBe(404);
      expect(response.headers.get("content-type"), who).toBe("text/plain; charset=utf-8");
      expect(response.headers.get("cache-control"), who).toBe("no-store");
    };
    const expectImage = async (key: string, cookie: string | undefined, cacheControl: string, who: string) => {
      const response = await media(key, cookie);
      expect(response.status, `${who} ${key}`).toBe(200);
      const type = response.headers.get("content-type") ?? "";
      expect(type, who).toMatch(/^image\/(avif|webp|jpeg)$/);
      expect(type).not.toContain("html");
      expect(response.headers.get("cache-control"), who).toBe(cacheControl);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toContain("sandbox");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.length).toBe(Number(response.headers.get("content-length")));
      return response;
    };

    // Pending.
    for (const key of keys) {
      await expectNotFound(key, undefined, "anonymous");
      await expectNotFound(key, stranger.cookie, "another member");
    }
    const own = await expectImage(jpg, owner.cookie, "private, no-store", "owner");
    expect(own.headers.get("vary")).toContain("Cookie");
    await expectImage(jpg, mod.cookie, "private, no-store", "moderator");
    // A file name that does not exist for this photo is a 404 even for its owner.
    await expectNotFound(jpg.replace(/\d+\.jpg$/, "1234.jpg"), owner.cookie, "owner, unknown width");

    // Rejected: still private.
    const rejected = await deposit(owner, "Rejetée");
    await moderatePhoto(getDb(), mod, rejection(rejected.id));
    const rejectedJpg = photoFileKeys(rejected).find((k) => k.endsWith(".jpg"))!;
    await expectNotFound(rejectedJpg, undefined, "anonymous (rejected)");
    await expectImage(rejectedJpg, owner.cookie, "private, no-store", "owner (rejected)");

    // Approved and published: everybody, fresh for an hour, then revalidated.
    await moderatePhoto(getDb(), mod, approval(photo.id));
    const publicCache = "public, max-age=3600, must-revalidate";
    for (const key of keys) {
      await expectImage(key, undefined, publicCache, "anonymous (approved)");
    }
    const copy = await expectImage(jpg, stranger.cookie, publicCache, "another member (approved)");
    const lastModified = copy.headers.get("last-modified")!;
    const revalidated = await media(jpg, undefined, lastModified);
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("cache-control")).toBe(publicCache);

    // Taken down: back to owner and moderators only; a cache revalidating its copy is told it is gone.
    await moderatePhoto(getDb(), mod, { intent: "unpublish", id: photo.id });
    expect((await media(jpg, undefined, lastModified)).status).toBe(404);
    await expectNotFound(jpg, undefined, "anonymous (unpublished)");
    await expectNotFound(jpg, stranger.cookie, "another member (unpublished)");
    await expectImage(jpg, owner.cookie, "private, no-store", "owner (unpublished)");
  });

  test("keys outside the pattern, or of no photo, are the same 404", async () => {
    const owner = await member();
    for (const key of ["depots/../../etc/passwd", "depots/00000000-0000-4000-8000-000000000000/480.jpg", "depots/x/480.jpg", "depots", "uploads/00000000-0000-4000-8000-000000000000/480.jpg"]) {
      const response = await media(key, owner.cookie);
      expect(response.status, key).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    }
  });
});
