// Uploaded images: the type decided from the content (magic bytes, confirmed by sharp's header
// reading), never from the name or the browser's Content-Type; a pixel cap checked before any
// decoding; strict decoding; and the responsive renditions (shared widths and formats,
// lib/image-renditions.ts) re-encoded from the pixels, oriented, without any metadata
// (EXIF, GPS, XMP, IPTC, ICC are all dropped).
import { createRequire } from "node:module";
import os from "node:os";
import type SharpModule from "sharp";
import type { Metadata, OutputInfo, Sharp } from "sharp";
import { IMAGE_CONTENT_TYPES, IMAGE_ENCODING, IMAGE_FLATTEN_BACKGROUND, IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from "./image-renditions";
import { createSlots } from "./slots";

let loadedSharp: typeof SharpModule | undefined;

/**
 * sharp, loaded with the first image to handle rather than at start: libvips and its libraries
 * are ~25 MB of resident memory that a server answering pages does not need (issue 19).
 */
function sharp(...args: Parameters<typeof SharpModule>): Sharp {
  return sharpLibrary()(...args);
}

function sharpLibrary(): typeof SharpModule {
  if (!loadedSharp) {
    loadedSharp = createRequire(import.meta.url)("sharp") as typeof SharpModule;
    // libvips' operation cache keeps decoded images around for repeated work we never do.
    loadedSharp.cache(false);
  }
  return loadedSharp;
}

/** 40 megapixels: above any phone photo, far below what would exhaust memory when decoded. */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;

/**
 * Either side at most 20 000 px, and the long side at most 25 times the short one (issue 32): a
 * phone's long screenshot (1080 × 20 000) passes; a 1 × 30 000 000 strip, under the pixel cap but
 * decoded row by row for tens of seconds, is refused from its header.
 */
export const IMAGE_MAX_SIDE = 20_000;
export const IMAGE_MAX_ASPECT_RATIO = 25;

/**
 * The box every rendition fits in: the largest width, and a height the encoders accept (WebP and
 * AVIF stop at 16 383 px) that still shows a long screenshot whole.
 */
export const IMAGE_MAX_RENDITION_HEIGHT = 6_400;

/**
 * How long one image may hold its slot, decode and every encode together: a 40-megapixel photo
 * takes a few seconds on a loaded 2-core machine; past this the work is stopped and refused.
 */
export const IMAGE_WORK_TIMEOUT_MS = 30_000;

/** HEIC (HEVC-coded HEIF, iPhone photos) needs a libheif with an HEVC decoder; sharp's prebuilt one has AV1 only. */
export function heicSupported(): boolean {
  return (sharpLibrary().format.heif?.input as { fileSuffix?: string[] } | undefined)?.fileSuffix?.includes(".heic") ?? false;
}

export type UploadImageType = "jpeg" | "png" | "webp" | "avif" | "heic";

export const UPLOAD_CONTENT_TYPES: Readonly<Record<UploadImageType, string>> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  heic: "image/heic",
};

export type ImageRejection = "empty" | "not-an-image" | "unsupported-format" | "too-many-pixels" | "bad-proportions" | "too-slow" | "unreadable";

export const IMAGE_REJECTION_MESSAGES: Readonly<Record<ImageRejection, string>> = {
  empty: "Le fichier est vide.",
  // A getter: the formats accepted are known once sharp is loaded.
  get "not-an-image"() {
    return `Ce fichier n’est pas une photo au format ${heicSupported() ? "JPEG, PNG, WebP, AVIF ou HEIC" : "JPEG, PNG, WebP ou AVIF"}.`;
  },
  "unsupported-format": "Le format HEIC n’est pas pris en charge : enregistrez la photo en JPEG (réglage « Le plus compatible » sur iPhone) puis réessayez.",
  "too-many-pixels": `L’image est trop grande : ${IMAGE_MAX_INPUT_PIXELS / 1_000_000} mégapixels au maximum.`,
  "bad-proportions": `L’image est trop haute ou trop étroite\u202f: ${new Intl.NumberFormat("fr-FR").format(IMAGE_MAX_SIDE)}\u00a0pixels de côté au maximum, et le grand côté au plus ${IMAGE_MAX_ASPECT_RATIO}\u00a0fois le petit.`,
  "too-slow": "Le traitement de cette image a pris trop de temps\u202f: réessayez avec une image plus petite.",
  unreadable: "L’image est endommagée ou illisible.",
};

export class ImageRejectedError extends Error {
  constructor(
    public readonly reason: ImageRejection,
    options?: { cause?: unknown },
  ) {
    super(IMAGE_REJECTION_MESSAGES[reason], options);
    this.name = "ImageRejectedError";
  }
}

// ---------------------------------------------------------------------------------------------
// Content sniffing

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);

const AVIF_BRANDS = new Set(["avif", "avis"]);
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]);

