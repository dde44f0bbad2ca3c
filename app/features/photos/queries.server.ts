// Reads of deposited photos: a member's own list, the approved ones the gallery shows, and what
// the media route needs to decide who may read a file. Explicit columns, nothing more.
import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { photoSubmissions } from "~/db/schema";
import { photoCategoryLabel, photoStatusLabel, type GalleryCategory, type PhotoCategory, type PhotoStatus } from "./options";
import { photoPicture, type PhotoPicture } from "./renditions";

export interface MemberPhoto {
  id: string;
  title: string;
  category: PhotoCategory;
  categoryLabel: string;
  status: PhotoStatus;
  statusLabel: string;
  /** The moderator's note, only when the photo was rejected. */
  rejectionNote: string | null;
  /** In the gallery now. */
  published: boolean;
  /** ISO instant. */
  createdAt: string;
  picture: PhotoPicture;
}

/** The member's photos, newest first (spec 02 §7 "My photos"). */
export async function photosOf(db: Database, userId: string): Promise<MemberPhoto[]> {
  const rows = await db
    .select({
      id: photoSubmissions.id,
      title: photoSubmissions.title,
      category: photoSubmissions.category,
      status: photoSubmissions.status,
      adminNotes: photoSubmissions.adminNotes,
      published: photoSubmissions.published,
      createdAt: photoSubmissions.createdAt,
      storageId: photoSubmissions.storageId,
      width: photoSubmissions.width,
      height: photoSubmissions.height,
    })
    .from(photoSubmissions)
    .where(eq(photoSubmissions.userId, userId))
    .orderBy(desc(photoSubmissions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    category: row.category,
    categoryLabel: photoCategoryLabel(row.category),
    status: row.status,
    statusLabel: photoStatusLabel(row.status),
    rejectionNote: row.status === "rejete" ? row.adminNotes : null,
    published: row.published,
    createdAt: row.createdAt.toISOString(),
    picture: photoPicture(row.storageId, row.width, row.height),
  }));
}

/** How many of the member's photos wait for moderation. */
export async function pendingPhotoCountOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(photoSubmissions)
    .where(and(eq(photoSubmissions.userId, userId), eq(photoSubmissions.status, "en_attente")));
  return row?.n ?? 0;
}

export interface PublishedPhoto {
  id: string;
  title: string;
  description: string | null;
  galleryCategory: GalleryCategory;
  credit: string;
  /** ISO instant of the approval. */
  approvedAt: string;
  storageId: string;
  width: number;
  height: number;
}

/** The approved photos in the gallery now, most recently approved first. */
export async function publishedPhotos(db: Database): Promise<PublishedPhoto[]> {
  const rows = await db
    .select({
      id: photoSubmissions.id,
      title: photoSubmissions.title,
      description: photoSubmissions.description,
      galleryCategory: photoSubmissions.galleryCategory,
      credit: photoSubmissions.credit,
      reviewedAt: photoSubmissions.reviewedAt,
      createdAt: photoSubmissions.createdAt,
      storageId: photoSubmissions.storageId,
      width: photoSubmissions.width,
      height: photoSubmissions.height,
    })
    .from(photoSubmissions)
    .where(and(eq(photoSubmissions.status, "approuve"), eq(photoSubmissions.published, true)))
    .orderBy(desc(photoSubmissions.reviewedAt), desc(photoSubmissions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    galleryCategory: row.galleryCategory ?? "vie-quotidienne",
    credit: row.credit ?? "",
    approvedAt: (row.reviewedAt ?? row.createdAt).toISOString(),
    storageId: row.storageId,
    width: row.width,
    height: row.height,
  }));
}

export type PhotoFileAccess = { public: true } | { public: false; ownerId: string | null } | null;

/**
 * Who may read the files of the upload `storageId`: everyone while the photo is approved and
 * published; otherwise only its owner and moderators (the media route checks); null when no
 * photo has these files.
 */
export async function photoFileAccess(db: Database, storageId: string): Promise<PhotoFileAccess> {
  const [row] = await db
    .select({ status: photoSubmissions.status, published: photoSubmissions.published, userId: photoSubmissions.userId })
    .from(photoSubmissions)
    .where(eq(photoSubmissions.storageId, storageId));
  if (!row) return null;
  return row.status === "approuve" && row.published ? { public: true } : { public: false, ownerId: row.userId };
}
