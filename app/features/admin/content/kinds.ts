// The content kinds of the back-office's editor, each declared by its domain
// (features/<domain>/admin/editor.ts) with the kit (kit.ts): the blog, rencontres, propositions
// and prises de position, and the association's own pages ("Contenus du site": the board,
// testimonials, campaigns). Client-safe: the server side is content.server.ts.
import { blogKind } from "~/features/blog/admin/editor";
import { campaignKind } from "~/features/campaigns/admin/editor";
import { timelinePeriodKind } from "~/features/history/admin/editor";
import { eventKind } from "~/features/events/admin/editor";
import { positionKind } from "~/features/positions/admin/editor";
import { proposalKind } from "~/features/proposals/admin/editor";
import { boardMemberKind } from "~/features/team/admin/editor";
import { testimonialKind } from "~/features/testimonials/admin/editor";
import { isContentSection, listPath, type ContentKind, type ContentSection } from "./kit";

export const CONTENT_KINDS: Readonly<Record<ContentSection, ContentKind>> = {
  blog: blogKind,
  rencontres: eventKind,
  propositions: proposalKind,
  "prises-positions": positionKind,
  equipe: boardMemberKind,
  temoignages: testimonialKind,
  campagnes: campaignKind,
  frise: timelinePeriodKind,
};

/**
 * The kind of a URL section, or null (the route answers 404). The same route modules serve
 * /admin/:section and /admin/contenus/:section: a kind answers only under its own list path, so
 * /admin/equipe and /admin/contenus/blog are not found.
 */
export function contentKindAt(pathname: string, section: unknown): ContentKind | null {
  if (!isContentSection(section)) return null;
  const kind = CONTENT_KINDS[section];
  const base = listPath(kind);
  const path = pathname.replace(/\.data$/, "");
  return path === base || path.startsWith(`${base}/`) ? kind : null;
}
