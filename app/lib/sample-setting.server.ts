// The "samples" setting: which of the sample content that is not rows a new install shows (issue
// 36): the gallery's committed photos (app/content/gallery.ts) and the figures' sample values
// (app/content/figures.ts). Written when the samples are loaded (db/seeds), turned off by their
// removal (features/samples) or, for the figures, once the last sample figure is replaced;
// absent (a clean install): none shown. Here, below the features that read it.
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import { readSetting, storeSetting } from "./site-settings.server";

const sampleSettingSchema = z.object({ gallery: z.boolean(), figures: z.boolean().optional() });
export type SampleSetting = z.output<typeof sampleSettingSchema>;

/** What a sample load writes: everything shown. */
export const SAMPLES_SHOWN: SampleSetting = { gallery: true, figures: true };

export async function readSampleSetting(db: Pick<Database, "select">): Promise<Required<SampleSetting>> {
  const value = (await readSetting(db as Database, "samples", sampleSettingSchema)).value;
  return { gallery: value?.gallery === true, figures: value?.figures === true };
}

/** Turns some of the samples off (the others as they are); `actorId` is the person who did. */
export async function hideSamples(db: Pick<Database, "select" | "insert">, parts: Partial<SampleSetting>, actorId: string | null): Promise<void> {
  const current = await readSampleSetting(db);
  await storeSetting(db, "samples", { ...current, ...parts }, actorId);
}

/** SQL: whether the stored setting still shows some sample (the shell's band, one query). */
export const sampleSettingShowsAny = sql`exists (select 1 from ${siteSettings} where ${siteSettings.key} = 'samples' and ((${siteSettings.value} ->> 'gallery') = 'true' or (${siteSettings.value} ->> 'figures') = 'true'))`;
