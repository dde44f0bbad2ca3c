// Unit tests of the local-disk storage: strict keys (no traversal), put/get/delete round trips
// with bytes and streams, atomic writes (never a partial file), the size limit.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { createLocalStorage, InvalidStorageKeyError, isStorageKey, newStorageId, StorageLimitError, storageKey, type Storage } from "./storage.server";

let root: string;
let storage: Storage;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "adpl-storage-"));
  storage = createLocalStorage(path.join(root, "storage"));
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe("keys", () => {
  test("generated keys are namespace/uuid/name", () => {
    const id = newStorageId();
    expect(storageKey("photos", id, "original.jpg")).toBe(`photos/${id}/original.jpg`);
    expect(isStorageKey(storageKey("photos", id, "960.webp"))).toBe(true);
  });

  test.each([
    "../../x",
    "../../x.jpg",
    "photos/../../etc/passwd",
    "/etc/passwd",
    "photos/6f1c2a7e-2b1d-4c3e-9f00-0123456789ab/../../../x",
    "photos/6f1c2a7e-2b1d-4c3e-9f00-0123456789ab/..",
    "photos/6f1c2a7e-2b1d-4c3e-9f00-0123456789ab/a/b.jpg",
    "photos\\6f1c2a7e-2b1d-4c3e-9f00-0123456789ab\\x.jpg",
    "photos/6f1c2a7e-2b1d-4c3e-9f00-0123456789ab/ma photo.jpg",
    "photos/6f1c2a7e-2b1d-4c3e-9f00-0123456789ab/x.jpg\u0000.png",
    "photos/not-a-uuid/x.jpg",
    "Photos/6f1c2a7e-2b1d-4c3e-9f00-0123456789ab/x.jpg",
    "photos/6f1c2a7e-2b1d-4c3e-9f00-0123456789ab/.hidden",
    "",
  ])("%j is refused before any file is touched", async (key) => {
    expect(isStorageKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from("x"), { contentType: "image/jpeg" })).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(await filesUnder(root)).toEqual([]);
  });

  test("a user's file name cannot become a key", () => {
    expect(() => storageKey("photos", newStorageId(), "../../x.jpg")).toThrow(InvalidStorageKeyError);
    expect(() => storageKey("photos", "../../x", "original.jpg")).toThrow(InvalidStorageKeyError);
    expect(() => storageKey("../photos", newStorageId(), "original.jpg")).toThrow(InvalidStorageKeyError);
  });
});

describe("round trip", () => {
  test("put, exists, get, delete with bytes", async () => {
    const key = storageKey("photos", newStorageId(), "original.jpg");
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();

    const info = await storage.put(key, bytes, { contentType: "image/jpeg" });
    expect(info).toMatchObject({ key, contentType: "image/jpeg", size: bytes.length });
    expect(await storage.exists(key)).toBe(true);

    const object = await storage.get(key);
    expect(object).toMatchObject({ key, contentType: "image/jpeg", size: bytes.length });
    expect(await readAll(object!.body)).toEqual(bytes);

    expect(await storage.delete(key)).toBe(true);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.delete(key)).toBe(false);
    expect(await filesUnder(root)).toEqual([]);
  });

  test("files live under the storage root at the key's path, and nowhere else", async () => {
    const id = newStorageId();
    await storage.put(storageKey("photos", id, "960.webp"), Buffer.from("a"), { contentType: "image/webp" });
    expect((await filesUnder(path.join(root, "storage"))).sort()).toEqual([`photos/${id}/960.webp`, `photos/${id}/960.webp.meta.json`]);
  });

  test("put accepts web and Node streams", async () => {
    const chunks = [Buffer.alloc(70_000, 1), Buffer.alloc(70_000, 2)];
    const webKey = storageKey("photos", newStorageId(), "web.bin");
    await storage.put(webKey, new Blob(chunks).stream(), { contentType: "application/octet-stream" });
    expect(await readAll((await storage.get(webKey))!.body)).toEqual(Buffer.concat(chunks));

    const nodeKey = storageKey("photos", newStorageId(), "node.bin");
    const info = await storage.put(nodeKey, Readable.from(chunks), { contentType: "application/octet-stream" });
    expect(info.size).toBe(140_000);
  });

  test("an object read while it is replaced is the old one or the new one, whole", async () => {
    const key = storageKey("photos", newStorageId(), "original.jpg");
    await storage.put(key, Buffer.alloc(200_000, 1), { contentType: "image/jpeg" });
    const reading = await storage.get(key);
    await storage.put(key, Buffer.alloc(300_000, 2), { contentType: "image/png" });
    expect(await readAll(reading!.body)).toEqual(Buffer.alloc(200_000, 1));
    const after = await storage.get(key);
    expect(after?.contentType).toBe("image/png");
    expect(await readAll(after!.body)).toEqual(Buffer.alloc(300_000, 2));
  });
});

describe("atomic writes", () => {
  test("a stream that fails midway leaves the previous object intact and no temporary file", async () => {
    const key = storageKey("photos", newStorageId(), "original.jpg");
    await storage.put(key, Buffer.from("ancienne version"), { contentType: "image/jpeg" });
    async function* failing() {
      yield Buffer.alloc(100_000, 7);
      throw new Error("connexion coupée");
    }
    await expect(storage.put(key, Readable.from(failing()), { contentType: "image/jpeg" })).rejects.toThrow("connexion coupée");
    expect((await readAll((await storage.get(key))!.body)).toString()).toBe("ancienne version");
    expect((await filesUnder(root)).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  test("a body over maxBytes is refused and nothing is stored", async () => {
    const key = storageKey("photos", newStorageId(), "original.jpg");
    await expect(storage.put(key, Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), { contentType: "image/jpeg", maxBytes: 1000 })).rejects.toBeInstanceOf(StorageLimitError);
    expect(await storage.exists(key)).toBe(false);
    expect((await filesUnder(root)).filter((f) => !f.endsWith(".meta.json"))).toEqual([]);
  });

  test("a content type that could break a header is refused", async () => {
    const key = storageKey("photos", newStorageId(), "original.jpg");
    await expect(storage.put(key, Buffer.from("x"), { contentType: "image/jpeg\r\nSet-Cookie: a=b" })).rejects.toThrow(/content type/);
    expect(await storage.exists(key)).toBe(false);
  });
});
