// Images uploaded with an article: checked by their content (JPEG, PNG or WebP, whatever the
// file is called), at most 10 MB, decoded strictly and re-encoded by the one image pipeline
// (lib/images.server.ts: upright, every metadata dropped: GPS position, camera, author), then
// stored through the one storage module under DATA_DIR. The site serves them at /medias/….
import { IMAGE_REJECTION_MESSAGES, ImageRejectedError, makeRenditions, sniffImageType } from "~/lib/images.server";
import { newStorageId, getStorage, storageKey } from "~/lib/storage.server";

export const CONTENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const CONTENT_IMAGE_NAMESPACE = "contenu";
const ACCEPTED = new Set(["jpeg", "png", "webp"]);

export const CONTENT_IMAGE_MESSAGES = {
  tooLarge: "L’image dépasse 10 Mo\u202f: réduisez-la avant de la téléverser.",
  notAccepted: "Choisissez une image JPEG, PNG ou WebP.",
} as const;

/** The public path of a stored file. */
export const mediaPath = (key: string) => `/medias/${key}`;

/** Stores the renditions of an uploaded image; the path of its largest JPEG, or a French refusal. */
export async function storeContentImage(file: File): Promise<{ status: "ok"; path: string } | { status: "refused"; message: string }> {
  if (file.size > CONTENT_IMAGE_MAX_BYTES) return { status: "refused", message: CONTENT_IMAGE_MESSAGES.tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length === 0) return { status: "refused", message: IMAGE_REJECTION_MESSAGES.empty };
  const type = sniffImageType(bytes);
  if (!type || !ACCEPTED.has(type)) return { status: "refused", message: CONTENT_IMAGE_MESSAGES.notAccepted };
  let renditions;
  try {
    renditions = await makeRenditions(bytes);
  } catch (error) {
    if (error instanceof ImageRejectedError) return { status: "refused", message: error.message };
    throw error;
  }
  const id = newStorageId();
  const storage = getStorage();
  let largest = "";
  let largestWidth = 0;
  for (const rendition of renditions) {
    const key = storageKey(CONTENT_IMAGE_NAMESPACE, id, `${rendition.width}.${rendition.format}`);
    await storage.put(key, rendition.data, { contentType: rendition.contentType });
    if (rendition.format === "jpg" && rendition.width >= largestWidth) {
      largestWidth = rendition.width;
      largest = key;
    }
  }
  return { status: "ok", path: mediaPath(largest) };
}
