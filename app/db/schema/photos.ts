// Photos deposited by members (/depot-photos) and moderated in the back-office (/admin/photos).
// The files are in the storage module under `depots/<storage_id>/…` (renditions only: the
// upload itself is never kept); the row says who sent it, what it shows, and where it stands.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { GALLERY_CATEGORIES, PHOTO_CATEGORIES, PHOTO_LIMITS, PHOTO_STATUSES } from "./enums";

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

export const photoSubmissions = pgTable(
  "photo_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The member who sent it; null once the account is deleted (only published photos stay then). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    category: text("category", { enum: PHOTO_CATEGORIES }).notNull(),
    title: text("title").notNull(),
    description: text("description"),
    location: text("location"),
    /** Always true: the rights box is required; `rights_granted_at` dates the agreement. */
    rightsGranted: boolean("rights_granted").notNull(),
    rightsGrantedAt: timestamp("rights_granted_at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status", { enum: PHOTO_STATUSES }).notNull().default("en_attente"),
    /** The moderator's note; shown to the member when the photo is rejected. */
    adminNotes: text("admin_notes"),
    /** The upload's id in the storage keys (`depots/<storage_id>/<width>.<format>`). */
    storageId: uuid("storage_id").notNull().unique(),
    /** Size of the largest rendition (the downloadable JPEG). */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Set on approval: the gallery category and the credit line ("Photo : {credit}"). */
    galleryCategory: text("gallery_category", { enum: GALLERY_CATEGORIES }),
    credit: text("credit"),
    /** Approved photos are in /galerie while published; an administrator can take one down. */
    published: boolean("published").notNull().default(false),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("photo_submissions_user_idx").on(t.userId, t.createdAt),
    index("photo_submissions_status_idx").on(t.status, t.createdAt),
    index("photo_submissions_gallery_idx").on(t.published, t.reviewedAt),
    check("photo_submissions_category_check", sql`${t.category} in (${inList(PHOTO_CATEGORIES)})`),
    check("photo_submissions_status_check", sql`${t.status} in (${inList(PHOTO_STATUSES)})`),
    check("photo_submissions_gallery_category_check", sql`${t.galleryCategory} is null or ${t.galleryCategory} in (${inList(GALLERY_CATEGORIES)})`),
    check("photo_submissions_rights_check", sql`${t.rightsGranted}`),
    check("photo_submissions_published_check", sql`not ${t.published} or (${t.status} = 'approuve' and ${t.galleryCategory} is not null)`),
    check("photo_submissions_title_check", sql`char_length(${t.title}) between 1 and ${sql.raw(String(PHOTO_LIMITS.titleMax))}`),
  ],
);

export type PhotoSubmissionRow = typeof photoSubmissions.$inferSelect;
