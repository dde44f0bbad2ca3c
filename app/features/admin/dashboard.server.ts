// The back-office home's figures, read from the database for one viewer: content counts
// (total, published, drafts), what waits for someone (untriaged ideas, photos to moderate, unread
// contact messages and those whose notification failed, each a link to its filtered list), the latest journal entries and the submissions of the last 12 weeks (Paris
// weeks, Monday first). Each part is read only when the viewer's permissions cover it, and each
// domain counts its own rows (its queries module, with lib/counts.server.ts): this module reads
// no other domain's table.
import type { Database } from "~/db/client.server";
import { blogPostCounts } from "~/features/blog/queries.server";
import { messageCounts, messagesPerWeek } from "~/features/contact/admin/inbox.server";
import { eventCounts } from "~/features/events/queries.server";
import { ideaCounts, ideasPerWeek } from "~/features/ideas/admin/queries.server";
import { membershipCount, membershipsPerWeek } from "~/features/membership/admin/queries.server";
import { pendingPhotoCount } from "~/features/photos/admin/queries.server";
import { proposalCounts } from "~/features/proposals/queries.server";
import type { PublishCounts } from "~/lib/counts.server";
import { formatDateTime } from "~/lib/dates";
import { failedEmailCount } from "~/lib/email-jobs.admin.server";
import {
  JOURNAL_ACTION_LABELS,
  JOURNAL_ENTITIES,
  JOURNAL_ENTITY_LABELS,
  readJournal,
  type JournalAction,
  type JournalEntity,
} from "~/lib/journal.server";
import { can, type Permission, type PermissionHolder } from "~/lib/permissions";
import { retentionStatus } from "~/features/retention/status.server";
import { getEnv, type Env } from "~/lib/env.server";
import { goLiveChecklist, type GoLiveItem } from "./go-live.server";
import { relativeTimeFr } from "./relative-time";

/** How many weeks the submissions chart covers, the current one included. */
export const DASHBOARD_WEEKS = 12;
/** How many journal entries the recent activity shows. */
export const DASHBOARD_ACTIVITY_LIMIT = 10;

export type ContentCardId = "blog" | "rencontres" | "propositions";
export type TotalCardId = "adhesions" | "idees";

export type DashboardCard =
  | { id: ContentCardId; counts: PublishCounts }
  | { id: TotalCardId; total: number };

export type PendingId = "new-ideas" | "pending-photos" | "unread-messages" | "failed-messages" | "failed-emails";
export interface PendingItem {
  id: PendingId;
  count: number;
}

export interface ActivityItem {
  id: number;
  actorEmail: string;
  /** French label of the action ("Publication"). */
  action: string;
  /** French label of the item's type ("Article"). */
  entity: string;
  entityLabel: string;
  summary: string;
  /** ISO instant. */
  at: string;
  /** "il y a 2 heures", relative to the request's time. */
  relative: string;
  /** "7 juin 2026 à 14:30" (Paris). */
  fullDate: string;
}

export type WeeklySeriesId = "ideas" | "memberships" | "messages";

/** One Paris week (Monday 00:00 to Sunday 24:00) and what arrived in it. */
export interface WeekBucket {
  /** The Monday, YYYY-MM-DD. */
  weekStart: string;
  ideas: number;
  memberships: number;
  messages: number;
}

export interface WeeklyChartData {
  /** The Mondays, oldest first. */
  weeks: string[];
  series: Array<{ id: WeeklySeriesId; values: number[] }>;
}

export type QuickActionId =
  "blog" | "rencontres" | "propositions" | "utilisateurs";

