// What the database counts today for each figure that can be "calculé automatiquement": shown
// beside the choice on /admin/contenus/chiffres so an editor sees what the count would say.
// The pages compute their own (the positions page from its list, the membership pages through
// getMembersFigure). In the composition root: it asks three domains (membership, positions,
// figures) for their counts, and membership itself reads the figures' settings.
import { and, count, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { positions } from "~/db/schema";
import { parisCalendarDate } from "~/lib/dates";
import { countPaidMembers } from "~/features/membership/queries.server";
import { IN_PROGRESS_STATUS } from "~/features/positions/queries.server";
import { countActions } from "~/features/figures/figures.server";
import { inhabitantsCount } from "~/features/figures/figures";

export async function countsToday(db: Database, now: Date) {
  const [members, actions, [all], [open]] = await Promise.all([
    countPaidMembers(db, parisCalendarDate(now).year),
    countActions(db),
    // Sample positions are fictional: never counted (features/samples).
    db.select({ n: count() }).from(positions).where(eq(positions.isSample, false)),
    db.select({ n: count() }).from(positions).where(and(eq(positions.isSample, false), eq(positions.status, IN_PROGRESS_STATUS))),
  ]);
  return { members, actions, positions: all?.n ?? 0, inProgress: open?.n ?? 0, inhabitants: inhabitantsCount };
}
