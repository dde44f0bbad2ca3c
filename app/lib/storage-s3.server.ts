// The S3-compatible driver of the storage module (lib/storage.server.ts, ADR 0022): the files of
// every server process in one bucket (AWS S3, or any S3-compatible object store: MinIO, Garage,
// Scaleway, OVH…). Same guarantees as the local disk: keys checked before any request, content
// types checked, size limit enforced while reading the body (nothing stored over it), an object
// written whole or not at all (S3 makes an object visible only once its upload completes), and
// bodies streamed in both directions with bounded memory (at most one part in memory).
import { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { logger } from "./logger.server";
import {
  assertStorageKey,
  CONTENT_TYPE_PATTERN,
  StorageLimitError,
  toNodeReadable,
  type Storage,
} from "./storage-driver.server";

export interface S3StorageConfig {
  /** e.g. https://s3.fr-par.scw.cloud; unset for AWS itself (the region's endpoint). */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (https://host/bucket/key) instead of the host name: most self-hosted stores need it. */
  forcePathStyle: boolean;
}

/**
 * Bodies up to this size go in one PutObject; larger ones in parts of this size (S3's minimum
 * part is 5 MiB). Also the most of a body held in memory at once.
 */
export const PART_BYTES = 8 * 1024 * 1024;

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return (
    error.name === "NoSuchKey" ||
    error.name === "NotFound" ||
    error.$metadata.httpStatusCode === 404
  );
}

/** Reads `source` into buffers of `size` bytes (the last one shorter), counting against `maxBytes`. */
async function* partsOf(
  source: Readable,
  size: number,
  maxBytes: number | undefined,
): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = [];
  let held = 0;
  let total = 0;
  for await (const chunk of source) {
    let bytes =
      typeof chunk === "string"
        ? Buffer.from(chunk)
        : Buffer.from(chunk as Uint8Array);
    total += bytes.byteLength;
    if (maxBytes !== undefined && total > maxBytes)
      throw new StorageLimitError(maxBytes);
    while (held + bytes.byteLength >= size) {
      const take = size - held;
      chunks.push(bytes.subarray(0, take));
      yield Buffer.concat(chunks, size);
      chunks = [];
      held = 0;
      bytes = bytes.subarray(take);
    }
    if (bytes.byteLength > 0) {
      chunks.push(bytes);
      held += bytes.byteLength;
    }
  }
  if (held > 0 || total === 0) yield Buffer.concat(chunks, held);
}

export function createS3Storage(config: S3StorageConfig): Storage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: {
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
    },
    // Checksums only where S3 requires them: several S3-compatible stores refuse or ignore the
    // newer default ones (CRC32 headers and trailers).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;

  async function head(key: string) {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, body, options) {
      assertStorageKey(key);
      if (!CONTENT_TYPE_PATTERN.test(options.contentType))
        throw new Error(
          `Invalid content type: ${options.contentType.slice(0, 100)}`,
        );
      const source = toNodeReadable(body);
      const parts = partsOf(source, PART_BYTES, options.maxBytes);
      let size = 0;
      let uploadId: string | undefined;
      try {
        const first = await parts.next();
        const firstPart = first.done ? Buffer.alloc(0) : first.value;
        const second = await parts.next();
        if (second.done) {
          // One part: a plain PutObject, stored whole once its body has arrived.
          size = firstPart.byteLength;
          await client.send(
            new PutObjectCommand({
              Bucket,
              Key: key,
              Body: firstPart,
              ContentLength: size,
              ContentType: options.contentType,
            }),
          );
        } else {
          // Larger: a multipart upload, which S3 shows only once completed (aborted on any failure).
          const created = await client.send(
            new CreateMultipartUploadCommand({
              Bucket,
              Key: key,
              ContentType: options.contentType,
            }),
          );
          uploadId = created.UploadId;
          if (!uploadId) throw new Error("the object store gave no upload id");
          const done: { ETag: string | undefined; PartNumber: number }[] = [];
          const upload = async (part: Buffer) => {
            const PartNumber = done.length + 1;
            const sent = await client.send(
              new UploadPartCommand({
                Bucket,
                Key: key,
                UploadId: uploadId,
                PartNumber,
                Body: part,
                ContentLength: part.byteLength,
              }),
            );
            done.push({ ETag: sent.ETag, PartNumber });
            size += part.byteLength;
          };
          await upload(firstPart);
          await upload(second.value);
          for await (const part of parts) await upload(part);
          await client.send(
            new CompleteMultipartUploadCommand({
              Bucket,
              Key: key,
              UploadId: uploadId,
              MultipartUpload: { Parts: done },
            }),
          );
          uploadId = undefined;
        }
      } catch (error) {
        source.destroy();
        if (uploadId) {
          // Parts of an upload never completed are not an object; aborting frees their space (a
          // bucket lifecycle rule for incomplete uploads catches what a crash leaves).
          await client
            .send(
              new AbortMultipartUploadCommand({
                Bucket,
                Key: key,
                UploadId: uploadId,
              }),
            )
            .catch((abortError: unknown) => {
              logger.warn(
                { err: abortError, key },
                "incomplete multipart upload could not be aborted",
              );
            });
        }
        throw error;
      }
      const stored = await head(key);
      return {
        key,
        contentType: options.contentType,
        size,
        lastModified: stored?.LastModified ?? new Date(),
      };
    },

    async get(key) {
      assertStorageKey(key);
      let object;
      try {
        object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      if (!object.Body) return null;
      const contentType =
        object.ContentType && CONTENT_TYPE_PATTERN.test(object.ContentType)
          ? object.ContentType
          : "application/octet-stream";
      return {
        key,
        contentType,
        size: object.ContentLength ?? 0,
        lastModified: object.LastModified ?? new Date(0),
        body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
      };
    },

    async delete(key) {
      assertStorageKey(key);
      // S3 answers a delete the same whether the object existed or not: ask first.
      if (!(await head(key))) return false;
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      return true;
    },

    async exists(key) {
      assertStorageKey(key);
      return (await head(key)) !== null;
    },
  };
}