export interface DashboardData {
  /** ISO instant the relative times were computed against. */
  now: string;
  cards: DashboardCard[];
  pending: PendingItem[];
  /** null when the viewer may see no kind of journal entry. */
  activity: ActivityItem[] | null;
  /** Whether the viewer may open the full journal (/admin/journal). */
  canReadJournal: boolean;
  /** The go-live checklist, for those who edit the association's settings (null for the others). */
  goLive: GoLiveItem[] | null;
  /** The retention purge's last and next run, for administrators (null for the others). */
  retention: DashboardRetention | null;
  /** null when the viewer may see none of the series. */
  weekly: WeeklyChartData | null;
  quickActions: QuickActionId[];
}

/** Who may see which kind of journal entry: the people who may edit that kind of item. */
const ENTITY_PERMISSIONS: Record<JournalEntity, Permission> = {
  blog_post: "blog:write",
  event: "events:write",
  proposal: "proposals:write",
  position: "positions:write",
  user: "roles:manage",
  board_member: "site:write",
  testimonial: "site:write",
  campaign: "site:write",
  setting: "site:write",
  photo: "photos:moderate",
  idea: "ideas:moderate",
  contact_message: "messages:manage",
  membership: "memberships:manage",
  email: "roles:manage",
  newsletter_issue: "newsletter:manage",
  newsletter_subscriber: "newsletter:manage",
  // The retention job's purges: the administrators', who see its runs on the dashboard.
  retention: "roles:manage",
  sample_content: "settings:manage",
  timeline_period: "site:write",
};

const SERIES_PERMISSIONS: Record<WeeklySeriesId, Permission> = {
  ideas: "ideas:moderate",
  memberships: "memberships:manage",
  messages: "messages:manage",
};

const QUICK_ACTION_PERMISSIONS: Record<QuickActionId, Permission> = {
  blog: "blog:write",
  rencontres: "events:write",
  propositions: "proposals:write",
  utilisateurs: "roles:manage",
};

/** Content counts and totals, in the spec's order, for the cards the viewer may see. */
async function loadCards(
  db: Database,
  viewer: PermissionHolder,
): Promise<DashboardCard[]> {
  const cards: Array<Promise<DashboardCard> | null> = [
    can(viewer, "blog:write") ? blogPostCounts(db).then((counts) => ({ id: "blog", counts })) : null,
    can(viewer, "events:write") ? eventCounts(db).then((counts) => ({ id: "rencontres", counts })) : null,
    can(viewer, "proposals:write") ? proposalCounts(db).then((counts) => ({ id: "propositions", counts })) : null,
    can(viewer, "memberships:manage") ? membershipCount(db).then((total) => ({ id: "adhesions", total })) : null,
    can(viewer, "ideas:moderate") ? ideaCounts(db).then(({ total }) => ({ id: "idees", total })) : null,
  ];
  return Promise.all(cards.filter((card) => card !== null));
}

/** What waits for someone: ideas still "nouveau", photos waiting for moderation, unread messages, messages whose email failed, emails that failed for good. */
async function loadPending(
  db: Database,
  viewer: PermissionHolder,
): Promise<PendingItem[]> {
  const pending: PendingItem[] = [];
  if (can(viewer, "ideas:moderate")) {
    pending.push({ id: "new-ideas", count: (await ideaCounts(db)).untriaged });
  }
  if (can(viewer, "photos:moderate")) {
    pending.push({ id: "pending-photos", count: await pendingPhotoCount(db) });
  }
  if (can(viewer, "messages:manage")) {
    const { unread, failed } = await messageCounts(db);
    pending.push({ id: "unread-messages", count: unread });
    // A message whose email failed never reached the association's inbox: shown only when it happens.
    if (failed > 0) pending.push({ id: "failed-messages", count: failed });
  }
  if (can(viewer, "roles:manage")) {
    // Emails the queue gave up on (every kind): shown only when there are some.
    const failed = await failedEmailCount(db);
    if (failed > 0) pending.push({ id: "failed-emails", count: failed });
  }
  return pending;
}

/**
 * The latest journal entries of the kinds the viewer may see, newest first (the same order as
 * readJournal, which filters on one kind only). Their time is given relative to `now`.
 */
