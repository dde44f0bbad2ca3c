// The storage module's contract, run against both drivers: the local disk and the S3-compatible
// driver (lib/storage-s3.server.ts) on s3rver, an S3-compatible server started by this file on a
// free port (one bucket per test). Strict keys (no traversal), put/get/delete round trips with
// bytes and streams, whole objects (never a partial one), the size limit, content types. Then
// what only the local disk has (its files and their metadata) and only S3 has (multipart bodies).
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import {
  CreateBucketCommand,
  ListObjectsV2Command,
  S3Client,
} from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  test,
  vi,
} from "vitest";
import { createS3Storage, PART_BYTES } from "./storage-s3.server";
import {
  createLocalStorage,
  InvalidStorageKeyError,
  isStorageKey,
  newStorageId,
  StorageLimitError,
  storageKey,
  type Storage,
} from "./storage.server";

// Every write is flushed to disk (fsync), s3rver's too: on a loaded machine that takes seconds.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let root: string;
let storage: Storage;
/** Every object the driver holds, as keys (or as files, for the local disk), sorted. */
let objects: () => Promise<string[]>;

const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
let s3server: S3rver | undefined;
let s3endpoint = "";
let bucketCount = 0;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "adpl-storage-"));
  s3server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(root, "s3rver"),
  });
  const { port } = await s3server.run();
  s3endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await s3server?.close();
  await fs.rm(root, { recursive: true, force: true });
});

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs
    .readdir(dir, { recursive: true, withFileTypes: true })
    .catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

const drivers = {
  async "local disk"() {
    const dir = await fs.mkdtemp(path.join(root, "local-"));
    storage = createLocalStorage(path.join(dir, "storage"));
    // Data files and anything left over (temporary files), without the metadata beside each object.
    objects = async () =>
      (await filesUnder(path.join(dir, "storage")))
        .filter((f) => !f.endsWith(".meta.json"))
        .sort();
  },
  async "S3-compatible (s3rver)"() {
    const bucket = `test-${(bucketCount += 1)}`;
    const client = new S3Client({
      region: "us-east-1",
      endpoint: s3endpoint,
      forcePathStyle: true,
      credentials: CREDENTIALS,
    });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    storage = createS3Storage({
      endpoint: s3endpoint,
      region: "us-east-1",
      bucket,
      ...CREDENTIALS,
      forcePathStyle: true,
    });
    objects = async () =>
      (
        (await client.send(new ListObjectsV2Command({ Bucket: bucket })))
          .Contents ?? []
      )
        .map((o) => o.Key!)
        .sort();
  },
};

