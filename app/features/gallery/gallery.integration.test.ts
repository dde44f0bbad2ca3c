// The gallery's list on the real database: the approved and published deposits first (most recent
// approval first), then the committed sample photos; pending, rejected and taken-down deposits are
// neither listed nor found by id.
import { randomUUID } from "node:crypto";
import { beforeEach, expect, test } from "vitest";
import { getDb } from "~/db/client.server";
import { photoSubmissions } from "~/db/schema";
import { galleryPhotosSeeder } from "~/db/seeds/seeders.server";
import { truncateAll } from "../../../tests/setup/database";
import { getGalleryPhoto, listGalleryPhotos } from "./queries.server";

beforeEach(async () => {
  await truncateAll();
  // The install's samples are loaded: the gallery shows its committed photos (features/samples).
  await galleryPhotosSeeder.run();
});

type Status = "en_attente" | "approuve" | "rejete";

async function insertPhoto(title: string, status: Status, options: { published?: boolean; reviewedAt?: string; galleryCategory?: "saisons" | "patrimoine" } = {}) {
  const approved = status === "approuve";
  const [row] = await getDb()
    .insert(photoSubmissions)
    .values({
      category: "jolie_photo",
      title,
      description: approved ? `${title}, vue du quai.` : null,
      rightsGranted: true,
      status,
      storageId: randomUUID(),
      width: 1600,
      height: 1200,
      galleryCategory: approved ? (options.galleryCategory ?? "saisons") : null,
      credit: approved ? "Camille Objectif" : null,
      published: approved && (options.published ?? true),
      reviewedAt: options.reviewedAt ? new Date(options.reviewedAt) : null,
    })
    .returning({ id: photoSubmissions.id });
  return row!.id;
}

test("approved and published deposits come first, newest approval first, then the eight samples", async () => {
  const older = await insertPhoto("Les quais au matin", "approuve", { reviewedAt: "2026-11-20T10:00:00Z" });
  const newer = await insertPhoto("Saint-Nizier la nuit", "approuve", { reviewedAt: "2026-11-24T10:00:00Z", galleryCategory: "patrimoine" });
  const takenDown = await insertPhoto("Une photo dépubliée", "approuve", { reviewedAt: "2026-11-25T10:00:00Z", published: false });
  const pending = await insertPhoto("En attente", "en_attente");
  const rejected = await insertPhoto("Refusée", "rejete", { reviewedAt: "2026-11-25T11:00:00Z" });

  const all = await listGalleryPhotos(getDb(), { category: "tous" });
  expect(all).toHaveLength(10);
  expect(all.slice(0, 2).map((p) => p.id)).toEqual([newer, older]);
  expect(all[2]?.id).toBe("palais-bourse");
  expect(all[0]).toMatchObject({ title: "Saint-Nizier la nuit", category: "patrimoine", categoryLabel: "Patrimoine", photographer: "Camille Objectif", description: "Saint-Nizier la nuit, vue du quai." });
  expect(all[0]?.likes).toBeUndefined();
  expect(all[0]?.image.downloadUrl).toMatch(/^\/medias\/depots\/[0-9a-f-]{36}\/1600\.jpg$/);

  const seasons = await listGalleryPhotos(getDb(), { category: "saisons" });
  expect(seasons.map((p) => p.id)).toEqual([older, "bellecour-automne"]);

  expect((await getGalleryPhoto(getDb(), older))?.title).toBe("Les quais au matin");
  for (const hidden of [takenDown, pending, rejected]) expect(await getGalleryPhoto(getDb(), hidden)).toBeNull();
  expect((await getGalleryPhoto(getDb(), "fete-des-lumieres"))?.likes).toBeGreaterThan(0);
});
