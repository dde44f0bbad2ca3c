// The files of a deposited photo. The upload is checked by its content (JPEG, PNG or WebP, decoded
// by sharp under the pixel cap, whatever its name or declared type), re-encoded by the one image
// pipeline (upright, sRGB, every metadata dropped: GPS position, camera, author, comments) at the
// gallery's widths and formats, and only those renditions are stored, under names the server
// chooses: `depots/<storage id>/<width>.<format>`. The upload's own bytes are never written.
import { IMAGE_FORMATS, renditionWidthsOf, type ImageFormat } from "./renditions";
import { ImageRejectedError, makeRenditions, sniffImageType } from "~/lib/images.server";
import { logger } from "~/lib/logger.server";
import { getStorage, newStorageId, storageKey } from "~/lib/storage.server";
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "./options";

export const PHOTO_NAMESPACE = "depots";
const ACCEPTED = new Set(["jpeg", "png", "webp"]);

export interface StoredPhotoFiles {
  storageId: string;
  /** Size of the largest rendition. */
  width: number;
  height: number;
}

export type PhotoFileOutcome = { status: "stored"; files: StoredPhotoFiles } | { status: "refused"; message: string };

/** Checks, re-encodes and stores an uploaded photo; a refusal leaves nothing on disk. */
export async function storePhotoFiles(file: File): Promise<PhotoFileOutcome> {
  if (file.size === 0) return { status: "refused", message: PHOTO_MESSAGES.noPhoto };
  if (file.size > PHOTO_MAX_BYTES) return { status: "refused", message: PHOTO_MESSAGES.tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type || !ACCEPTED.has(type)) return { status: "refused", message: PHOTO_MESSAGES.notAnImage };
  let renditions;
  try {
    renditions = await makeRenditions(bytes);
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      return { status: "refused", message: refusalMessage(error) };
    }
    throw error;
  }
  const storageId = newStorageId();
  const storage = getStorage();
  const written: string[] = [];
  try {
    for (const rendition of renditions) {
      const key = storageKey(PHOTO_NAMESPACE, storageId, `${rendition.width}.${rendition.format}`);
      await storage.put(key, rendition.data, { contentType: rendition.contentType });
      written.push(key);
    }
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
  const largest = renditions.reduce((a, b) => (b.width > a.width ? b : a));
  return { status: "stored", files: { storageId, width: largest.width, height: largest.height } };
}

/** The deposit form's words for the pipeline's refusals: its own where it says more than "not an image". */
function refusalMessage(error: ImageRejectedError): string {
  switch (error.reason) {
    case "too-many-pixels":
      return PHOTO_MESSAGES.tooManyPixels;
    case "bad-proportions":
    case "too-slow":
      return error.message;
    default:
      return PHOTO_MESSAGES.notAnImage;
  }
}

/** Every key of a photo's renditions (as storePhotoFiles wrote them). */
export function photoFileKeys(files: Pick<StoredPhotoFiles, "storageId" | "width">): string[] {
  return renditionWidthsOf(files.width).flatMap((width) => IMAGE_FORMATS.map((format: ImageFormat) => storageKey(PHOTO_NAMESPACE, files.storageId, `${width}.${format}`)));
}

/** Removes a photo's files; a failure is logged (the row is gone, the files are unreachable). */
export async function deletePhotoFiles(files: Pick<StoredPhotoFiles, "storageId" | "width">): Promise<void> {
  const storage = getStorage();
  const results = await Promise.allSettled(photoFileKeys(files).map((key) => storage.delete(key)));
  const failed = results.filter((r) => r.status === "rejected");
  if (failed.length > 0) logger.error({ storageId: files.storageId, failed: failed.length }, "photo files could not all be deleted");
}
