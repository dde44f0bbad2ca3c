// Unit tests of the gallery rules (filter, previous/next, links) and of the committed images.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { galleryPhotos } from "~/content/gallery";
import { adjacentPhotos, filterPhotos, galleryHref, parseGalleryFilter } from "./filters";
import { GALLERY_IMAGE_FORMATS, GALLERY_IMAGE_WIDTHS, IMAGE_PLACEHOLDER_SRC, committedGalleryImage, galleryImageUrl } from "./images";
import { DEPOSITED_PHOTO_DESCRIPTION, depositedGalleryItem } from "./deposited";
import { samplePhotos } from "./queries.server";

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
  test("the sample photos: eight, filtered by category", () => {
    expect(filterPhotos(samplePhotos(), "tous")).toHaveLength(8);
    const events = filterPhotos(samplePhotos(), "evenements");
    expect(events.map((p) => p.categoryLabel)).toEqual(["Événements", "Événements"]);
    expect(samplePhotos().find((p) => p.id === "fete-des-lumieres")?.title).toBe("Fête des Lumières");
  });

  test("an approved deposit is a gallery item in its category, credited, with its renditions and no likes", () => {
    const photo = {
      id: "0b6f2c8e-3d4a-4f5b-9c1d-2e3f4a5b6c7d",
      title: "Les quais au matin",
      description: "Brume sur la Saône.",
      galleryCategory: "saisons" as const,
      credit: "Camille Objectif",
      approvedAt: "2026-11-25T10:00:00.000Z",
      storageId: "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b",
      width: 1600,
      height: 1067,
    };
    const item = depositedGalleryItem(photo);
    expect(item).toMatchObject({ id: photo.id, title: photo.title, description: "Brume sur la Saône.", category: "saisons", categoryLabel: "Saisons", photographer: "Camille Objectif" });
    expect(item.likes).toBeUndefined();
    expect(item.image).toMatchObject({ alt: "Brume sur la Saône.", width: 1600, height: 1067, downloadUrl: `/medias/depots/${photo.storageId}/1600.jpg` });
    expect(item.image.srcSets.webp).toBe(`/medias/depots/${photo.storageId}/480.webp 480w, /medias/depots/${photo.storageId}/960.webp 960w, /medias/depots/${photo.storageId}/1600.webp 1600w`);
    const bare = depositedGalleryItem({ ...photo, description: null, width: 700, height: 500 });
    expect(bare.description).toBe(DEPOSITED_PHOTO_DESCRIPTION);
    expect(bare.image).toMatchObject({ alt: "Les quais au matin", width: 700, downloadUrl: `/medias/depots/${photo.storageId}/700.jpg` });
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
