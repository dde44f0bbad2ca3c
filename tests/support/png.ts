// PNG files written byte by byte, for the image pipeline's limits: any declared size for a few
// kilobytes (sharp would need the pixels in memory to write them).
import zlib from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A complete, valid 1-bit greyscale PNG of any size, all black: 20000×20000 is 50 MB of pixels
 * and ~50 KB of file; 1×30 000 000 is ~60 KB.
 */
export function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rowBytes = 1 + Math.ceil(width / 8);
  const pixels = zlib.deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  return Buffer.concat([SIGNATURE, pngChunk("IHDR", header), pngChunk("IDAT", pixels), pngChunk("IEND", Buffer.alloc(0))]);
}

/** A PNG of a few hundred bytes that declares `width` × `height` 8-bit RGB pixels but holds almost none. */
export function declaredPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([SIGNATURE, pngChunk("IHDR", header), pngChunk("IDAT", zlib.deflateSync(Buffer.alloc(4096))), pngChunk("IEND", Buffer.alloc(0))]);
}
