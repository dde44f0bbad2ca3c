// The sample content of a new install (issue 36): every seeded row carries `is_sample`, the
// gallery's committed photos and the figures' sample values are shown while the "samples"
// setting says so (lib/sample-setting.server.ts). Here: whether any
// sample is online (every public page then shows the demonstration band), how many of each kind
// there are (the back-office's removal screen, the go-live checklist), and their removal in one
// transaction, journaled with a count per kind.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { blogPosts, boardMembers, campaigns, events, positions, proposals, testimonials, timelinePeriods } from "~/db/schema";
import { galleryPhotos } from "~/content/gallery";
import { countSampleFigures } from "~/features/figures/figures";
import { loadFigureSettings } from "~/features/figures/figures.server";
import type { SessionUser } from "~/lib/auth.server";
import { recordJournal } from "~/lib/journal.server";
import { hideSamples, readSampleSetting, sampleSettingShowsAny } from "~/lib/sample-setting.server";
import { SAMPLE_KINDS, sampleCountText, type SampleKind } from "./samples";

type RowKind = Exclude<SampleKind, "gallery" | "figures">;

/** Each kind's table, and the condition under which one of its rows is on the public site. */
interface SampleTable {
  table: PgTable;
  isSample: AnyPgColumn;
  id: AnyPgColumn;
  online: SQL | undefined;
}

const TABLES: Record<RowKind, SampleTable> = {
  positions: { table: positions, isSample: positions.isSample, id: positions.id, online: undefined },
  proposals: { table: proposals, isSample: proposals.isSample, id: proposals.id, online: eq(proposals.published, true) },
  blog: { table: blogPosts, isSample: blogPosts.isSample, id: blogPosts.id, online: eq(blogPosts.published, true) },
  events: { table: events, isSample: events.isSample, id: events.id, online: eq(events.published, true) },
  campaigns: { table: campaigns, isSample: campaigns.isSample, id: campaigns.id, online: eq(campaigns.published, true) },
  board: { table: boardMembers, isSample: boardMembers.isSample, id: boardMembers.id, online: eq(boardMembers.visible, true) },
  testimonials: { table: testimonials, isSample: testimonials.isSample, id: testimonials.id, online: eq(testimonials.published, true) },
  timeline: { table: timelinePeriods, isSample: timelinePeriods.isSample, id: timelinePeriods.id, online: eq(timelinePeriods.published, true) },
};

const ROW_KINDS = SAMPLE_KINDS.filter((kind): kind is RowKind => kind !== "gallery" && kind !== "figures");

/** Whether the gallery shows its committed sample photos. */
export async function showsSampleGallery(db: Pick<Database, "select">): Promise<boolean> {
  return (await readSampleSetting(db)).gallery;
}

/** The sample figures in effect (0 once the samples are off). */
async function countFigureSamples(db: Database): Promise<number> {
  return countSampleFigures((await loadFigureSettings(db)).figures);
}

export interface SampleCount {
  kind: SampleKind;
  /** Sample items of the kind, online or not. */
  count: number;
  /** Of which on the public site. */
  online: number;
}

/** How many sample items of each kind remain (kinds with none included, at 0). */
export async function countSamples(db: Database): Promise<SampleCount[]> {
  const counts = await Promise.all(
    ROW_KINDS.map(async (kind): Promise<SampleCount> => {
      const { table, isSample, online } = TABLES[kind];
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          online: online ? sql<number>`count(*) filter (where ${online})::int` : sql<number>`count(*)::int`,
        })
        .from(table)
        .where(eq(isSample, true));
      return { kind, count: Number(row?.count ?? 0), online: Number(row?.online ?? 0) };
    }),
  );
  const gallery = (await showsSampleGallery(db)) ? galleryPhotos.length : 0;
  const figures = await countFigureSamples(db);
  return [...counts, { kind: "gallery", count: gallery, online: gallery }, { kind: "figures", count: figures, online: figures }];
}

/**
 * Whether any sample item is on the public site: one query, read on every page view (the shell's
 * band), so that the band goes with the last sample, whichever way it went.
 */
export async function hasOnlineSamples(db: Database): Promise<boolean> {
  const checks = ROW_KINDS.map((kind) => {
    const { table, isSample, online } = TABLES[kind];
    return sql`exists (select 1 from ${table} where ${online ? and(eq(isSample, true), online) : eq(isSample, true)})`;
  });
  const [row] = await db.select({ online: sql<boolean>`(${sql.join([...checks, sampleSettingShowsAny], sql` or `)})` }).from(sql`(select 1) as one`);
  return row?.online === true;
}

export interface SampleRemoval {
  counts: SampleCount[];
  /** Items removed in all. */
  total: number;
}

/**
 * Removes every sample item in one transaction: the rows marked `is_sample` (a rencontre's
 * registrations go with it), the gallery's committed photos and the sample figures (the setting
 * turned off: a figure the association did not enter is then not shown), and one journal entry
 * with the count of each kind. What a person saved is no longer a sample, and stays.
 */
export async function removeAllSamples(db: Database, actor: Pick<SessionUser, "id" | "email">): Promise<SampleRemoval> {
  return db.transaction(async (tx) => {
    const counts: SampleCount[] = [];
    for (const kind of ROW_KINDS) {
      const { table, isSample, id, online } = TABLES[kind];
      const removed = await tx.delete(table).where(eq(isSample, true)).returning({ id, online: online ? sql<boolean>`${online}` : sql<boolean>`true` });
      counts.push({ kind, count: removed.length, online: removed.filter((row) => row.online).length });
    }
    const galleryShown = await showsSampleGallery(tx);
    const figures = await countFigureSamples(tx);
    await hideSamples(tx, { gallery: false, figures: false }, actor.id);
    const gallery = galleryShown ? galleryPhotos.length : 0;
    counts.push({ kind: "gallery", count: gallery, online: gallery }, { kind: "figures", count: figures, online: figures });
    const total = counts.reduce((sum, c) => sum + c.count, 0);
    const summary = counts.filter((c) => c.count > 0).map((c) => sampleCountText(c.kind, c.count));
    await recordJournal(tx, actor, {
      action: "delete",
      entityType: "sample_content",
      entityId: "all",
      entityLabel: "Tous les contenus d’exemple",
      summary: summary.length ? `Retirés\u202f: ${summary.join(", ")}` : "Aucun contenu d’exemple restant",
    });
    return { counts, total };
  });
}
