// Category filters of the gallery: links to ?categorie=<id> (they work without JavaScript).
import { galleryCategories, type GalleryFilterId } from "~/content/gallery";
import { galleryHref } from "../filters";

export function GalleryFilters({ active }: { active: GalleryFilterId }) {
  return (
    <nav aria-label="Filtrer par catégorie" className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {galleryCategories.map((category) => {
          const current = category.id === active;
          return (
            <li key={category.id}>
              <a
                href={galleryHref({ filter: category.id })}
                aria-current={current ? "true" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-ochre-400 ${
                  current
                    ? "border-ochre-400 bg-ochre-400 text-slate-950"
                    : "border-slate-500 text-slate-100 hover:border-ochre-400 hover:text-ochre-400"
                }`}
              >
                {category.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
