// /blog, Actualités et actions: the published articles, newest first, filtered through the URL
// (?theme=&quartier=&q=, an unknown value ignored) and paginated by 12 (?page=). A database
// error is the site's error page: there are no built-in articles to fall back to.
import { Rss } from "~/components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/blog";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { sitePages } from "~/config/pages";
import { BlogCard } from "~/features/blog/components/BlogCard";
import { BlogFilters } from "~/features/blog/components/BlogFilters";
import { feedLink } from "~/features/blog/meta";
import { listPublishedPosts, parseBlogQuery } from "~/features/blog/queries.server";
import { BLOG_PATH, FEED_PATH, resultLine } from "~/features/blog/rules";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

const page = sitePages.blog.seo;

export const links: Route.LinksFunction = () => [feedLink];

export const meta: Route.MetaFunction = (args) => seo(args, page);

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseBlogQuery(new URL(request.url));
  const list = await listPublishedPosts(getDatabase(context), query);
  return {
    posts: list.items,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    filters: { theme: query.theme ?? "", quartier: query.neighbourhood ?? "", q: query.search ?? "" },
  };
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { posts, total, page: current, pageCount, filters } = loaderData;
  // Nothing published yet: no filters to offer and no « nothing matches your search ».
  const nothingYet = total === 0 && !filters.theme && !filters.quartier && !filters.q;
  return (
    <>
      <PageHeader eyebrow="Médias" title={page.title} intro="Les actions de l’association et la vie de la Presqu’île&#8239;: urbanisme, culture, commerce, patrimoine et événements." />
      <PageBody>
        {/* Filters and pages of results apply in place (enhance/modules/swap.ts). */}
        {nothingYet ? (
          <EmptyState title="Aucun article n’est encore publié." editor={{ permission: "blog:write", href: "/admin/blog/nouveau", label: "Écrire un article" }}>
            <p>Les actualités et les actions de l’association paraîtront ici.</p>
          </EmptyState>
        ) : (
          <div id="articles" data-module="swap">
            <BlogFilters filters={filters} />
            <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
              <p role="status" className="font-medium text-slate-800 dark:text-slate-200">
                {resultLine(total, filters.q)}
              </p>
              <a href={FEED_PATH} className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-200">
                <Rss aria-hidden="true" className="h-4 w-4" />
                Flux RSS des articles
              </a>
            </div>
            {posts.length > 0 ? (
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {posts.map((post) => (
                  <li key={post.slug}>
                    <BlogCard post={post} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-600">
                <h2 className="font-serif text-2xl font-bold text-brand-800 dark:text-brand-100">Aucun article trouvé</h2>
                <p className="mt-2 text-slate-700 dark:text-slate-300">Aucun article ne correspond à vos critères de recherche.</p>
                <Link to={BLOG_PATH} className="mt-6 inline-flex min-h-11 items-center rounded-full border border-brand-700 px-6 font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-100 dark:hover:bg-slate-800">
                  Réinitialiser les filtres
                </Link>
              </div>
            )}
            <Pagination page={current} pageCount={pageCount} label="Pages d’articles" />
          </div>
        )}
      </PageBody>
    </>
  );
}
