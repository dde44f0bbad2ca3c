// The rencontres' table in the back-office's content editor: form ↔ columns (a Paris date and
// time of day ↔ the UTC start), the list's card, and the waiting list moved up by an edit.
import { desc } from "drizzle-orm";
import { events } from "~/db/schema";
import { type ContentBinding, iso, plainSummary, text } from "~/features/admin/content/binding";
import { parisWallTime, parisWallTimeToUtc } from "~/lib/dates";
import { formatFrenchTime, parseFrenchTime } from "~/features/admin/content/kit";
import { promoteAfterEventSave } from "../registration.server";

export const eventBinding: ContentBinding = {
  table: events,
  order: (t) => [desc(t.startsAt), desc(t.id)],
  toColumns: (v) => {
    const startsAt = parisWallTimeToUtc(String(v.date_evenement), parseFrenchTime(String(v.heure))!);
    return {
      title: v.titre,
      category: v.type_evenement,
      startsAt,
      date: v.date_evenement,
      place: v.lieu,
      participantsInfo: text(v.participants_info),
      content: (v.description as string | undefined) ?? "",
      summary: plainSummary((v.description as string | undefined) ?? ""),
      capacity: typeof v.capacity === "number" ? v.capacity : null,
      urgent: v.urgent === true,
      published: v.published === true,
    };
  },
  toForm: (r) => {
    const wall = parisWallTime(r.startsAt as Date);
    return {
      titre: r.title,
      slug: r.slug,
      type_evenement: r.category as string,
      date_evenement: wall.date,
      heure: formatFrenchTime(wall.time),
      lieu: r.place as string,
      participants_info: (r.participantsInfo as string | null) ?? "",
      description: r.content as string,
      capacity: (r.capacity as number | null) ?? undefined,
      urgent: r.urgent as boolean,
      published: r.published as boolean,
    };
  },
  card: (r) => ({ when: { iso: iso(r.startsAt), withTime: true }, text: (r.participantsInfo as string | null) ?? (r.summary as string), category: r.category as string, neighbourhood: r.place as string }),
  // More places (or no limit any more): the waiting list moves up, its emails queued in the save's transaction.
  afterUpdate: async (tx, id, now) => {
    await promoteAfterEventSave(tx, id, now);
  },
};
