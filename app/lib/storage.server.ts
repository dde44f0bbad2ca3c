// Stored files (uploaded photos and their renditions): a small driver interface and its two
// drivers, chosen by configuration: the local disk under DATA_DIR/storage (outside the web root;
// one server, the default) and an S3-compatible bucket when S3_BUCKET is set (several processes or
// servers share the files, lib/storage-s3.server.ts, ADR 0022). Keys are generated from random
// UUIDs, never from a user's file name, and checked against one strict pattern before any path is
// built or any request sent.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { getEnv } from "./env.server";
import { createS3Storage } from "./storage-s3.server";
import { assertStorageKey, CONTENT_TYPE_PATTERN, InvalidStorageKeyError, StorageLimitError, toNodeReadable, type Storage } from "./storage-driver.server";

export {
  assertStorageKey,
  CONTENT_TYPE_PATTERN,
  InvalidStorageKeyError,
  isStorageKey,
  newStorageId,
  StorageLimitError,
  storageKey,
  toNodeReadable,
  type PutOptions,
  type Storage,
  type StorageBody,
  type StoredObject,
  type StoredObjectInfo,
} from "./storage-driver.server";

const META_SUFFIX = ".meta.json";

/**
 * Files on the local disk: `<root>/<key>` plus a small `<key>.meta.json` with the content type.
 * Both are written to a temporary file in the same directory, flushed, then renamed into
 * place (rename is atomic on one file system); the data file is renamed last, so an object
 * that exists always has its metadata.
 */
export function createLocalStorage(rootDir: string): Storage {
  const root = path.resolve(rootDir);

  function filePath(key: string): string {
    assertStorageKey(key);
    const resolved = path.resolve(root, ...key.split("/"));
    // The pattern already forbids "..", separators and absolute paths; this is the second lock.
    if (!resolved.startsWith(root + path.sep)) throw new InvalidStorageKeyError(key);
    return resolved;
  }

  async function writeAtomically(target: string, source: Readable, maxBytes: number | undefined): Promise<number> {
    const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString("hex")}.tmp`);
    const handle = await fsp.open(temp, "wx", 0o640);
    let size = 0;
    try {
      for await (const chunk of source) {
        const bytes = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Uint8Array);
        size += bytes.byteLength;
        if (maxBytes !== undefined && size > maxBytes) throw new StorageLimitError(maxBytes);
        for (let written = 0; written < bytes.byteLength; ) {
          written += (await handle.write(bytes, written, bytes.byteLength - written)).bytesWritten;
        }
      }
      await handle.sync();
      await handle.close();
      await fsp.rename(temp, target);
      return size;
    } catch (error) {
      source.destroy();
      await handle.close().catch(() => undefined);
      await fsp.rm(temp, { force: true });
      throw error;
    }
  }

  async function readMeta(target: string): Promise<{ contentType: string }> {
    try {
      const meta = JSON.parse(await fsp.readFile(target + META_SUFFIX, "utf8")) as { contentType?: unknown };
      if (typeof meta.contentType === "string" && CONTENT_TYPE_PATTERN.test(meta.contentType)) return { contentType: meta.contentType };
    } catch {
      // Missing or unreadable metadata: serve as opaque bytes.
    }
    return { contentType: "application/octet-stream" };
  }

  return {
    async put(key, body, options) {
      const target = filePath(key);
      if (!CONTENT_TYPE_PATTERN.test(options.contentType)) throw new Error(`Invalid content type: ${options.contentType.slice(0, 100)}`);
      await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o750 });
      await writeAtomically(target + META_SUFFIX, Readable.from([Buffer.from(JSON.stringify({ contentType: options.contentType }))]), undefined);
      const size = await writeAtomically(target, toNodeReadable(body), options.maxBytes);
      const stat = await fsp.stat(target);
      return { key, contentType: options.contentType, size, lastModified: stat.mtime };
    },

    async get(key) {
      const target = filePath(key);
      let handle: fsp.FileHandle;
      try {
        // Opened first: a delete or replace after this point does not change what is read.
        handle = await fsp.open(target, fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return null;
        }
        const { contentType } = await readMeta(target);
        const stream = handle.createReadStream({ autoClose: true });
        return { key, contentType, size: stat.size, lastModified: stat.mtime, body: Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array> };
      } catch (error) {
        await handle.close().catch(() => undefined);
        throw error;
      }
    },

    async delete(key) {
      const target = filePath(key);
      let removed = true;
      await fsp.unlink(target).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
        removed = false;
      });
      await fsp.rm(target + META_SUFFIX, { force: true });
      // Leave no empty upload folder behind; a folder still holding renditions stays.
      await fsp.rmdir(path.dirname(target)).catch(() => undefined);
      return removed;
    },

    async exists(key) {
      const target = filePath(key);
      try {
        return (await fsp.lstat(target)).isFile();
      } catch {
        return false;
      }
    },
  };
}

let storage: Storage | undefined;

/** The storage of this process: the S3-compatible bucket when S3_BUCKET is set, else the local disk under DATA_DIR/storage. */
export function getStorage(): Storage {
  if (storage) return storage;
  const env = getEnv();
  storage = env.S3_BUCKET
    ? createS3Storage({
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        bucket: env.S3_BUCKET,
        accessKeyId: env.S3_ACCESS_KEY_ID!,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      })
    : createLocalStorage(path.join(env.DATA_DIR, "storage"));
  return storage;
}
