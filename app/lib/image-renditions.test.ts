// The renditions of an upload, derived from the path the back-office stores.
import { expect, test } from "vitest";
import { uploadedImageSources } from "./image-renditions";

const id = "0f8fad5b-d9cb-469f-a165-70867728950e";

test("an upload as wide as the largest width has all three widths in each format", () => {
  const sources = uploadedImageSources(`/medias/contenu/${id}/1600.jpg`);
  expect(sources?.smallest).toBe(`/medias/contenu/${id}/480.jpg`);
  expect(sources?.srcSets.avif).toBe(`/medias/contenu/${id}/480.avif 480w, /medias/contenu/${id}/960.avif 960w, /medias/contenu/${id}/1600.avif 1600w`);
  expect(sources?.srcSets.jpg.split(", ")).toHaveLength(3);
});

test("a medium upload stops at its own width; a narrow one has only its own", () => {
  expect(uploadedImageSources(`/medias/contenu/${id}/960.jpg`)?.srcSets.webp).toBe(`/medias/contenu/${id}/480.webp 480w, /medias/contenu/${id}/960.webp 960w`);
  const narrow = uploadedImageSources(`/medias/contenu/${id}/300.jpg`);
  expect(narrow?.smallest).toBe(`/medias/contenu/${id}/300.jpg`);
  expect(narrow?.srcSets.avif).toBe(`/medias/contenu/${id}/300.avif 300w`);
});

test("committed images and anything else have no renditions", () => {
  expect(uploadedImageSources("/images/testimonials/anna-keller.svg")).toBeNull();
  expect(uploadedImageSources("/medias/contenu/../etc/480.jpg")).toBeNull();
  expect(uploadedImageSources(`https://example.org/medias/contenu/${id}/480.jpg`)).toBeNull();
});
