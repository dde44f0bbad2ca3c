// The propositions' table in the back-office's content editor: form ↔ columns and the list's card.
import { desc } from "drizzle-orm";
import { proposals } from "~/db/schema";
import { type ContentBinding, plainSummary, text } from "~/features/admin/content/binding";
import { parisIsoDate } from "~/lib/dates";

export const proposalBinding: ContentBinding = {
  table: proposals,
  order: (t) => [desc(t.createdAt), desc(t.id)],
  toColumns: (v, now) => ({
    title: v.titre,
    content: (v.description as string | undefined) ?? "",
    summary: plainSummary((v.description as string | undefined) ?? ""),
    theme: v.theme,
    category: v.theme,
    neighbourhood: text(v.quartier),
    priority: v.priorite,
    progress: v.statut,
    published: v.published === true,
    date: parisIsoDate(now),
  }),
  toForm: (r) => ({
    titre: r.title,
    slug: r.slug,
    description: r.content as string,
    theme: r.theme as string,
    quartier: (r.neighbourhood as string | null) ?? "",
    priorite: r.priority as string,
    statut: r.progress as string,
    published: r.published as boolean,
  }),
  card: (r) => ({
    when: null,
    text: r.summary as string,
    category: r.theme as string,
    neighbourhood: r.neighbourhood as string | null,
    priority: r.priority as string,
    progress: r.progress as string,
  }),
  keptOnUpdate: ["date"],
};
