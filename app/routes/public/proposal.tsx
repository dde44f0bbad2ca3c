// /propositions-lyon/:slug: one published proposal, its text rendered by the sanitising
// Markdown renderer. A draft or an unknown address is a 404.
import { data, Link } from "react-router";
import type { Route } from "./+types/proposal";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";
import { ProposalBadges } from "~/features/proposals/components/ProposalBadges";
import { getPublishedProposal } from "~/features/proposals/queries.server";
import { formatDate } from "~/lib/dates";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: args.data?.proposal.title ?? "Proposition", description: args.data?.proposal.summary || "Une proposition de l’ADPL pour la Presqu’île." });

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug;
  const proposal = /^[a-z0-9-]{1,120}$/.test(slug) ? await getPublishedProposal(getDatabase(context), slug) : null;
  if (!proposal) throw data({ message: "Page introuvable" }, { status: 404, statusText: "Not Found" });
  const { title, summary, theme, neighbourhood, priority, progress, isSample, html, updatedAt } = proposal;
  return { proposal: { title, summary, theme, neighbourhood, priority, progress, isSample, html, updatedAt: updatedAt.toISOString() } };
}

export default function ProposalPage({ loaderData }: Route.ComponentProps) {
  const { proposal } = loaderData;
  return (
    <>
      <PageHeader eyebrow={proposal.neighbourhood ? `${proposal.theme} · ${proposal.neighbourhood}` : proposal.theme} title={proposal.title} intro={proposal.summary || undefined}>
        <div className="flex flex-wrap gap-2">
          <ProposalBadges priority={proposal.priority} progress={proposal.progress} sample={proposal.isSample} />
        </div>
      </PageHeader>
      <PageBody measure="prose">
        {/* Rendered on the server by lib/markdown.server.ts (raw HTML off, allowlist sanitiser). */}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: proposal.html }} />
        <p className="mt-10 text-sm text-slate-600 dark:text-slate-400">
          Mise à jour le <time dateTime={proposal.updatedAt}>{formatDate(proposal.updatedAt)}</time>
        </p>
        <Link to="/propositions-lyon" className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-800 underline dark:text-brand-100">
          ← Toutes nos propositions
        </Link>
      </PageBody>
    </>
  );
}
