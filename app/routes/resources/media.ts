// /medias/<key>: the images published with the site's content (article images re-encoded by the
// image pipeline), streamed from the storage module. Only the public "contenu" namespace is
// served; anything else, or a key outside the storage pattern, is a 404. The address of a file
// never changes its bytes, so browsers keep it a year.
import type { Route } from "./+types/media";
import { CONTENT_IMAGE_NAMESPACE } from "~/features/admin/content/content-images.server";
import { getStorage, isStorageKey } from "~/lib/storage.server";

const notFound = () => new Response("Fichier introuvable.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export async function loader({ params }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  if (!isStorageKey(key) || !key.startsWith(`${CONTENT_IMAGE_NAMESPACE}/`)) return notFound();
  const object = await getStorage().get(key);
  if (!object || !object.contentType.startsWith("image/")) return notFound();
  return new Response(object.body, {
    headers: {
      "Content-Type": object.contentType,
      "Content-Length": String(object.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Disposition": "inline",
      "Last-Modified": object.lastModified.toUTCString(),
    },
  });
}