describe.each(Object.keys(drivers) as (keyof typeof drivers)[])(
  "%s",
  (driver) => {
    beforeEach(async () => {
      await drivers[driver]();
    });

    describe("keys", () => {
      test("generated keys are namespace/uuid/name", () => {
        const id = newStorageId();
        expect(storageKey("photos", id, "original.jpg")).toBe(
          `photos/${id}/original.jpg`,
        );
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
        await expect(
          storage.put(key, Buffer.from("x"), { contentType: "image/jpeg" }),
        ).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.get(key)).rejects.toBeInstanceOf(
          InvalidStorageKeyError,
        );
        await expect(storage.exists(key)).rejects.toBeInstanceOf(
          InvalidStorageKeyError,
        );
        await expect(storage.delete(key)).rejects.toBeInstanceOf(
          InvalidStorageKeyError,
        );
        expect(await objects()).toEqual([]);
      });

      test("a user's file name cannot become a key", () => {
        expect(() =>
          storageKey("photos", newStorageId(), "../../x.jpg"),
        ).toThrow(InvalidStorageKeyError);
        expect(() => storageKey("photos", "../../x", "original.jpg")).toThrow(
          InvalidStorageKeyError,
        );
        expect(() =>
          storageKey("../photos", newStorageId(), "original.jpg"),
        ).toThrow(InvalidStorageKeyError);
      });
    });

    describe("round trip", () => {
      test("put, exists, get, delete with bytes", async () => {
        const key = storageKey("photos", newStorageId(), "original.jpg");
        const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
        expect(await storage.exists(key)).toBe(false);
        expect(await storage.get(key)).toBeNull();

        const info = await storage.put(key, bytes, {
          contentType: "image/jpeg",
        });
        expect(info).toMatchObject({
          key,
          contentType: "image/jpeg",
          size: bytes.length,
        });
        expect(await storage.exists(key)).toBe(true);

        const object = await storage.get(key);
        expect(object).toMatchObject({
          key,
          contentType: "image/jpeg",
          size: bytes.length,
        });
        expect(await readAll(object!.body)).toEqual(bytes);

        expect(await storage.delete(key)).toBe(true);
        expect(await storage.exists(key)).toBe(false);
        expect(await storage.get(key)).toBeNull();
        expect(await storage.delete(key)).toBe(false);
        expect(await objects()).toEqual([]);
      });

      test("an object is stored at its key, and nowhere else", async () => {
        const id = newStorageId();
        await storage.put(
          storageKey("photos", id, "960.webp"),
          Buffer.from("a"),
          { contentType: "image/webp" },
        );
        expect(await objects()).toEqual([`photos/${id}/960.webp`]);
      });

      test("an empty body is an empty object", async () => {
        const key = storageKey("photos", newStorageId(), "empty.bin");
        expect(
          (
            await storage.put(key, Buffer.alloc(0), {
              contentType: "application/octet-stream",
            })
          ).size,
        ).toBe(0);
        expect(await readAll((await storage.get(key))!.body)).toEqual(
          Buffer.alloc(0),
        );
      });

      test("put accepts web and Node streams", async () => {
        const chunks = [Buffer.alloc(70_000, 1), Buffer.alloc(70_000, 2)];
        const webKey = storageKey("photos", newStorageId(), "web.bin");
        await storage.put(webKey, new Blob(chunks).stream(), {
          contentType: "application/octet-stream",
        });
        expect(await readAll((await storage.get(webKey))!.body)).toEqual(
          Buffer.concat(chunks),
        );

        const nodeKey = storageKey("photos", newStorageId(), "node.bin");
        const info = await storage.put(nodeKey, Readable.from(chunks), {
          contentType: "application/octet-stream",
        });
        expect(info.size).toBe(140_000);
      });

      test("an object read while it is replaced is the old one or the new one, whole", async () => {
        const key = storageKey("photos", newStorageId(), "original.jpg");
        await storage.put(key, Buffer.alloc(200_000, 1), {
          contentType: "image/jpeg",
        });
        const reading = await storage.get(key);
        await storage.put(key, Buffer.alloc(300_000, 2), {
          contentType: "image/png",
        });
        expect(await readAll(reading!.body)).toEqual(Buffer.alloc(200_000, 1));
        const after = await storage.get(key);
        expect(after?.contentType).toBe("image/png");
        expect(await readAll(after!.body)).toEqual(Buffer.alloc(300_000, 2));
      });
    });

    describe("atomic writes", () => {
      test("a stream that fails midway leaves the previous object intact and nothing else", async () => {
        const key = storageKey("photos", newStorageId(), "original.jpg");
        await storage.put(key, Buffer.from("ancienne version"), {
          contentType: "image/jpeg",
        });
        async function* failing() {
          yield Buffer.alloc(100_000, 7);
          throw new Error("connexion coupée");
        }
        await expect(
          storage.put(key, Readable.from(failing()), {
            contentType: "image/jpeg",
          }),
        ).rejects.toThrow("connexion coupée");
        expect((await readAll((await storage.get(key))!.body)).toString()).toBe(
          "ancienne version",
        );
        expect(await objects()).toEqual([key]);
      });

      test("a body over maxBytes is refused and nothing is stored", async () => {
        const key = storageKey("photos", newStorageId(), "original.jpg");
        await expect(
          storage.put(
            key,
            Readable.from([Buffer.alloc(600), Buffer.alloc(600)]),
            { contentType: "image/jpeg", maxBytes: 1000 },
          ),
        ).rejects.toBeInstanceOf(StorageLimitError);
        expect(await storage.exists(key)).toBe(false);
        expect(await objects()).toEqual([]);
      });

      test("a content type that could break a header is refused", async () => {
        const key = storageKey("photos", newStorageId(), "original.jpg");
        await expect(
          storage.put(key, Buffer.from("x"), {
            contentType: "image/jpeg\r\nSet-Cookie: a=b",
          }),
        ).rejects.toThrow(/content type/);
        expect(await storage.exists(key)).toBe(false);
      });
    });
  },
);

describe("local disk only", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(root, "local-only-"));
    storage = createLocalStorage(path.join(dir, "storage"));
  });

  test("files live under the storage root at the key's path, with their content type beside them", async () => {
    const id = newStorageId();
    await storage.put(storageKey("photos", id, "960.webp"), Buffer.from("a"), {
      contentType: "image/webp",
    });
    expect((await filesUnder(path.join(dir, "storage"))).sort()).toEqual([
      `photos/${id}/960.webp`,
      `photos/${id}/960.webp.meta.json`,
    ]);
  });
});

describe("S3-compatible only", () => {
  beforeEach(async () => {
    await drivers["S3-compatible (s3rver)"]();
  });

  test("a body larger than one part is uploaded in parts, streamed, and read back whole", async () => {
    const key = storageKey("photos", newStorageId(), "original.jpg");
    const chunk = Buffer.alloc(1024 * 1024);
    let sent = 0;
    // 2.5 parts, generated as it is read: the driver holds at most one part.
    const total = PART_BYTES * 2 + PART_BYTES / 2;
    async function* body() {
      while (sent < total) {
        chunk.fill(sent / chunk.length);
        sent += chunk.length;
        yield Buffer.from(chunk);
      }
    }
    const info = await storage.put(key, Readable.from(body()), {
      contentType: "image/jpeg",
      maxBytes: total,
    });
    expect(info.size).toBe(total);
    const object = await storage.get(key);
    expect(object).toMatchObject({ size: total, contentType: "image/jpeg" });
    const bytes = await readAll(object!.body);
    expect(bytes.length).toBe(total);
    expect(bytes[PART_BYTES + 5]).toBe(
      Math.floor((PART_BYTES + 5) / chunk.length) % 256,
    );
    expect(await objects()).toEqual([key]);
  });

  test("a multipart body over maxBytes is refused after its first parts, and no object appears", async () => {
    const key = storageKey("photos", newStorageId(), "original.jpg");
    const parts = [
      Buffer.alloc(PART_BYTES, 1),
      Buffer.alloc(PART_BYTES, 2),
      Buffer.alloc(PART_BYTES, 3),
    ];
    await expect(
      storage.put(key, Readable.from(parts), {
        contentType: "image/jpeg",
        maxBytes: PART_BYTES * 2 + 10,
      }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    expect(await storage.exists(key)).toBe(false);
    expect(await objects()).toEqual([]);
  });
});
