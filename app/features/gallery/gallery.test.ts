// Unit tests of the gallery rules (filter, previous/next, links) and of the committed images.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { galleryPhotos } from "~/content/gallery";
import { adjacentPhotos, filterPhotos, galleryHref, parseGalleryFilter } from "./filters";
import { GALLERY_IMAGE_FORMATS, GALLERY_IMAGE_WIDTHS, IMAGE_PLACEHOLDER_SRC, committedGalleryImage, galleryImageUrl } from "./images";
import { getGalleryPhoto, listGalleryPhotos } from "./queries.server";

const publicDir = path.resolve(import.meta.dirname, "../../../public");

describe("filters", () => {
  test("parseGalleryFilter accepts the five categories and falls back to tous", () => {
    expect(parseGalleryFilter("saisons")).toBe("saisons");
    expect(parseGalleryFilter("vie-quotidienne")).toBe("vie-quotidienne");
    expect(parseGalleryFilter(null)).toBe("tous");
    expect(parseGalleryFilter("Saisons")).toBe("tous");
  });

  test("filterPhotos keeps the photos of one category, in order; tous keeps all", () => {
    expect(filterPhotos(galleryPhotos, "tous")).toHaveLength(8);
    expect(filterPhotos(galleryPhotos, "architecture").map((p) => p.id)).toEqual(["palais-bourse", "facades-republique"]);
    expect(filterPhotos(galleryPhotos, "saisons").every((p) => p.category === "saisons")).toBe(true);
  });

  test("adjacentPhotos wraps around at both ends", () => {
    const list = [{ id: "a" }, { id: "b" }, { id: "c" }];
    expect(adjacentPhotos(list, "a")).toEqual({ previous: { id: "c" }, next: { id: "b" } });
    expect(adjacentPhotos(list, "c")).toEqual({ previous: { id: "b" }, next: { id: "a" } });
    expect(adjacentPhotos([{ id: "a" }], "a")).toEqual({ previous: { id: "a" }, next: { id: "a" } });
    expect(adjacentPhotos(list, "z")).toBeNull();
  });

  test("galleryHref leaves defaults out", () => {
    expect(galleryHref({ filter: "tous" })).toBe("/galerie");
    expect(galleryHref({ filter: "saisons" })).toBe("/galerie?categorie=saisons");
    expect(galleryHref({ filter: "tous", photo: "saint-nizier" })).toBe("/galerie?photo=saint-nizier");
    expect(galleryHref({ filter: "patrimoine", photo: "saint-nizier" })).toBe("/galerie?categorie=patrimoine&photo=saint-nizier");
  });
});

describe("queries", () => {
  test("listGalleryPhotos returns the eight sample photos, filtered by category", async () => {
    expect(await listGalleryPhotos({ category: "tous" })).toHaveLength(8);
    const events = await listGalleryPhotos({ category: "evenements" });
    expect(events.map((p) => p.categoryLabel)).toEqual(["Événements", "Événements"]);
  });

  test("getGalleryPhoto finds a photo by id and returns null otherwise", async () => {
    expect((await getGalleryPhoto("fete-des-lumieres"))?.title).toBe("Fête des Lumières");
    expect(await getGalleryPhoto("inconnue")).toBeNull();
  });

  test("the image description lists every committed rendition", () => {
    const image = committedGalleryImage("gallery/saint-nizier", "Texte");
    expect(image.srcSets.avif).toBe(
      "/images/gallery/saint-nizier-480.avif 480w, /images/gallery/saint-nizier-960.avif 960w, /images/gallery/saint-nizier-1600.avif 1600w",
    );
    expect(image).toMatchObject({ width: 1600, height: 1200, downloadUrl: "/images/gallery/saint-nizier-1600.jpg" });
  });
});

describe("committed images", () => {
  test("every photo has every width and format in public/, and the gallery stays under 1.5 MB", () => {
    let total = 0;
    for (const photo of galleryPhotos) {
      for (const width of GALLERY_IMAGE_WIDTHS) {
        for (const format of GALLERY_IMAGE_FORMATS) {
          const file = path.join(publicDir, galleryImageUrl(photo.image.base, width, format));
          expect(fs.existsSync(file), file).toBe(true);
          total += fs.statSync(file).size;
        }
      }
    }
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });

  test("the placeholder and the neighbourhood illustrations are committed", () => {
    expect(fs.existsSync(path.join(publicDir, IMAGE_PLACEHOLDER_SRC))).toBe(true);
    for (const slug of ["bellecour", "terreaux", "cordeliers", "jacobins", "ainay", "confluence", "perrache", "pentes"]) {
      expect(fs.existsSync(path.join(publicDir, `images/quartiers/${slug}.svg`)), slug).toBe(true);
    }
  });
});
