// Reads of proposals for the public side: only published ones, newest first.
import { and, eq } from "drizzle-orm";
import { listPublicDocuments } from "~/db/published-documents.server";
import type { Database } from "~/db/client.server";
import { publishCounts, type PublishCounts } from "~/lib/counts.server";
import { proposals } from "~/db/schema";
import type { DocumentCard } from "~/db/schema/published-documents";
import { renderMarkdown } from "~/lib/markdown.server";

export interface PublicProposal extends DocumentCard {
  theme: string;
  neighbourhood: string | null;
  priority: string;
  progress: string;
}

/** The published proposals, newest first (a few dozen at most: the page filters them in memory). */
export async function listPublishedProposals(db: Database): Promise<PublicProposal[]> {
  return listPublicDocuments(db, proposals, { theme: proposals.theme, neighbourhood: proposals.neighbourhood, priority: proposals.priority, progress: proposals.progress });
}

/** One published proposal with its text rendered by the sanitising Markdown renderer, or null. */
export async function getPublishedProposal(db: Database, slug: string): Promise<(PublicProposal & { html: string; updatedAt: Date }) | null> {
  const [row] = await db
    .select()
    .from(proposals)
    .where(and(eq(proposals.slug, slug), eq(proposals.published, true)))
    .limit(1);
  if (!row) return null;
  return {
    slug: row.slug,
    title: row.title,
    date: row.date,
    dateLabel: row.dateLabel,
    category: row.category,
    summary: row.summary,
    content: row.content,
    status: row.status,
    color: row.color,
    urgent: row.urgent,
    link: row.link,
    isSample: row.isSample,
    theme: row.theme,
    neighbourhood: row.neighbourhood,
    priority: row.priority,
    progress: row.progress,
    updatedAt: row.updatedAt,
    html: renderMarkdown(row.content),
  };
}

/** The back-office dashboard's card: every proposal, the published ones and the drafts. */
export function proposalCounts(db: Database): Promise<PublishCounts> {
  return publishCounts(db, proposals);
}
