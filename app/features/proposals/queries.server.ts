// Reads of proposals for the public side: only published ones, newest first.
import { listPublicDocuments } from "~/db/published-documents.server";
import { proposals } from "~/db/schema";
import type { DocumentCard } from "~/db/schema/published-documents";

export interface PublicProposal extends DocumentCard {
  theme: string;
  neighbourhood: string | null;
}

export async function listPublishedProposals(): Promise<PublicProposal[]> {
  return listPublicDocuments(proposals, { theme: proposals.theme, neighbourhood: proposals.neighbourhood });
}