export async function recentActivity(
  db: Database,
  now: Date,
  entityTypes: readonly JournalEntity[] = JOURNAL_ENTITIES,
  limit = DASHBOARD_ACTIVITY_LIMIT,
): Promise<ActivityItem[]> {
  const entries = await readJournal(db, { entityTypes, limit });
  return entries.map((entry) => ({
    id: entry.id,
    actorEmail: entry.actorEmail,
    action:
      JOURNAL_ACTION_LABELS[entry.action as JournalAction] ?? entry.action,
    entity:
      JOURNAL_ENTITY_LABELS[entry.entityType as JournalEntity] ??
      entry.entityType,
    entityLabel: entry.entityLabel,
    summary: entry.summary,
    at: entry.createdAt.toISOString(),
    relative: relativeTimeFr(entry.createdAt, now),
    fullDate: formatDateTime(entry.createdAt),
  }));
}

/**
 * Ideas, memberships and contact messages received per Paris week over the last 12 weeks (the
 * week of `now` last), oldest first; weeks without any are there with zeros; each domain counts
 * its own (lib/counts.server.ts cuts the weeks on Paris wall time).
 */
export async function weeklySubmissions(db: Database, now: Date, weeks = DASHBOARD_WEEKS): Promise<WeekBucket[]> {
  const ideas = await ideasPerWeek(db, now, weeks);
  const memberships = await membershipsPerWeek(db, now, weeks);
  const messages = await messagesPerWeek(db, now, weeks);
  return ideas.map((week, i) => ({ weekStart: week.weekStart, ideas: week.count, memberships: memberships[i]!.count, messages: messages[i]!.count }));
}

export interface DashboardRetention {
  /** ISO instants. */
  lastRunAt: string | null;
  lastRunState: "completed" | "failed" | null;
  /** Rows the last run removed (0 when it failed or never ran). */
  removed: number;
  nextRunAt: string;
}

async function loadRetention(db: Database, now: Date): Promise<DashboardRetention> {
  const { lastRun, nextRun } = await retentionStatus(db, now);
  return { lastRunAt: lastRun?.at.toISOString() ?? null, lastRunState: lastRun?.state ?? null, removed: lastRun?.total ?? 0, nextRunAt: nextRun.toISOString() };
}

/** Everything the dashboard shows this viewer, as of `now` (the request's clock). */
export async function loadDashboard(
  db: Database,
  now: Date,
  viewer: PermissionHolder,
  env: Env = getEnv(),
): Promise<DashboardData> {
  const entityTypes = JOURNAL_ENTITIES.filter((type) =>
    can(viewer, ENTITY_PERMISSIONS[type]),
  );
  const seriesIds = (
    Object.keys(SERIES_PERMISSIONS) as WeeklySeriesId[]
  ).filter((id) => can(viewer, SERIES_PERMISSIONS[id]));
  const cards = await loadCards(db, viewer);
  const pending = await loadPending(db, viewer);
  const activity = entityTypes.length
    ? await recentActivity(db, now, entityTypes)
    : null;
  const buckets = seriesIds.length ? await weeklySubmissions(db, now) : null;
  return {
    now: now.toISOString(),
    cards,
    pending,
    activity,
    canReadJournal: can(viewer, "roles:manage"),
    goLive: can(viewer, "settings:manage") ? await goLiveChecklist(db, env, now) : null,
    retention: can(viewer, "roles:manage") ? await loadRetention(db, now) : null,
    weekly: buckets
      ? {
          weeks: buckets.map((b) => b.weekStart),
          series: seriesIds.map((id) => ({
            id,
            values: buckets.map((b) => b[id]),
          })),
        }
      : null,
    quickActions: (
      Object.keys(QUICK_ACTION_PERMISSIONS) as QuickActionId[]
    ).filter((id) => can(viewer, QUICK_ACTION_PERMISSIONS[id])),
  };
}
