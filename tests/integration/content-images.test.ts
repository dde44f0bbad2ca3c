// Images uploaded with an article: checked by content, re-encoded without metadata, stored
// through the storage module and served at /medias/… with long caching; nothing else served.
import exifr from "exifr";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { storeContentImage } from "~/features/admin/content/content-images.server";
import { IMAGE_MAX_RENDITION_HEIGHT, IMAGE_REJECTION_MESSAGES } from "~/lib/images.server";
import { loader } from "~/routes/resources/media";
import { blankPng } from "../support/png";

/** A photo as a phone writes it: EXIF with the camera and a GPS position. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: "#c83c3c" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "Téléphone", Model: "Modèle 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "45/1 45/1 3000/100", GPSLongitudeRef: "E", GPSLongitude: "4/1 50/1 0/1" },
    })
    .toBuffer();
}

const serve = (path: string) =>
  loader({ request: new Request(`http://localhost:3000/medias/${path.replace(/^\/medias\//, "")}`), params: { "*": path.replace(/^\/medias\//, "") } } as unknown as Parameters<typeof loader>[0]);

describe("article images", () => {
  test("a phone photo is stored re-encoded without its GPS position and served with a year of caching", async () => {
    const original = await phonePhoto();
    expect(await exifr.gps(original)).toMatchObject({ latitude: expect.any(Number) });
    const stored = await storeContentImage(new File([new Uint8Array(original)], "IMG_0001.JPG", { type: "image/jpeg" }));
    if (stored.status !== "ok") throw new Error(stored.message);
    expect(stored.path).toMatch(/^\/medias\/contenu\/[0-9a-f-]{36}\/\d+\.jpg$/);
    const response = await serve(stored.path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const served = Buffer.from(await response.arrayBuffer());
    expect(await exifr.gps(served).catch(() => undefined)).toBeUndefined();
    expect((await sharp(served).metadata()).exif).toBeUndefined();
    // The other renditions sit beside it.
    expect((await serve(stored.path.replace(/\.jpg$/, ".webp"))).status).toBe(200);
  });

  test("the content decides, not the name: text called .jpg, a GIF and an empty file are refused in French", async () => {
    const text = await storeContentImage(new File(["<svg onload=alert(1)>"], "photo.jpg", { type: "image/jpeg" }));
    expect(text).toEqual({ status: "refused", message: "Choisissez une image JPEG, PNG ou WebP." });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } }).gif().toBuffer();
    expect(await storeContentImage(new File([new Uint8Array(gif)], "anim.png", { type: "image/png" }))).toEqual({ status: "refused", message: "Choisissez une image JPEG, PNG ou WebP." });
    expect((await storeContentImage(new File([], "vide.jpg", { type: "image/jpeg" }))).status).toBe("refused");
    const truncated = (await phonePhoto()).subarray(0, 2000);
    expect(await storeContentImage(new File([new Uint8Array(truncated)], "coupee.jpg", { type: "image/jpeg" }))).toEqual({ status: "refused", message: "L’image est endommagée ou illisible." });
  });

  test("tall and thin images (issue 32): a long screenshot is stored inside the encoders' box, a 1-pixel strip is refused at once in French", async () => {
    const started = Date.now();
    const screenshot = await storeContentImage(new File([new Uint8Array(blankPng(1080, 20_000))], "capture.png", { type: "image/png" }));
    if (screenshot.status !== "ok") throw new Error(screenshot.message);
    const served = Buffer.from(await (await serve(screenshot.path)).arrayBuffer());
    expect((await sharp(served).metadata()).height).toBeLessThanOrEqual(IMAGE_MAX_RENDITION_HEIGHT);
    expect(Date.now() - started).toBeLessThan(15_000);
    for (const [width, height] of [[1, 30_000_000], [20_000, 700]]) {
      const at = Date.now();
      expect(await storeContentImage(new File([new Uint8Array(blankPng(width!, height!))], "bande.png", { type: "image/png" }))).toEqual({ status: "refused", message: IMAGE_REJECTION_MESSAGES["bad-proportions"] });
      expect(Date.now() - at).toBeLessThan(2_000);
    }
  });

  test("only stored content images are served: other namespaces and malformed keys are 404", async () => {
    for (const key of ["../../etc/passwd", "photos/00000000-0000-4000-8000-000000000000/480.jpg", "contenu/00000000-0000-4000-8000-000000000000/480.jpg", "contenu/x/480.jpg"]) {
      expect((await serve(key)).status, key).toBe(404);
    }
  });
});