/**
 * The image type announced by the first bytes (magic numbers), or null for anything else:
 * SVG, HTML, GIF, TIFF, PDF… are all null, whatever the file is called.
 */
export function sniffImageType(bytes: Uint8Array): UploadImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === "ftyp") {
    // ISO base media: major brand, minor version, then compatible brands until the box ends.
    const boxSize = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, bytes.length, 256);
    const brands = [ascii(bytes, 8, 12)];
    for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
    if (brands.some((b) => AVIF_BRANDS.has(b))) return "avif";
    if (brands.some((b) => HEIC_BRANDS.has(b))) return "heic";
  }
  return null;
}

export interface InspectedImage {
  type: UploadImageType;
  contentType: string;
  /** As stored; an EXIF orientation of 5–8 swaps them once oriented. */
  width: number;
  height: number;
}

/**
 * sharp's errors in our terms: over the pixel cap, too large for an encoder, stopped by the
 * timeout, or anything else it could not read or write. No sharp error leaves this module as is.
 */
function rejectionOf(error: unknown): ImageRejectedError {
  if (error instanceof ImageRejectedError) return error;
  const message = error instanceof Error ? error.message : "";
  const reason: ImageRejection = /pixel limit/i.test(message) ? "too-many-pixels" : /too large|dimensions/i.test(message) ? "bad-proportions" : /timeout/i.test(message) ? "too-slow" : "unreadable";
  return new ImageRejectedError(reason, { cause: error });
}

/**
 * Markup or script that a file valid as an image can also carry, in a comment, a metadata field or
 * after the image's end (a polyglot: an image that a misconfigured server or an old browser would
 * run as PHP or render as HTML). The re-encoding would drop it anyway; such a file is refused
 * rather than cleaned, since no camera writes it. Each pattern is 6 bytes or more, so compressed
 * pixels or an appended motion-photo video match one by chance about once in 100 000 photos of
 * 10 MB; shorter signatures (`<?=`, `<%`, `<svg`) would refuse real photos every few hundred.
 * XMP's own XML (`<?xpacket`, `<x:xmpmeta`, `<rdf:`) does not match.
 */
const EMBEDDED_CODE = /<\?php[\s]|<script[\s>/]|<html[\s>]|<body[\s>]|<iframe[\s>/]|<!doctype\s+html|javascript:/i;

/** Whether the file carries markup or script anywhere in its bytes. */
export function carriesCode(bytes: Uint8Array): boolean {
  return EMBEDDED_CODE.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1"));
}

const SHARP_FORMAT: Record<UploadImageType, string> = { jpeg: "jpeg", png: "png", webp: "webp", avif: "heif", heic: "heif" };

/**
 * Checks an upload without decoding its pixels: the type by content, confirmed by sharp reading
 * the header, and the pixel cap. Throws ImageRejectedError with a French message.
 */
export async function inspectImage(bytes: Uint8Array): Promise<InspectedImage> {
  if (bytes.byteLength === 0) throw new ImageRejectedError("empty");
  const type = sniffImageType(bytes);
  if (!type) throw new ImageRejectedError("not-an-image");
  if (carriesCode(bytes)) throw new ImageRejectedError("not-an-image");
  if (type === "heic" && !heicSupported()) throw new ImageRejectedError("unsupported-format");
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { failOn: "error", limitInputPixels: IMAGE_MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw rejectionOf(error);
  }
  if (metadata.format !== SHARP_FORMAT[type]) throw new ImageRejectedError("not-an-image");
  if (type === "avif" && metadata.compression !== "av1") throw new ImageRejectedError(heicSupported() ? "not-an-image" : "unsupported-format");
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (width < 1 || height < 1) throw new ImageRejectedError("unreadable");
  if (width * height > IMAGE_MAX_INPUT_PIXELS) throw new ImageRejectedError("too-many-pixels");
  if (Math.max(width, height) > IMAGE_MAX_SIDE || Math.max(width, height) > IMAGE_MAX_ASPECT_RATIO * Math.min(width, height)) {
    throw new ImageRejectedError("bad-proportions");
  }
  return { type, contentType: UPLOAD_CONTENT_TYPES[type], width, height };
}

// ---------------------------------------------------------------------------------------------
// Renditions

/** Applies the shared encoder settings of one format to a pipeline (also used by scripts/generate-images.mjs). */
export function encodeRendition(pipeline: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case "avif":
      return pipeline.avif({ ...IMAGE_ENCODING.avif });
    case "webp":
      return pipeline.webp({ ...IMAGE_ENCODING.webp });
    case "jpg":
      return pipeline.flatten({ background: IMAGE_FLATTEN_BACKGROUND }).jpeg({ ...IMAGE_ENCODING.jpg });
  }
}

