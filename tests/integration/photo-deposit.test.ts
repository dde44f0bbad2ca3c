// The photo deposit's file handling and limits, on the real pipeline, storage and database:
// every stored rendition is re-encoded without metadata (GPS, camera, XMP, ICC), upright and in
// 8-bit sRGB; anything that is not a decodable JPEG, PNG or WebP is refused by its content with
// the spec's message and leaves neither a file nor a row; the per-member limits hold, also when
// deposits arrive together (photo-deposit-limits.test.ts, on both engines); a member withdraws
// only their own pending photos.
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import exifr from "exifr";
import sharp from "sharp";
import { beforeEach, describe, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { photoSubmissions } from "~/db/schema";
import { photoFileKeys } from "~/features/photos/files.server";
import { depositPhoto, moderatePhoto, withdrawPhoto } from "~/features/photos/mutations.server";
import { PHOTO_MESSAGES } from "~/features/photos/options";
import { IMAGE_MAX_RENDITION_HEIGHT, IMAGE_REJECTION_MESSAGES } from "~/lib/images.server";
import { getStorage } from "~/lib/storage.server";
import { signedInMember } from "../factories";
import { truncateAll } from "../setup/database";
import { blankPng, declaredPng } from "../support/png";
import { depotEntries, input, noise, pendingOf, storedRow, tinyJpeg, upload, verifiedMember } from "./support/photo-fixtures";

beforeEach(async () => {
  await truncateAll();
});

// --- Fixtures ---------------------------------------------------------------------------------

const GPS = { GPSLatitudeRef: "N", GPSLatitude: "45/1 45/1 3000/100", GPSLongitudeRef: "E", GPSLongitude: "4/1 50/1 0/1" };
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Camille Secret</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>';

/** A phone photo: camera, GPS position, XMP author, a Display P3 profile. */
async function phonePhoto(width = 1000, height = 700): Promise<Buffer> {
  return noise(width, height)
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "Telephone", Model: "Modele 12", Artist: "Camille Secret" }, IFD3: GPS })
    .withXmp(XMP)
    .withIccProfile("p3")
    .toBuffer();
}

/** Stored on its side (wider than tall) with EXIF orientation 6: shown upright, it is taller than wide. */
async function sidewaysPhoto(): Promise<Buffer> {
  return noise(600, 400).jpeg().withMetadata({ orientation: 6 }).withExifMerge({ IFD0: { Make: "Telephone", Model: "Modele 12" }, IFD3: GPS }).toBuffer();
}


/** A valid-looking PNG of a few hundred bytes declaring 50 000 × 50 000 pixels (10 GB once decoded). */
const pngBomb = () => declaredPng(50_000, 50_000);

/** A small real JPEG whose frame header (SOF) is rewritten to declare 50 000 × 50 000. */
async function jpegBomb(): Promise<Buffer> {
  const bytes = Buffer.from(await tinyJpeg());
  for (let i = 2; i < bytes.length - 9; i++) {
    if (bytes[i] === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2)) {
      bytes.writeUInt16BE(50_000, i + 5);
      bytes.writeUInt16BE(50_000, i + 7);
      return bytes;
    }
  }
  throw new Error("no SOF marker in the fixture");
}

// --- Helpers ----------------------------------------------------------------------------------

async function readStored(key: string): Promise<Buffer> {
  const object = await getStorage().get(key);
  if (!object) throw new Error(`missing ${key}`);
  return Buffer.from(await new Response(object.body).arrayBuffer());
}

async function rowCount(): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(photoSubmissions);
  return row?.n ?? 0;
}

/** What sharp and exifr find in a stored rendition. */
async function inspectStored(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  const exif = await exifr.parse(bytes, { tiff: true, exif: true, gps: true, xmp: true, icc: true, iptc: true, jfif: false, ihdr: false }).catch(() => undefined);
  return { meta, exif };
}

