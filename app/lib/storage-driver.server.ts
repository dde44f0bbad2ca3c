// What every storage driver shares (lib/storage.server.ts, the one storage module, re-exports
// it): the key pattern and its checks, the driver interface, the errors, the body conversion.
// On its own so that the S3 driver (storage-s3.server.ts) and the module that chooses the
// driver (storage.server.ts) both import it, and not each other.
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";

/**
 * `<namespace>/<uuid>/<name>`, all lower case: e.g. `photos/1b9d…/original.jpg`, `photos/1b9d…/960.webp`.
 * The namespace groups one kind of file; the UUID is one upload; the name is one rendition.
 */
const KEY_PATTERN = /^[a-z][a-z0-9-]{0,31}\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\/[a-z0-9][a-z0-9-]{0,31}(?:\.[a-z0-9]{1,5})?$/;
const NAMESPACE_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;
const NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}(?:\.[a-z0-9]{1,5})?$/;
export const CONTENT_TYPE_PATTERN = /^[a-z]+\/[a-z0-9][a-z0-9.+-]{0,80}$/;

export class InvalidStorageKeyError extends Error {
  constructor(key: unknown) {
    super(`Invalid storage key: ${JSON.stringify(String(key)).slice(0, 120)}`);
    this.name = "InvalidStorageKeyError";
  }
}

export class StorageLimitError extends Error {
  constructor(public readonly maxBytes: number) {
    super(`Stored object over ${maxBytes} bytes`);
    this.name = "StorageLimitError";
  }
}

export function isStorageKey(key: unknown): key is string {
  return typeof key === "string" && KEY_PATTERN.test(key);
}

export function assertStorageKey(key: unknown): asserts key is string {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError(key);
}

/** A fresh upload id (the middle part of its keys). */
export function newStorageId(): string {
  return randomUUID();
}

/** The key of one file of an upload; throws on anything outside the pattern. */
export function storageKey(namespace: string, id: string, name: string): string {
  if (!NAMESPACE_PATTERN.test(namespace) || !NAME_PATTERN.test(name)) throw new InvalidStorageKeyError(`${namespace}/${id}/${name}`);
  const key = `${namespace}/${id.toLowerCase()}/${name}`;
  assertStorageKey(key);
  return key;
}

export interface StoredObjectInfo {
  key: string;
  contentType: string;
  size: number;
  lastModified: Date;
}

export interface StoredObject extends StoredObjectInfo {
  body: ReadableStream<Uint8Array>;
}

export type StorageBody = Uint8Array | ReadableStream<Uint8Array> | NodeJS.ReadableStream;

export interface PutOptions {
  contentType: string;
  /** Refuse (StorageLimitError) and store nothing when the body is larger. */
  maxBytes?: number;
}

/** What every storage driver does; keys are checked by the driver, whatever the caller did. */
export interface Storage {
  /** Writes the whole object or nothing: readers see the old object or the new one, never a part. */
  put(key: string, body: StorageBody, options: PutOptions): Promise<StoredObjectInfo>;
  /** The object as a stream with its metadata, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** True when an object was removed. */
  delete(key: string): Promise<boolean>;
  exists(key: string): Promise<boolean>;
}

export function toNodeReadable(body: StorageBody): Readable {
  if (body instanceof Uint8Array) return Readable.from([body]);
  if (body instanceof ReadableStream) return Readable.fromWeb(body as NodeWebReadableStream<Uint8Array>);
  return body instanceof Readable ? body : Readable.from(body as AsyncIterable<Uint8Array>);
}
