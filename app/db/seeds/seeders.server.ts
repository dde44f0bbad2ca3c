// Sample content loaders, one per domain, run in this order by seed.server.ts on first start
// and by `npm run db:seed`. Each must be idempotent: a row already there (same slug) is left
// as it is, so seeding never overwrites what administrators edited. The sample content itself
// lives beside this file, one module per domain.
import type { PgInsertValue } from "drizzle-orm/pg-core";
import { getDb } from "../client.server";
import { parisIsoDate, parisWallTimeToUtc } from "~/lib/dates";
import { SAMPLES_SHOWN } from "~/lib/sample-setting.server";
import { blogPosts, boardMembers, campaigns, events, positions, proposals, siteSettings, testimonials, timelinePeriods } from "../schema";
import type { DocumentTable } from "../schema/published-documents";
import { samplePosts } from "./blog";
import { sampleCampaigns } from "./campaigns";
import { sampleEvents, type EventInsert } from "./events";
import { samplePositions } from "./positions";
import { sampleProposals } from "./proposals";
import { sampleBoardMembers } from "./team";
import { sampleTestimonials } from "./testimonials";
import { sampleMilestones } from "./timeline";

export interface Seeder {
  name: string;
  run(): Promise<void>;
}

/** Inserts sample documents that are not there yet, keyed by slug, each marked as a sample. */
export function documentSeeder<T extends DocumentTable>(name: string, table: T, rows: PgInsertValue<T>[]): Seeder {
  return {
    name,
    async run() {
      await getDb()
        .insert(table)
        .values(rows.map((row) => ({ ...row, isSample: true })))
        .onConflictDoNothing({ target: table.slug });
    },
  };
}

export const positionsSeeder = documentSeeder("positions", positions, samplePositions);
export const proposalsSeeder = documentSeeder("proposals", proposals, sampleProposals);

export const blogSeeder = documentSeeder(
  "blog",
  blogPosts,
  samplePosts.map((post) => ({ ...post, publishedAt: post.published ? new Date(`${post.date}T08:00:00Z`) : null })),
);

/** Rencontres dated from the seeding day, at their Paris time. */
export const eventsSeeder: Seeder = {
  name: "events",
  async run() {
    const today = parisIsoDate(new Date());
    const rows: EventInsert[] = sampleEvents.map(({ inDays, time, ...event }) => {
      const day = new Date(`${today}T12:00:00Z`);
      day.setUTCDate(day.getUTCDate() + inDays);
      const date = day.toISOString().slice(0, 10);
      return { ...event, date, startsAt: parisWallTimeToUtc(date, time), summary: event.content, published: true, urgent: event.urgent ?? false, capacity: event.capacity ?? null, isSample: true };
    });
    await getDb().insert(events).values(rows).onConflictDoNothing({ target: events.slug });
  },
};

export const campaignsSeeder = documentSeeder("campaigns", campaigns, sampleCampaigns);
/** The association's milestones of the timeline (the city's periods come with migration 0025). */
export const timelineSeeder = documentSeeder("timeline", timelinePeriods, sampleMilestones);

/** The sample board and testimonials (site content, issue 14), keyed by slug like the documents. */
export const boardSeeder: Seeder = {
  name: "board",
  async run() {
    await getDb().insert(boardMembers).values(sampleBoardMembers).onConflictDoNothing({ target: boardMembers.slug });
  },
};

export const testimonialsSeeder: Seeder = {
  name: "testimonials",
  async run() {
    await getDb().insert(testimonials).values(sampleTestimonials).onConflictDoNothing({ target: testimonials.slug });
  },
};

/**
 * The samples that are not rows are shown: the gallery's committed photos (app/content/gallery.ts)
 * and the figures' sample values (app/content/figures.ts); lib/sample-setting.server.ts.
 */
export const galleryPhotosSeeder: Seeder = {
  name: "gallery",
  async run() {
    await getDb().insert(siteSettings).values({ key: "samples", value: SAMPLES_SHOWN }).onConflictDoNothing({ target: siteSettings.key });
  },
};

export const seeders: Seeder[] = [positionsSeeder, proposalsSeeder, blogSeeder, eventsSeeder, campaignsSeeder, timelineSeeder, boardSeeder, testimonialsSeeder, galleryPhotosSeeder];