// --- Tests ------------------------------------------------------------------------------------

describe("what is stored", () => {
  test("a phone photo is kept as renditions only, none carrying its GPS position, camera, XMP author or ICC profile", async () => {
    const original = await phonePhoto();
    // The fixture does carry all of it.
    expect(await exifr.gps(original)).toMatchObject({ latitude: expect.any(Number), longitude: expect.any(Number) });
    const originalMeta = await sharp(original).metadata();
    expect([originalMeta.exif, originalMeta.xmp, originalMeta.icc].every(Boolean)).toBe(true);

    const member = await verifiedMember();
    const result = await depositPhoto(getDb(), member, input(upload(original, "IMG_0042.JPG")));
    if (result.status !== "stored") throw new Error(`not stored: ${JSON.stringify(result)}`);
    const row = await storedRow(result.id);
    expect(row).toMatchObject({ userId: member.id, status: "en_attente", published: false, title: "Les quais au petit matin", category: "jolie_photo", rightsGranted: true, width: 960, height: 672 });

    const keys = photoFileKeys(row);
    // Two widths (480 and 960: the source is 1000 wide) in three formats, and nothing else.
    expect(keys).toHaveLength(6);
    expect((await depotEntries()).filter((e) => e.startsWith(row.storageId + "/") && !e.endsWith(".meta.json")).sort()).toEqual(keys.map((k) => k.replace(/^depots\//, "")).sort());
    for (const key of keys) {
      const bytes = await readStored(key);
      const { meta, exif } = await inspectStored(bytes);
      expect(meta.format, key).toBe(key.endsWith(".jpg") ? "jpeg" : key.endsWith(".webp") ? "webp" : "heif");
      expect(meta.exif, key).toBeUndefined();
      expect(meta.xmp, key).toBeUndefined();
      expect(meta.icc, key).toBeUndefined();
      expect(meta.iptc, key).toBeUndefined();
      expect(exif, key).toBeUndefined();
      expect(await exifr.gps(bytes).catch(() => undefined), key).toBeUndefined();
      for (const leak of ["Telephone", "Modele 12", "Camille Secret", "xmpmeta"]) expect(bytes.includes(leak), `${key} holds ${leak}`).toBe(false);
      expect(meta.space, key).toBe("srgb");
      expect(meta.depth, key).toBe("uchar");
      expect(meta.width, key).toBe(Number(/\/(\d+)\.\w+$/.exec(key)![1]));
    }
  });

  test("the EXIF orientation is applied: a photo stored sideways comes out taller than wide, without the tag", async () => {
    const original = await sidewaysPhoto();
    const before = await sharp(original).metadata();
    expect(before).toMatchObject({ width: 600, height: 400, orientation: 6 });
    const member = await verifiedMember();
    const result = await depositPhoto(getDb(), member, input(upload(original)));
    if (result.status !== "stored") throw new Error(`not stored: ${JSON.stringify(result)}`);
    const row = await storedRow(result.id);
    expect({ width: row.width, height: row.height }).toEqual({ width: 400, height: 600 });
    for (const key of photoFileKeys(row)) {
      const bytes = await readStored(key);
      const { meta, exif } = await inspectStored(bytes);
      expect(meta.height, key).toBeGreaterThan(meta.width!);
      expect(meta.orientation ?? 1, key).toBe(1);
      expect(exif, key).toBeUndefined();
    }
  });

  test("a CMYK JPEG and a 16-bit PNG come out as 8-bit sRGB", async () => {
    const member = await verifiedMember();
    const cmyk = await noise(500, 300).toColourspace("cmyk").jpeg().toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe("cmyk");
    const png16 = await noise(500, 300).toColourspace("rgb16").png().toBuffer();
    expect((await sharp(png16).metadata()).depth).toBe("ushort");
    for (const [name, bytes] of [["cmyk.jpg", cmyk], ["seize-bits.png", png16]] as const) {
      const result = await depositPhoto(getDb(), member, input(upload(bytes, name, "application/octet-stream")));
      if (result.status !== "stored") throw new Error(`${name} not stored: ${JSON.stringify(result)}`);
      for (const key of photoFileKeys(await storedRow(result.id))) {
        const meta = await sharp(await readStored(key)).metadata();
        expect({ space: meta.space, depth: meta.depth, channels: meta.channels, icc: meta.icc }, `${name} ${key}`).toEqual({ space: "srgb", depth: "uchar", channels: 3, icc: undefined });
      }
    }
  });

  test("a WebP and a transparent PNG are accepted whatever their name; the JPEG renditions are flattened on white", async () => {
    const member = await verifiedMember();
    const webp = await noise(500, 300).webp().toBuffer();
    const png = await sharp({ create: { width: 500, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    for (const [name, bytes] of [["image.jpg", webp], ["transparente.webp", png]] as const) {
      const result = await depositPhoto(getDb(), member, input(upload(bytes, name, "image/jpeg")));
      if (result.status !== "stored") throw new Error(`${name} not stored: ${JSON.stringify(result)}`);
      for (const key of photoFileKeys(await storedRow(result.id))) {
        const stored = await readStored(key);
        const meta = await sharp(stored).metadata();
        expect(meta.format, key).toBe(key.endsWith(".jpg") ? "jpeg" : key.endsWith(".webp") ? "webp" : "heif");
        if (key.endsWith(".jpg")) {
          expect(meta.channels).toBe(3);
          if (name === "transparente.webp") expect((await sharp(stored).stats()).channels.map((c) => Math.round(c.mean))).toEqual([255, 255, 255]);
        }
      }
    }
  });

  test("a photo with an XMP packet (XML in its metadata, as cameras and editors write) is accepted, and the packet is not stored", async () => {
    const xmp = '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Quai</dc:title></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>';
    const withXmp = jpegWithSegment(await noise(300, 200).jpeg().toBuffer(), 0xe1, Buffer.concat([Buffer.from("http://ns.adobe.com/xap/1.0/\0"), Buffer.from(xmp)]));
    const result = await depositPhoto(getDb(), await verifiedMember(), input(upload(withXmp, "quai.jpg")));
    if (result.status !== "stored") throw new Error(`not stored: ${JSON.stringify(result)}`);
    for (const key of photoFileKeys(await storedRow(result.id))) expect((await readStored(key)).includes("xmpmeta"), key).toBe(false);
  });
});

/** A JPEG with one more segment (marker, then its content) right after its start-of-image marker. */
function jpegWithSegment(jpeg: Buffer, marker: number, content: Buffer): Buffer {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(content.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, marker]), length, content, jpeg.subarray(2)]);
}

describe("what is refused", () => {
  const notAnImage = { status: "refused", message: PHOTO_MESSAGES.notAnImage };

  test("files that are not a JPEG, PNG or WebP by their content are refused with the spec’s message, leaving no file and no row", async () => {
    const member = await verifiedMember();
    const truncated = await noise(800, 600).jpeg({ quality: 95 }).toBuffer();
    const gif = await noise(40, 40).gif().toBuffer();
    const avif = await noise(40, 40).avif().toBuffer();
    const cases: Array<[string, File]> = [
      ["HTML named .jpg", upload("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>", "photo.jpg")],
      ["SVG", upload('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>', "dessin.svg", "image/svg+xml")],
      ["SVG named .png", upload('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "photo.png", "image/png")],
      ["PHP named .jpg", upload("<?php system($_GET['c']); ?>", "photo.jpg")],
      ["truncated JPEG", upload(truncated.subarray(0, Math.floor(truncated.length / 2)), "coupee.jpg")],
      ["JPEG magic bytes then HTML", upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("<html><script>alert(1)</script></html>")]), "polyglotte.jpg")],
      ["PNG signature then PHP", upload(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("<?php echo 1; ?>")]), "polyglotte.png", "image/png")],
      ["GIF/JavaScript polyglot", upload("GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(document.domain);", "script.gif.jpg")],
      ["a real GIF", upload(gif, "anim.jpg")],
      ["AVIF (not accepted for deposits)", upload(avif, "photo.avif", "image/avif")],
    ];
    const before = await depotEntries();
    for (const [label, file] of cases) {
      expect(await depositPhoto(getDb(), member, input(file)), label).toEqual(notAnImage);
    }
    expect(await depotEntries()).toEqual(before);
    expect(await rowCount()).toBe(0);
  });

  test("polyglots, real images that also carry PHP, HTML or script (in a comment, in metadata, after the image's end), are refused, leaving no file and no row", async () => {
    const member = await verifiedMember();
    const image = await noise(300, 200).jpeg().toBuffer();
    const cases: Array<[string, Buffer]> = [
      ["PHP in a JPEG comment", jpegWithSegment(image, 0xfe, Buffer.from("<?php system($_GET['c']); ?>"))],
      ["HTML after the JPEG's end", Buffer.concat([image, Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>")])],
      ["script in EXIF-like metadata", jpegWithSegment(image, 0xe1, Buffer.from("Exif\0\0<script src=//evil.example/x.js></script>"))],
      ["a javascript: link in a PNG's trailer", Buffer.concat([await noise(40, 40).png().toBuffer(), Buffer.from('<a href="javascript:alert(1)">x</a>')])],
    ];
    const before = await depotEntries();
    for (const [label, bytes] of cases) {
      // Each one is a decodable image: only its extra content makes it refused.
      expect((await sharp(bytes).metadata()).width, label).toBeGreaterThan(0);
      expect(await depositPhoto(getDb(), member, input(upload(bytes, "photo.jpg"))), label).toEqual(notAnImage);
    }
    expect(await depotEntries()).toEqual(before);
    expect(await rowCount()).toBe(0);
  });

  test("pixel bombs (a few hundred bytes declaring 50 000 × 50 000) are refused by the pixel cap before any decoding", async () => {
    const member = await verifiedMember();
    const png = pngBomb();
    expect(png.length).toBeLessThan(2000);
    expect(await sharp(png, { limitInputPixels: false }).metadata()).toMatchObject({ width: 50_000, height: 50_000 });
    const jpeg = await jpegBomb();
    expect(await sharp(jpeg, { limitInputPixels: false }).metadata()).toMatchObject({ width: 50_000, height: 50_000 });
    const before = await depotEntries();
    for (const [name, bytes] of [["bombe.png", png], ["bombe.jpg", jpeg]] as const) {
      expect(await depositPhoto(getDb(), member, input(upload(bytes, name))), name).toEqual({ status: "refused", message: PHOTO_MESSAGES.tooManyPixels });
    }
    expect(await depotEntries()).toEqual(before);
    expect(await rowCount()).toBe(0);
  });

  test("tall and thin images (issue 32): a long screenshot is kept inside the encoders' box; a 1-pixel strip and a too-thin image are refused at once, and another member's photo is not held up", async () => {
    const member = await verifiedMember();
    const started = Date.now();
    const screenshot = await depositPhoto(getDb(), member, input(upload(blankPng(1080, 20_000), "capture.png", "image/png")));
    if (screenshot.status !== "stored") throw new Error(JSON.stringify(screenshot));
    const row = await storedRow(screenshot.id);
    expect(row.height).toBeLessThanOrEqual(IMAGE_MAX_RENDITION_HEIGHT);
    expect(row.width).toBeLessThan(row.height);
    expect(Date.now() - started).toBeLessThan(15_000);

    const before = await depotEntries();
    const refused = { status: "refused", message: IMAGE_REJECTION_MESSAGES["bad-proportions"] };
    for (const [name, bytes] of [["bande.png", blankPng(1, 30_000_000)], ["fil.png", blankPng(20_000, 700)]] as const) {
      const at = Date.now();
      // Another member's ordinary photo sent at the same moment.
      const [strip, ordinary] = await Promise.all([depositPhoto(getDb(), member, input(upload(bytes, name, "image/png"))), verifiedMember().then(async (other) => ({ other, outcome: await depositPhoto(getDb(), other, input(upload(await tinyJpeg()))) }))]);
      expect(strip, name).toEqual(refused);
      expect(ordinary.outcome.status, name).toBe("stored");
      expect(Date.now() - at, name).toBeLessThan(5_000);
      if (ordinary.outcome.status === "stored") await withdrawPhoto(getDb(), ordinary.other.id, ordinary.outcome.id);
    }
    expect(await depotEntries()).toEqual(before);
    expect(await pendingOf(member.id)).toBe(1);
  });

  test("an empty file and an 11 MB file are refused with their messages, before any image work", async () => {
    const member = await verifiedMember();
    const before = await depotEntries();
    expect(await depositPhoto(getDb(), member, input(upload(new Uint8Array(0), "vide.jpg")))).toEqual({ status: "refused", message: PHOTO_MESSAGES.noPhoto });
    const big = Buffer.alloc(11 * 1024 * 1024, 0x41);
    big.set(await tinyJpeg());
    expect(await depositPhoto(getDb(), member, input(upload(big, "enorme.jpg")))).toEqual({ status: "refused", message: PHOTO_MESSAGES.tooLarge });
    expect(await depotEntries()).toEqual(before);
    expect(await rowCount()).toBe(0);
  });

  test("an unverified address cannot deposit", async () => {
    const { userId } = await signedInMember();
    expect(await depositPhoto(getDb(), { id: userId, emailVerified: false }, input(upload(await tinyJpeg())))).toEqual({ status: "unverified" });
    expect(await rowCount()).toBe(0);
  });
});

describe("withdrawal", () => {
  test("the owner withdraws a pending photo: row and files gone; nobody else can, and a reviewed photo stays", async () => {
    const owner = await verifiedMember();
    const other = await verifiedMember();
    const first = await depositPhoto(getDb(), owner, input(upload(await phonePhoto(700, 500))));
    const second = await depositPhoto(getDb(), owner, input(upload(await tinyJpeg())));
    if (first.status !== "stored" || second.status !== "stored") throw new Error("fixtures not stored");
    const row = await storedRow(first.id);
    const keys = photoFileKeys(row);
    expect(keys.length).toBeGreaterThan(0);

    expect(await withdrawPhoto(getDb(), other.id, first.id)).toBe("not_found");
    expect(await withdrawPhoto(getDb(), owner.id, randomUUID())).toBe("not_found");
    for (const key of keys) expect(await getStorage().exists(key)).toBe(true);

    expect(await withdrawPhoto(getDb(), owner.id, first.id)).toBe("withdrawn");
    expect(await getDb().select().from(photoSubmissions).where(eq(photoSubmissions.id, first.id))).toHaveLength(0);
    for (const key of keys) expect(await getStorage().exists(key), key).toBe(false);
    expect((await depotEntries()).some((e) => e.startsWith(row.storageId))).toBe(false);
    expect(await withdrawPhoto(getDb(), owner.id, first.id)).toBe("not_found");

    // Once reviewed, the photo is no longer the member's to withdraw.
    const moderator = { id: other.id, email: "moderation@example.org" };
    expect((await moderatePhoto(getDb(), moderator, { intent: "reject", id: second.id, admin_notes: "Floue." })).status).toBe("done");
    expect(await withdrawPhoto(getDb(), owner.id, second.id)).toBe("already_reviewed");
    for (const key of photoFileKeys(await storedRow(second.id))) expect(await getStorage().exists(key)).toBe(true);
  });
});
