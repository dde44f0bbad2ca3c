// Small shared pieces of the moderation screens: the gallery categories as select options and
// how a submitter is named.
import { galleryCategories, type PhotoCategory as GalleryPhotoCategory } from "~/content/gallery";
import type { ModerationPhoto } from "../queries.server";

/** The five gallery categories (the filter "Tous" left out), in the gallery's order. */
export const GALLERY_CATEGORY_OPTIONS: ReadonlyArray<{ value: GalleryPhotoCategory; label: string }> = galleryCategories
  .filter((c): c is { id: GalleryPhotoCategory; label: string } => c.id !== "tous")
  .map((c) => ({ value: c.id, label: c.label }));

export const galleryCategoryLabel = (value: string | null): string => GALLERY_CATEGORY_OPTIONS.find((o) => o.value === value)?.label ?? "—";

/** "Camille Objectif", or "Nom non renseigné" for an account without names. */
export function submitterName(submitter: NonNullable<ModerationPhoto["submitter"]>): string {
  return [submitter.firstName, submitter.lastName].filter(Boolean).join(" ").trim() || "Nom non renseigné";
}
