// Reads of proposals for the public side: only published ones, newest first.
import { desc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { proposals } from "~/db/schema";

export interface PublicProposal {
  slug: string;
  title: string;
  date: string;
  dateLabel: string | null;
  category: string;
  summary: string;
  content: string;
  status: string;
  theme: string;
  quartier: string | null;
}

export async function listPublishedProposals(): Promise<PublicProposal[]> {
  return getDb()
    .select({
      slug: proposals.slug,
      title: proposals.title,
      date: proposals.date,
      dateLabel: proposals.dateLabel,
      category: proposals.category,
      summary: proposals.summary,
      content: proposals.content,
      status: proposals.status,
      theme: proposals.theme,
      quartier: proposals.quartier,
    })
    .from(proposals)
    .where(eq(proposals.published, true))
    .orderBy(desc(proposals.date), proposals.title);
}
