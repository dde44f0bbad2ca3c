// Unit tests of upload image handling: type by content (HTML or SVG named .jpg refused), the pixel
// cap on a real 20000×20000 PNG without decoding it, strict decoding, and renditions at the
// shared widths and formats, upright, without EXIF/GPS or any other metadata; markup or script
// carried inside an image found; image work bounded to its slots.
import crypto from "node:crypto";
import exifr from "exifr";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { blankPng } from "../../tests/support/png";
import { IMAGE_FORMATS, IMAGE_WIDTHS } from "./image-renditions";
import {
  carriesCode,
  heicSupported,
  IMAGE_MAX_INPUT_PIXELS,
  IMAGE_MAX_RENDITION_HEIGHT,
  IMAGE_WORK_TIMEOUT_MS,
  IMAGE_WORK_SLOTS,
  ImageRejectedError,
  inspectImage,
  makeRenditions,
  renditionWidths,
  sniffImageType,
  withImageSlot,
} from "./images.server";

function solid(width: number, height: number, channels: 3 | 4 = 3) {
  return sharp({ create: { width, height, channels, background: channels === 4 ? { r: 200, g: 60, b: 60, alpha: 0.5 } : "#c83c3c" } });
}

/** A photo as a phone writes it: EXIF with camera, GPS position and an orientation (rotated 90°). */
async function phoneJpeg(width: number, height: number): Promise<Buffer> {
  return solid(width, height)
    .jpeg()
    .withExif({
      IFD0: { Make: "AcmeCam", Model: "X1", Artist: "Camille Martin" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "45/1 45/1 3000/100", GPSLongitudeRef: "E", GPSLongitude: "4/1 50/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A valid 1-bit greyscale PNG of any size: 20000×20000 is 50 MB of pixels, ~50 KB of file. */
const hugePng = blankPng;

async function rejection(promise: Promise<unknown>): Promise<ImageRejectedError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return error as ImageRejectedError;
}

describe("type decided by content", () => {
  test("JPEG, PNG, WebP and AVIF are recognised by their bytes", async () => {
    const base = solid(64, 48);
    expect(sniffImageType(await base.clone().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImageType(await base.clone().png().toBuffer())).toBe("png");
    expect(sniffImageType(await base.clone().webp().toBuffer())).toBe("webp");
    const avif = await base.clone().avif().toBuffer();
    expect(sniffImageType(avif)).toBe("avif");
    expect(await inspectImage(avif)).toEqual({ type: "avif", contentType: "image/avif", width: 64, height: 48 });
  });

  test.each([
    ["an HTML page renamed .jpg", "<!DOCTYPE html><html><body><script>alert(1)</script></body></html>"],
    ["an SVG", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>'],
    ["an SVG with an XML declaration", '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'],
    ["a GIF", "GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;"],
    ["a PDF", "%PDF-1.7\n%âãÏÓ\n"],
  ])("%s is refused, whatever its name", async (_label, text) => {
    const bytes = Buffer.from(text, "latin1");
    expect(sniffImageType(bytes)).toBeNull();
    const error = await rejection(inspectImage(bytes));
    expect(error.reason).toBe("not-an-image");
    expect(error.message).toBe("Ce fichier n’est pas une photo au format JPEG, PNG, WebP ou AVIF.");
    expect((await rejection(makeRenditions(bytes))).reason).toBe("not-an-image");
  });

  test("an empty file is refused", async () => {
    expect((await rejection(inspectImage(new Uint8Array()))).reason).toBe("empty");
  });

  test("HEIC is recognised and refused with a French explanation unless this sharp can decode it", async () => {
    const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\u0000\u0000\u0000\u0000mif1heic", "latin1")]);
    expect(sniffImageType(ftyp)).toBe("heic");
    expect(heicSupported()).toBe((sharp.format.heif.input as { fileSuffix?: string[] }).fileSuffix?.includes(".heic") ?? false);
    if (!heicSupported()) {
      const error = await rejection(inspectImage(ftyp));
      expect(error.reason).toBe("unsupported-format");
      expect(error.message).toMatch(/^Le format HEIC n’est pas pris en charge/);
    }
  });

  test("JPEG magic bytes followed by garbage are refused as unreadable", async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("not really a photo")]);
    expect((await rejection(inspectImage(fake))).reason).toBe("unreadable");
  });

  test("a truncated JPEG is refused by strict decoding instead of being patched", async () => {
    const noisy = await sharp(Buffer.from(Array.from({ length: 600 * 400 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 600, height: 400, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const truncated = noisy.subarray(0, Math.floor(noisy.length / 2));
    expect((await rejection(makeRenditions(truncated))).reason).toBe("unreadable");
  });
});

describe("pixel cap", () => {
  test("a 20000×20000 PNG is refused from its header, without decoding it", async () => {
    const png = hugePng(20_000, 20_000);
    expect(png.length).toBeLessThan(200_000);
    expect(sniffImageType(png)).toBe("png");

    const rssBefore = process.memoryUsage().rss;
    const error = await rejection(inspectImage(png));
    expect(error.reason).toBe("too-many-pixels");
    expect(error.message).toBe("L’image est trop grande\u202f: 40 mégapixels au maximum.");
    expect((await rejection(makeRenditions(png))).reason).toBe("too-many-pixels");
    // Decoding would take 400 MB at one byte a pixel; refusing it costs next to nothing.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * 1024 * 1024);

    // The decoder's own limit is the second lock, should a caller skip inspectImage.
    await expect(sharp(png, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS }).raw().toBuffer()).rejects.toThrow(/pixel limit/);
  });

  test("an image just under the cap passes the check", async () => {
    const png = hugePng(8000, 5000);
    expect(await inspectImage(png)).toMatchObject({ type: "png", width: 8000, height: 5000 });
  });
});

describe("proportions (issue 32)", () => {
  test("a phone's long screenshot (1080 × 20 000) is kept, fitted into a box every encoder accepts", async () => {
    const started = Date.now();
    const renditions = await makeRenditions(hugePng(1080, 20_000));
    expect(Date.now() - started).toBeLessThan(15_000);
    const largest = renditions.at(-1)!;
    expect(largest.height).toBeLessThanOrEqual(IMAGE_MAX_RENDITION_HEIGHT);
    expect(largest.height).toBeGreaterThan(IMAGE_MAX_RENDITION_HEIGHT - 2);
    // Proportions kept: 1080 / 20 000 of the height.
    expect(Math.abs(largest.width - Math.round((1080 * largest.height) / 20_000))).toBeLessThanOrEqual(1);
    expect(new Set(renditions.map((r) => r.format))).toEqual(new Set(IMAGE_FORMATS));
    for (const rendition of renditions) expect((await sharp(rendition.data).metadata()).height).toBe(rendition.height);
  });

  test("a wide strip within the ratio (19 000 × 800) comes down to the largest width", async () => {
    const renditions = await makeRenditions(hugePng(19_000, 800));
    expect(renditions.at(-1)).toMatchObject({ width: Math.max(...IMAGE_WIDTHS), height: Math.round((800 * Math.max(...IMAGE_WIDTHS)) / 19_000) });
  });

  test.each([
    ["a 1 × 30 000 000 strip (under the pixel cap)", 1, 30_000_000],
    ["a side over 20 000 px (25 000 × 1 500)", 25_000, 1_500],
    ["a ratio over 25 (20 000 × 700)", 20_000, 700],
    ["a ratio over 25 (10 × 400)", 10, 400],
  ])("%s is refused from its header, at once", async (_label, width, height) => {
    const png = hugePng(width, height);
    expect(png.length).toBeLessThan(200_000);
    const started = Date.now();
    const error = await rejection(makeRenditions(png));
    expect(error.reason).toBe("bad-proportions");
    expect(error.message).toBe("L’image est trop haute ou trop étroite\u202f: 20\u202f000\u00a0pixels de côté au maximum, et le grand côté au plus 25\u00a0fois le petit.");
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  test(`image work past its time is refused and frees its slot at the deadline (${IMAGE_WORK_TIMEOUT_MS / 1000} s by default)`, async () => {
    const photo = await solid(3000, 2000).jpeg().toBuffer();
    const started = Date.now();
    const error = await rejection(makeRenditions(photo, { timeoutMs: 20 }));
    expect(error.reason).toBe("too-slow");
    expect(error.message).toBe("Le traitement de cette image a pris trop de temps\u202f: réessayez avec une image plus petite.");
    // Every slot is free at once, though libvips may still be finishing the abandoned work.
    let immediate = 0;
    await Promise.all(Array.from({ length: IMAGE_WORK_SLOTS }, () => withImageSlot(async () => void (immediate += 1))));
    expect(immediate).toBe(IMAGE_WORK_SLOTS);
    expect(Date.now() - started).toBeLessThan(1_000);
    // The same image with the ordinary time is fine.
    expect((await makeRenditions(photo)).length).toBe(IMAGE_WIDTHS.length * IMAGE_FORMATS.length);
  });
});

describe("renditions", () => {
  test("the shared widths in the shared formats, proportional heights, each file really that format", async () => {
    const source = await solid(2000, 1500).jpeg().toBuffer();
    const renditions = await makeRenditions(source);
    expect(renditions.map((r) => `${r.width}x${r.height}.${r.format}`)).toEqual(
      IMAGE_WIDTHS.flatMap((w) => IMAGE_FORMATS.map((f) => `${w}x${(w * 3) / 4}.${f}`)),
    );
    for (const r of renditions) {
      const meta = await sharp(r.data).metadata();
      expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({ width: r.width, height: r.height, format: r.format === "jpg" ? "jpeg" : r.format === "avif" ? "heif" : r.format });
      expect(sniffImageType(r.data)).toBe(r.format === "jpg" ? "jpeg" : r.format);
    }
    expect(renditions.find((r) => r.format === "avif")?.contentType).toBe("image/avif");
  });

  test("no upscaling: a narrow image gets the widths it can fill, or its own width", async () => {
    expect(renditionWidths(1000)).toEqual([480, 960]);
    expect(renditionWidths(300)).toEqual([300]);
    const renditions = await makeRenditions(await solid(1000, 500).png().toBuffer(), { formats: ["webp"] });
    expect(renditions.map((r) => [r.width, r.height])).toEqual([
      [480, 240],
      [960, 480],
    ]);
  });

  test("EXIF and GPS are gone from every rendition, and the photo is turned upright", async () => {
    const source = await phoneJpeg(640, 480);
    const before = await sharp(source).metadata();
    expect(before.orientation).toBe(6);
    expect(await exifr.gps(source)).toMatchObject({ latitude: expect.closeTo(45.758, 3), longitude: expect.closeTo(4.833, 3) });
    expect((await exifr.parse(source))?.Make).toBe("AcmeCam");

    const renditions = await makeRenditions(source);
    expect(renditions.length).toBe(IMAGE_FORMATS.length);
    for (const r of renditions) {
      const meta = await sharp(r.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      // Rotated 90°: the 640×480 landscape frame is a 480×640 portrait.
      expect([meta.width, meta.height]).toEqual([480, 640]);
      expect(await exifr.gps(r.data).catch(() => undefined)).toBeUndefined();
      expect(r.data.includes(Buffer.from("AcmeCam"))).toBe(false);
      expect(r.data.includes(Buffer.from("Camille Martin"))).toBe(false);
    }
  });

  test("transparency is kept in WebP and AVIF, flattened on white in JPEG", async () => {
    const renditions = await makeRenditions(await solid(500, 500, 4).png().toBuffer());
    const byFormat = Object.fromEntries(renditions.map((r) => [r.format, r]));
    expect((await sharp(byFormat.webp!.data).metadata()).hasAlpha).toBe(true);
    expect((await sharp(byFormat.avif!.data).metadata()).hasAlpha).toBe(true);
    const jpeg = await sharp(byFormat.jpg!.data).raw().toBuffer({ resolveWithObject: true });
    expect(jpeg.info.channels).toBe(3);
    // 50 % red over white.
    expect(jpeg.data[0]).toBeGreaterThan(220);
    expect(jpeg.data[1]).toBeGreaterThan(140);
  });
});

describe("bounded concurrency", () => {
  test(`image work runs at most ${IMAGE_WORK_SLOTS} at a time, the waiting jobs start in order, and a failing job frees its slot`, async () => {
    let running = 0;
    let mostAtOnce = 0;
    const started: number[] = [];
    const releases: Array<() => void> = [];
    const jobs = Array.from({ length: IMAGE_WORK_SLOTS * 3 }, (_, index) =>
      withImageSlot(async () => {
        started.push(index);
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        if (index === 0) throw new Error("image illisible");
        return index;
      }),
    );
    const settled = Promise.allSettled(jobs);
    // Release the running jobs one by one, as long as some are waiting or running.
    while (started.length < jobs.length || running > 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(running).toBeLessThanOrEqual(IMAGE_WORK_SLOTS);
      releases.shift()?.();
    }
    const results = await settled;
    expect(mostAtOnce).toBe(IMAGE_WORK_SLOTS);
    expect(started).toEqual(jobs.map((_, index) => index));
    expect(results[0]!.status).toBe("rejected");
    expect(results.slice(1).every((r) => r.status === "fulfilled")).toBe(true);
    // Every slot is free again: as many new jobs as slots start at once.
    let immediate = 0;
    await Promise.all(Array.from({ length: IMAGE_WORK_SLOTS }, () => withImageSlot(async () => void (immediate += 1))));
    expect(immediate).toBe(IMAGE_WORK_SLOTS);
  });
});

describe("markup and script inside an image", () => {
  test("PHP, HTML, script and javascript: links are found in any case; XMP's XML and random bytes are not", () => {
    for (const code of ["<?php echo 1;", "<?PHP\nsystem('x');", "<script>alert(1)", "<SCRIPT src=x>", "<html><body>", "<iframe src=x>", "<!DOCTYPE html>", "JavaScript:alert(1)"]) {
      expect(carriesCode(Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.from(code)])), code).toBe(true);
    }
    const xmp = '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF></rdf:RDF></x:xmpmeta><?xpacket end="w"?>';
    expect(carriesCode(Buffer.from(xmp))).toBe(false);
    expect(carriesCode(crypto.randomBytes(2_000_000))).toBe(false);
  });
});
