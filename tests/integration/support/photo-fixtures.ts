// What the photo deposit's tests share (photo-deposit.test.ts: the pipeline and the refusals, on
// PGlite; photo-deposit-limits.test.ts: the per-member limits, on both engines): images made on
// the spot, the deposit's input, and what the storage and the table hold.
import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { getDb } from "~/db/client.server";
import { photoSubmissions } from "~/db/schema";
import type { PhotoDepositInput } from "~/features/photos/schema";
import { signedInMember } from "../../factories";

/** Random pixels: they do not compress to nothing, so a cut file really misses image data. */
export function noise(width: number, height: number, channels: 3 | 4 = 3) {
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + ((i / width) | 0) * 104729) % 251;
  return sharp(pixels, { raw: { width, height, channels } });
}

export const tinyJpeg = () => noise(64, 48).jpeg().toBuffer();

/** A file as the browser posts it: the name and type say what the sender wants, the server ignores them. */
export const upload = (bytes: Uint8Array | string, name = "photo.jpg", type = "image/jpeg") => new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });
export const input = (photo: File, overrides: Partial<PhotoDepositInput> = {}): PhotoDepositInput => ({
  photo,
  title: "Les quais au petit matin",
  category: "jolie_photo",
  description: "Vue depuis la passerelle.",
  location: "Quai Saint-Antoine",
  rights_granted: true,
  ...overrides,
});

export const depotsRoot = () => path.join(process.env.DATA_DIR!, "storage", "depots");

/** Every file and folder under DATA_DIR/storage/depots (relative paths). */
export async function depotEntries(): Promise<string[]> {
  try {
    return (await readdir(depotsRoot(), { recursive: true })).map(String).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

export async function verifiedMember() {
  const { userId, cookie } = await signedInMember();
  return { id: userId, emailVerified: true, cookie };
}

export async function storedRow(id: string) {
  const [row] = await getDb().select().from(photoSubmissions).where(eq(photoSubmissions.id, id));
  if (!row) throw new Error(`no photo ${id}`);
  return row;
}

/** Pending photos put straight into the table (no files): for the limits. */
export async function insertPending(userId: string, n: number) {
  if (n === 0) return;
  await getDb()
    .insert(photoSubmissions)
    .values(Array.from({ length: n }, (_, i) => ({ userId, category: "idee" as const, title: `En attente ${i + 1}`, rightsGranted: true, storageId: randomUUID(), width: 480, height: 320 })));
}

export async function pendingOf(userId: string): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(photoSubmissions).where(eq(photoSubmissions.userId, userId));
  return row?.n ?? 0;
}
