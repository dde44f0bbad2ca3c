// What the database holds after a run of bench/load-submissions, read once the server has
// stopped (the embedded database opens in one process at a time): per submission marker, the
// rows its form stores, and for a household its member rows and its queued confirmation email.
import { sql } from "drizzle-orm";
import { closeDatabase, connectDatabase, getDb, migrateDatabase, rows, type DatabaseTarget } from "~/db/client.server";
import type { FormName } from "./forms";

/** The table and column where each form's marker (the submitted email address) lands. */
const STORED_IN: Record<FormName, string> = {
  idea: "idea_submissions",
  membership: "memberships",
  contact: "contact_messages",
  newsletter: "newsletter_subscribers",
  "event-registration": "event_registrations",
};

export interface StoredRows {
  /** Rows per marker, per form. */
  perMarker: Record<FormName, Map<string, number>>;
  /** Per membership marker: member rows of its household(s), and confirmation emails queued. */
  households: Map<string, { persons: number; members: number; confirmations: number }>;
  /** Households of the whole database without their member rows (must be 0). */
  householdsWithoutMembers: number;
}

export async function countStored(target: DatabaseTarget, run: string): Promise<StoredRows> {
  connectDatabase(target);
  try {
    // A no-op on the migrated database; it also proves the database opens.
    await migrateDatabase();
    const db = getDb();
    const pattern = `charge-${run}-%`;
    const perMarker = {} as StoredRows["perMarker"];
    for (const [form, table] of Object.entries(STORED_IN) as [FormName, string][]) {
      const found = rows<{ email: string; n: number }>(
        await db.execute(sql`select email, count(*)::int as n from ${sql.identifier(table)} where email like ${pattern} group by email`),
      );
      perMarker[form] = new Map(found.map((r) => [r.email, Number(r.n)]));
    }
    const households = new Map<string, { persons: number; members: number; confirmations: number }>();
    const found = rows<{ email: string; persons: number; members: number; confirmations: number }>(
      await db.execute(sql`
        select m.email, m.nombre_personnes as persons,
          (select count(*)::int from membership_members mm where mm.membership_id = m.id) as members,
          (select count(*)::int from pgboss.job j
            where j.name = 'email.send' and j.data->>'kind' = 'membership.confirmation' and j.data->>'ref' = m.id::text) as confirmations
        from memberships m where m.email like ${pattern}`),
    );
    for (const r of found) households.set(r.email, { persons: Number(r.persons), members: Number(r.members), confirmations: Number(r.confirmations) });
    const [orphans] = rows<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from memberships m where not exists (select 1 from membership_members mm where mm.membership_id = m.id)`),
    );
    return { perMarker, households, householdsWithoutMembers: Number(orphans?.n ?? 0) };
  } finally {
    await closeDatabase();
  }
}
