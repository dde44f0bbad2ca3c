// Gzip of a cached page whose per-request CSP nonce changes on every answer, without compressing
// the page again for each one (ADR 0019). The page is kept as the parts between the occurrences
// of its rendering's nonce; each part is compressed once, as raw deflate ending on a byte
// boundary (sync flush). An answer is then: the gzip header, the compressed parts with this
// request's nonce between them as stored (uncompressed) deflate blocks, an empty final block,
// and the trailer (CRC-32 and length of the page as sent). Joining buffers and a CRC-32 of the
// page: tens of microseconds instead of the ~1 ms that compressing a 100 KB page again costs.
//
// The parts still compress as well as the whole page (not each on its own): part i is
// compressed with the 32 KB of page before it as preset dictionary, in which every nonce is a
// run of NUL bytes of the same length. A back-reference can then only reach text that the
// browser's decoder has identically in its window: the page holds no NUL byte (checked), so no
// match can start in, end in or cross a NUL run, and the distances are exact because the
// request's nonce has the stored one's length (checked at each answer).
import { promisify } from "node:util";
import zlib from "node:zlib";

const deflateRaw = promisify(zlib.deflateRaw);

/** Deflate's window: the farthest a back-reference reaches. */
const WINDOW_BYTES = 32 * 1024;
/** ID1 ID2, CM=deflate, no flags, no mtime, XFL 0, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** BFINAL=1 with a fixed-Huffman block holding only the end-of-block code. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
/** A stored block's content is at most 65 535 bytes; a nonce is 24. */
const MAX_STORED_BYTES = 0xffff;

/** The page's parts, compressed once; null when the page cannot be served this way. */
export interface GzipParts {
  parts: Buffer[];
  /** The length of the nonce the parts were cut at: a request's nonce must have this length. */
  nonceLength: number;
}

/**
 * Compresses each part with the page before it (nonces as NUL runs) as dictionary: one part at a
 * time, each on the thread pool, so a page holds one compressor's memory (~400 KB) at most.
 */
export async function compressParts(parts: readonly Buffer[], nonceLength: number, level = zlib.constants.Z_BEST_COMPRESSION): Promise<GzipParts | null> {
  if (nonceLength > MAX_STORED_BYTES || parts.some((part) => part.includes(0))) return null;
  const placeholder = Buffer.alloc(nonceLength, 0);
  let history = Buffer.alloc(0);
  const compressed: Buffer[] = [];
  for (const [index, part] of parts.entries()) {
    const dictionary = history.length > 0 ? history : undefined;
    compressed.push(await deflateRaw(part, { level, memLevel: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH, ...(dictionary ? { dictionary } : {}) }));
    if (index < parts.length - 1) {
      history = Buffer.concat([history, part, placeholder]);
      if (history.length > WINDOW_BYTES) history = history.subarray(history.length - WINDOW_BYTES);
    }
  }
  return { parts: compressed, nonceLength };
}

function storedBlock(data: Buffer): Buffer {
  const block = Buffer.allocUnsafe(5 + data.length);
  block[0] = 0x00; // BFINAL=0, BTYPE=00 (stored); the stream is on a byte boundary after a sync flush
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

/**
 * The gzip member of the page with `nonce` between its parts, as the pieces to send one after
 * the other (nothing copied: only the nonce's block and the trailer are new); null when the
 * nonce's length is not the one the parts were compressed for.
 */
export function gzipWithNonce(raw: readonly Buffer[], compressed: GzipParts, nonce: string): Buffer[] | null {
  const nonceBytes = Buffer.from(nonce);
  if (nonceBytes.length !== compressed.nonceLength || raw.length !== compressed.parts.length) return null;
  const nonceBlock = storedBlock(nonceBytes);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (const [index, part] of raw.entries()) {
    pieces.push(compressed.parts[index]!);
    crc = zlib.crc32(part, crc);
    size += part.length;
    if (index < raw.length - 1) {
      pieces.push(nonceBlock);
      crc = zlib.crc32(nonceBytes, crc);
      size += nonceBytes.length;
    }
  }
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(FINAL_EMPTY_BLOCK, trailer);
  return pieces;
}