/** The widths made for a source: the shared widths it can fill, or its own width when it is narrower than all. */
export function renditionWidths(sourceWidth: number, widths: readonly number[] = IMAGE_WIDTHS): number[] {
  const fitting = widths.filter((w) => w <= sourceWidth);
  return fitting.length > 0 ? fitting : [sourceWidth];
}

export interface ImageRendition {
  width: number;
  height: number;
  format: ImageFormat;
  contentType: string;
  data: Buffer;
}

export interface RenditionOptions {
  widths?: readonly number[];
  formats?: readonly ImageFormat[];
  /** IMAGE_WORK_TIMEOUT_MS unless told (tests shorten it). */
  timeoutMs?: number;
}

/**
 * Every rendition of an uploaded image, smallest first, each format in IMAGE_FORMATS order.
 * The source is decoded once, strictly (a corrupt or truncated file is refused, not patched),
 * under the pixel cap and the proportions' limits, turned upright from its EXIF orientation and
 * brought down inside the box of the largest width and IMAGE_MAX_RENDITION_HEIGHT; the smaller
 * widths are made from those pixels. Nothing of the source's metadata is written. The work holds
 * one image slot for `timeoutMs` at most. Throws ImageRejectedError, whatever sharp reports.
 */
export async function makeRenditions(bytes: Uint8Array, options: RenditionOptions = {}): Promise<ImageRendition[]> {
  await inspectImage(bytes);
  const timeoutMs = options.timeoutMs ?? IMAGE_WORK_TIMEOUT_MS;
  return withImageSlot(() => withinTime(timeoutMs, (deadline) => renderAll(bytes, options, deadline)));
}

/**
 * Runs `work` with a deadline it passes to libvips (which stops an operation past it), and
 * refuses once `timeoutMs` have passed whatever the work is doing: the slot is free at the
 * deadline, not when a stuck operation ends.
 */
async function withinTime<T>(timeoutMs: number, work: (deadline: number) => Promise<T>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ImageRejectedError("too-slow")), timeoutMs);
  });
  const running = work(deadline);
  // A late failure of the abandoned work is expected, not an unhandled rejection.
  running.catch(() => undefined);
  try {
    return await Promise.race([running, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** libvips' own timeout (whole seconds, at least one) for an operation started now. */
function vipsTimeout(deadline: number): { seconds: number } {
  const left = deadline - Date.now();
  if (left <= 0) throw new ImageRejectedError("too-slow");
  return { seconds: Math.max(1, Math.ceil(left / 1000)) };
}

// ---------------------------------------------------------------------------------------------
// Bounded concurrency: each decode holds up to width × height × 4 bytes (160 MB at the pixel
// cap) plus libvips' buffers, so simultaneous uploads wait for a slot instead of all decoding
// at once. One slot per two cores, at least one: libvips already uses every core per image.

export const IMAGE_WORK_SLOTS = Math.max(1, Math.floor(os.availableParallelism() / 2));
const imageSlots = createSlots(IMAGE_WORK_SLOTS);

/** Runs `work` when one of the IMAGE_WORK_SLOTS is free; the waiting ones start in order. */
export function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  return imageSlots.run(work);
}

async function renderAll(bytes: Uint8Array, options: RenditionOptions, deadline: number): Promise<ImageRendition[]> {
  const formats = options.formats ?? IMAGE_FORMATS;
  const largest = Math.max(...(options.widths ?? IMAGE_WIDTHS));
  let master: { data: Buffer; info: OutputInfo };
  try {
    master = await sharp(bytes, { failOn: "error", limitInputPixels: IMAGE_MAX_INPUT_PIXELS, autoOrient: true })
      .timeout(vipsTimeout(deadline))
      // Inside the box every encoder accepts, whatever the proportions (never enlarged).
      .resize({ width: largest, height: IMAGE_MAX_RENDITION_HEIGHT, fit: "inside", withoutEnlargement: true })
      // 8-bit sRGB whatever came in (CMYK, 16-bit, grey, another ICC profile), so the renditions
      // look the same everywhere once the profile is dropped.
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw rejectionOf(error);
  }
  const { width: masterWidth, height: masterHeight, channels } = master.info;
  const renditions: ImageRendition[] = [];
  try {
    for (const width of renditionWidths(masterWidth, options.widths)) {
      const height = Math.max(1, Math.round((masterHeight * width) / masterWidth));
      const resized = sharp(master.data, { raw: { width: masterWidth, height: masterHeight, channels } }).resize(width, height);
      for (const format of formats) {
        const data = await encodeRendition(resized.clone().timeout(vipsTimeout(deadline)), format).toBuffer();
        renditions.push({ width, height, format, contentType: IMAGE_CONTENT_TYPES[format], data });
      }
    }
  } catch (error) {
    throw rejectionOf(error);
  }
  return renditions;
}
