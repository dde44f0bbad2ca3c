// The back-office's reads of deposited photos (/admin/photos): the moderation queue with the
// submitter's details, the approved photos, and the count the dashboard shows. Personal data:
// only admin routes, features and tests import this file (eslint).
import { and, count, desc, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { photoSubmissions, users } from "~/db/schema";
import type { GalleryCategory, PhotoCategory, PhotoStatus } from "../options";
import { photoPicture, type PhotoPicture } from "../renditions";

export interface ModerationPhoto {
  id: string;
  title: string;
  category: PhotoCategory;
  description: string | null;
  location: string | null;
  status: PhotoStatus;
  published: boolean;
  galleryCategory: GalleryCategory | null;
  credit: string | null;
  adminNotes: string | null;
  /** ISO instants. */
  createdAt: string;
  rightsGrantedAt: string;
  reviewedAt: string | null;
  submitter: { firstName: string | null; lastName: string | null; email: string } | null;
  picture: PhotoPicture;
}

const columns = {
  id: photoSubmissions.id,
  title: photoSubmissions.title,
  category: photoSubmissions.category,
  description: photoSubmissions.description,
  location: photoSubmissions.location,
  status: photoSubmissions.status,
  published: photoSubmissions.published,
  galleryCategory: photoSubmissions.galleryCategory,
  credit: photoSubmissions.credit,
  adminNotes: photoSubmissions.adminNotes,
  createdAt: photoSubmissions.createdAt,
  rightsGrantedAt: photoSubmissions.rightsGrantedAt,
  reviewedAt: photoSubmissions.reviewedAt,
  storageId: photoSubmissions.storageId,
  width: photoSubmissions.width,
  height: photoSubmissions.height,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

const selectPhotos = (db: Database) => db.select(columns).from(photoSubmissions).leftJoin(users, eq(users.id, photoSubmissions.userId));
type Row = Awaited<ReturnType<typeof selectPhotos>>[number];

function toModerationPhoto(row: Row): ModerationPhoto {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    description: row.description,
    location: row.location,
    status: row.status,
    published: row.published,
    galleryCategory: row.galleryCategory,
    credit: row.credit,
    adminNotes: row.adminNotes,
    createdAt: row.createdAt.toISOString(),
    rightsGrantedAt: row.rightsGrantedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    submitter: row.email ? { firstName: row.firstName, lastName: row.lastName, email: row.email } : null,
    picture: photoPicture(row.storageId, row.width, row.height),
  };
}

/** How many pending photos the moderation page shows at once (each card carries two forms and a picture). */
export const MODERATION_QUEUE_SHOWN = 30;

/**
 * The photos waiting for a decision, oldest first (first come, first reviewed), at most `limit`:
 * the next ones come up as decisions are taken.
 */
export async function moderationQueue(db: Database, limit = MODERATION_QUEUE_SHOWN): Promise<ModerationPhoto[]> {
  const rows = await selectPhotos(db)
    .where(eq(photoSubmissions.status, "en_attente"))
    .orderBy(asc(photoSubmissions.createdAt), asc(photoSubmissions.id))
    .limit(limit);
  return rows.map(toModerationPhoto);
}

/** Reviewed photos (approved or rejected), most recent decision first, at most `limit`. */
export async function reviewedPhotos(db: Database, status: "approuve" | "rejete", limit = 100): Promise<ModerationPhoto[]> {
  const rows = await selectPhotos(db)
    .where(eq(photoSubmissions.status, status))
    .orderBy(desc(photoSubmissions.reviewedAt))
    .limit(limit);
  return rows.map(toModerationPhoto);
}

/** The photos waiting for moderation (the dashboard's figure). */
export async function pendingPhotoCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(photoSubmissions).where(and(eq(photoSubmissions.status, "en_attente")));
  return row?.n ?? 0;
}

/** The credit an approval proposes: the submitter's first and last name ("Photo : {prénom nom}"). */
export function defaultCredit(submitter: ModerationPhoto["submitter"]): string {
  const name = [submitter?.firstName, submitter?.lastName].filter(Boolean).join(" ").trim();
  return name || "Membre de l’association";
}
