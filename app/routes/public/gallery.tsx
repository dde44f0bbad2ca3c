// /galerie: the photo gallery (dark page), filtered by category (?categorie=) and with a
// full-screen viewer per photo (?photo=<id>); both work without JavaScript. The photos members
// deposited and moderation approved come first, then the committed ones.
import { data } from "react-router";
import type { Route } from "./+types/gallery";
import { sitePages } from "~/config/pages";
import { galleryPage } from "~/content/gallery";
import { adjacentPhotos, GALLERY_CATEGORY_PARAM, GALLERY_PHOTO_PARAM, parseGalleryFilter } from "~/features/gallery/filters";
import { GalleryFilters } from "~/features/gallery/components/GalleryFilters";
import { GalleryGrid } from "~/features/gallery/components/GalleryGrid";
import { PhotoViewer, type ViewerState } from "~/features/gallery/components/PhotoViewer";
import { getGalleryPhoto, listGalleryPhotos } from "~/features/gallery/queries.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { PageHeader } from "~/components/layout/PageHeader";
import { useCan } from "~/lib/root-data";

export async function loader({ context, request }: Route.LoaderArgs) {
  const db = getDatabase(context);
  const url = new URL(request.url);
  const filter = parseGalleryFilter(url.searchParams.get(GALLERY_CATEGORY_PARAM));
  const photos = await listGalleryPhotos(db, { category: filter });
  const photoId = url.searchParams.get(GALLERY_PHOTO_PARAM);
  let viewer: ViewerState | null = null;
  if (photoId) {
    const photo = await getGalleryPhoto(db, photoId);
    if (!photo) throw data("Photo introuvable", { status: 404 });
    // Previous/next follow the filtered grid; a photo outside the filter browses all photos.
    const sequence = photos.some((p) => p.id === photo.id) ? photos : await listGalleryPhotos(db, { category: "tous" });
    const adjacent = adjacentPhotos(sequence, photo.id);
    viewer = {
      photo,
      previousId: adjacent?.previous.id ?? photo.id,
      nextId: adjacent?.next.id ?? photo.id,
      position: sequence.findIndex((p) => p.id === photo.id) + 1,
      count: sequence.length,
    };
  }
  return { filter, photos, viewer };
}

export const meta: Route.MetaFunction = (args) => {
  const photo = args.data?.viewer?.photo;
  const page = sitePages.gallery.seo;
  return seo(args, {
    ...page,
    title: photo ? `${photo.title} · ${page.title}` : page.title,
    description: photo ? photo.description : page.description,
    image: photo?.image.downloadUrl,
  });
};

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { filter, photos, viewer } = loaderData;
  return (
    // Filters, the viewer and its previous and next links apply in place (enhance/modules/swap.ts).
    <div id="galerie" data-module="swap" className="-mb-16 bg-slate-950 pb-20 text-slate-100">
      <PageHeader tone="brand" eyebrow="Médias" title={galleryPage.title} intro={galleryPage.intro} />
      <div className="page-container py-10 sm:py-14">
        <GalleryFilters active={filter} />
        <p className="sr-only" aria-live="polite">
          {photos.length} photo{photos.length > 1 ? "s" : ""} affichée{photos.length > 1 ? "s" : ""}
        </p>
        {photos.length === 0 ? <EmptyGallery filtered={filter !== "tous"} /> : <GalleryGrid photos={photos} filter={filter} />}
      </div>
      <PhotoViewer viewer={viewer} filter={filter} />
    </div>
  );
}

/** No photo to show: what will appear here, how to add one, and for a moderator the queue. */
function EmptyGallery({ filtered }: { filtered: boolean }) {
  const canModerate = useCan("photos:moderate");
  return (
    <div className="mt-8 max-w-2xl rounded-2xl border border-white/15 bg-white/5 p-6">
      <p className="font-semibold text-white">{filtered ? "Aucune photo dans cette catégorie pour le moment." : "Aucune photo n’est encore publiée."}</p>
      <p className="mt-2 text-slate-200">Les photos que les habitants déposent apparaissent ici une fois validées par l’association.</p>
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <a href="/depot-photos" className="font-semibold text-ochre-400 underline underline-offset-2">
          Déposer une photo
        </a>
        {canModerate ? (
          <a href="/admin/photos" className="font-semibold text-ochre-400 underline underline-offset-2">
            Photos en attente de validation
          </a>
        ) : null}
      </p>
    </div>
  );
}
