// /medias/<key>: stored images, streamed from the storage module. Two namespaces are served,
// anything else (or a key outside the storage pattern) is a 404:
// - `contenu`: the images published with the site's content, public, cached a year (the address
//   of a file never changes its bytes);
// - `depots`: the renditions of photos members deposited. Public once approved and published,
//   fresh for an hour, then revalidated (`If-Modified-Since` → 304 while the photo is still
//   public): a photo taken down leaves browsers and shared caches within the hour (issue 32; it
//   was 30 days). Until then, or once taken down, only their owner and moderators read them
//   (`private, no-store`), and everyone else gets the same 404 as for a file that does not exist.
// Every answer is an image type the pipeline wrote, served inline with nosniff (the headers of
// server/security-headers.ts) and a sandboxing CSP, so no stored file can run as a page.
import type { Route } from "./+types/media";
import { CONTENT_IMAGE_NAMESPACE } from "~/features/admin/content/content-images.server";
import { PHOTO_NAMESPACE } from "~/features/photos/files.server";
import { photoFileAccess } from "~/features/photos/queries.server";
import { can } from "~/lib/permissions";
import { getCurrentUser, getDatabase } from "~/lib/request-context.server";
import { getStorage, isStorageKey } from "~/lib/storage.server";

const notFound = () => new Response("Fichier introuvable.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

const CACHE = {
  content: "public, max-age=31536000, immutable",
  approvedPhoto: "public, max-age=3600, must-revalidate",
  privatePhoto: "private, no-store",
} as const;

/** The Cache-Control of a key the visitor may read, or null when they may not. */
async function cachePolicy(key: string, context: Route.LoaderArgs["context"]): Promise<string | null> {
  const [namespace, id] = key.split("/");
  if (namespace === CONTENT_IMAGE_NAMESPACE) return CACHE.content;
  if (namespace !== PHOTO_NAMESPACE || !id) return null;
  const access = await photoFileAccess(getDatabase(context), id);
  if (!access) return null;
  if (access.public) return CACHE.approvedPhoto;
  const user = await getCurrentUser(context);
  if (!user) return null;
  return (access.ownerId !== null && access.ownerId === user.id) || can(user, "photos:moderate") ? CACHE.privatePhoto : null;
}

/** Whether the client's copy, dated `If-Modified-Since`, is the stored file (HTTP dates are whole seconds). */
function unchangedSince(request: Request, lastModified: Date): boolean {
  const since = Date.parse(request.headers.get("if-modified-since") ?? "");
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  if (!isStorageKey(key)) return notFound();
  const cacheControl = await cachePolicy(key, context);
  if (!cacheControl) return notFound();
  const object = await getStorage().get(key);
  if (!object || !object.contentType.startsWith("image/")) return notFound();
  if (cacheControl !== CACHE.privatePhoto && unchangedSince(request, object.lastModified)) {
    await object.body.cancel();
    return new Response(null, { status: 304, headers: { "Cache-Control": cacheControl, "Last-Modified": object.lastModified.toUTCString() } });
  }
  return new Response(object.body, {
    headers: {
      "Content-Type": object.contentType,
      "Content-Length": String(object.size),
      "Cache-Control": cacheControl,
      "Content-Disposition": "inline",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "X-Content-Type-Options": "nosniff",
      "Last-Modified": object.lastModified.toUTCString(),
      ...(cacheControl === CACHE.privatePhoto ? { Vary: "Cookie" } : {}),
    },
  });
}
