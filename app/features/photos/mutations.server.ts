// Writes of the photo deposit: a member's deposit and withdrawal, the back-office's decisions
// (approve into the gallery, reject with a note, take down or put back), and the account
// deletion's part. Files are written before the row and removed if the row is not; a decision,
// its journal entry and the member's email (queued, ADR 0015) share one transaction.
import { and, count, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { photoSubmissions, users } from "~/db/schema";
import { loadSiteConfig } from "~/features/association/identity.server";
import type { SessionUser } from "~/lib/auth.server";
import type { OutgoingEmail } from "~/lib/email.server";
import { enqueueEmail } from "~/lib/email-jobs.server";
import { recordJournal } from "~/lib/journal.server";
import { persistentWindowFull, recordPersistentHit } from "~/lib/rate-limit.server";
import { photoApprovedEmail, photoRejectedEmail } from "./emails";
import { deletePhotoFiles, storePhotoFiles, type StoredPhotoFiles } from "./files.server";
import { PHOTO_DEPOSITS_PER_HOUR, PHOTO_PENDING_MAX } from "./options";
import { galleryPhotoPath } from "./paths";
import type { PhotoDepositInput, PhotoModerationInput } from "./schema";

const DEPOSIT_WINDOW_MS = 60 * 60_000;
const depositCounter = (userId: string) => `photo-deposit:${userId}`;

export type DepositResult =
  | { status: "stored"; id: string }
  | { status: "unverified" }
  | { status: "too_many_pending" }
  | { status: "too_many_deposits"; retryAfterSeconds: number }
  | { status: "refused"; message: string };

class TooManyPending extends Error {}

async function pendingCount(db: Pick<Database, "select">, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(photoSubmissions)
    .where(and(eq(photoSubmissions.userId, userId), eq(photoSubmissions.status, "en_attente")));
  return row?.n ?? 0;
}

/**
 * Stores a member's photo as "en_attente". The limits are checked before the image work (cheap
 * refusals first) and the pending count again under a lock on the member's row, so two
 * simultaneous deposits cannot pass the 20 together.
 */
export async function depositPhoto(
  db: Database,
  member: Pick<SessionUser, "id" | "emailVerified">,
  input: PhotoDepositInput,
  now = new Date(),
): Promise<DepositResult> {
  if (!member.emailVerified) return { status: "unverified" };
  if ((await pendingCount(db, member.id)) >= PHOTO_PENDING_MAX) return { status: "too_many_pending" };
  const deposits = await persistentWindowFull(db, depositCounter(member.id), DEPOSIT_WINDOW_MS, PHOTO_DEPOSITS_PER_HOUR, now);
  if (deposits.full) return { status: "too_many_deposits", retryAfterSeconds: deposits.retryAfterSeconds };
  if (!(input.photo instanceof File)) return { status: "refused", message: "Veuillez sélectionner une photo." };

  const outcome = await storePhotoFiles(input.photo);
  if (outcome.status === "refused") return outcome;
  const files = outcome.files;
  try {
    const id = await db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${member.id} for update`);
      if ((await pendingCount(tx, member.id)) >= PHOTO_PENDING_MAX) throw new TooManyPending();
      const [row] = await tx
        .insert(photoSubmissions)
        .values({
          userId: member.id,
          category: input.category,
          title: input.title,
          description: input.description ?? null,
          location: input.location ?? null,
          rightsGranted: true,
          rightsGrantedAt: now,
          status: "en_attente",
          storageId: files.storageId,
          width: files.width,
          height: files.height,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: photoSubmissions.id });
      if (!row) throw new Error("photo submission was not stored");
      return row.id;
    });
    await recordPersistentHit(db, depositCounter(member.id), DEPOSIT_WINDOW_MS, now);
    return { status: "stored", id };
  } catch (error) {
    await deletePhotoFiles(files);
    if (error instanceof TooManyPending) return { status: "too_many_pending" };
    throw error;
  }
}

export type WithdrawResult = "withdrawn" | "not_found" | "already_reviewed";

/** The member takes back a photo still waiting: the row and its files are deleted. */
export async function withdrawPhoto(db: Database, memberId: string, id: string): Promise<WithdrawResult> {
  const [deleted] = await db
    .delete(photoSubmissions)
    .where(and(eq(photoSubmissions.id, id), eq(photoSubmissions.userId, memberId), eq(photoSubmissions.status, "en_attente")))
    .returning({ storageId: photoSubmissions.storageId, width: photoSubmissions.width });
  if (deleted) {
    await deletePhotoFiles(deleted);
    return "withdrawn";
  }
  const [mine] = await db
    .select({ id: photoSubmissions.id })
    .from(photoSubmissions)
    .where(and(eq(photoSubmissions.id, id), eq(photoSubmissions.userId, memberId)));
  return mine ? "already_reviewed" : "not_found";
}

// --- Back-office ----------------------------------------------------------------------------

export type ModerationResult =
  /** `notified`: the member's email about the decision is queued (approve and reject, when the account still exists). */
  | { status: "done"; decision: PhotoModerationInput["intent"]; title: string; notified: boolean }
  | { status: "not_found" }
  | { status: "already_reviewed" }
  | { status: "not_approved" };

type Moderator = Pick<SessionUser, "id" | "email">;

/** Queues the member's email about a decision in its transaction; false when the account is gone. */
async function notifyMember(tx: Transaction, photo: { id: string; email: string | null }, kind: string, message: (to: string) => OutgoingEmail): Promise<boolean> {
  if (!photo.email) return false;
  await enqueueEmail(message(photo.email), { kind, ref: photo.id, tx });
  return true;
}

/**
 * Applies one decision. Approve and reject act on a pending photo only (two moderators on the
 * same photo: the second is told it was already reviewed); unpublish and publish on an approved
 * one. The submitter's email about an approval or a rejection is queued in the decision's
 * transaction: retried by the queue, listed in the back-office if it finally fails.
 */
export async function moderatePhoto(db: Database, actor: Moderator, input: PhotoModerationInput, now = new Date()): Promise<ModerationResult> {
  const site = await loadSiteConfig(db);
  const outcome = await db.transaction(async (tx) => {
    const [photo] = await tx
      .select({
        id: photoSubmissions.id,
        title: photoSubmissions.title,
        status: photoSubmissions.status,
        published: photoSubmissions.published,
        email: users.email,
        firstName: users.firstName,
      })
      .from(photoSubmissions)
      .leftJoin(users, eq(users.id, photoSubmissions.userId))
      .where(eq(photoSubmissions.id, input.id))
      .for("update", { of: photoSubmissions });
    if (!photo) return { status: "not_found" as const };
    const reviewed = { reviewedBy: actor.id, reviewedAt: now, updatedAt: now };
    switch (input.intent) {
      case "approve": {
        if (photo.status !== "en_attente") return { status: "already_reviewed" as const };
        await tx
          .update(photoSubmissions)
          .set({
            ...reviewed,
            status: "approuve",
            published: true,
            title: input.title,
            category: input.category,
            galleryCategory: input.gallery_category,
            credit: input.credit,
            adminNotes: input.admin_notes || null,
          })
          .where(eq(photoSubmissions.id, photo.id));
        await recordJournal(tx, actor, { action: "approve", entityType: "photo", entityId: photo.id, entityLabel: input.title, summary: `Publiée dans la galerie, crédit «\u202f${input.credit}\u202f»` });
        const notified = await notifyMember(tx, photo, "photos.approved", (to) => photoApprovedEmail({ to, firstName: photo.firstName, title: input.title }, galleryPhotoPath(photo.id), site));
        return { status: "done" as const, photo: { ...photo, title: input.title }, notified };
      }
      case "reject": {
        if (photo.status !== "en_attente") return { status: "already_reviewed" as const };
        await tx
          .update(photoSubmissions)
          .set({ ...reviewed, status: "rejete", published: false, adminNotes: input.admin_notes })
          .where(eq(photoSubmissions.id, photo.id));
        await recordJournal(tx, actor, { action: "reject", entityType: "photo", entityId: photo.id, entityLabel: photo.title, summary: input.admin_notes });
        const notified = await notifyMember(tx, photo, "photos.rejected", (to) => photoRejectedEmail({ to, firstName: photo.firstName, title: photo.title }, input.admin_notes, site));
        return { status: "done" as const, photo, notified };
      }
      case "unpublish":
      case "publish": {
        if (photo.status !== "approuve") return { status: "not_approved" as const };
        const published = input.intent === "publish";
        await tx.update(photoSubmissions).set({ published, updatedAt: now }).where(eq(photoSubmissions.id, photo.id));
        await recordJournal(tx, actor, { action: published ? "publish" : "unpublish", entityType: "photo", entityId: photo.id, entityLabel: photo.title });
        return { status: "done" as const, photo, notified: false };
      }
    }
  });
  if (outcome.status !== "done") return outcome;
  return { status: "done", decision: input.intent, title: outcome.photo.title, notified: outcome.notified };
}

// --- Account deletion -------------------------------------------------------------------------

/**
 * The account deletion's part, inside its transaction: the member's photos that were never
 * approved (pending, rejected) are deleted; approved ones stay (their rights were ceded), with
 * their credit, detached from the account by the foreign key. Returns the files to remove once
 * the transaction is committed.
 */
export async function deleteUnapprovedPhotosOf(tx: Pick<Database, "delete">, userId: string): Promise<Array<Pick<StoredPhotoFiles, "storageId" | "width">>> {
  return tx
    .delete(photoSubmissions)
    .where(and(eq(photoSubmissions.userId, userId), sql`${photoSubmissions.status} <> 'approuve'`))
    .returning({ storageId: photoSubmissions.storageId, width: photoSubmissions.width });
}

export { deletePhotoFiles };
