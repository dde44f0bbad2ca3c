// /blog/:slug: one article, its body rendered by the sanitising Markdown renderer, its reading
// time, a share button, the previous / next articles and up to three related ones. A draft is a
// 404 for the public; someone who may edit the blog sees it with a banner, and it is not indexed.
import { ArrowLeft, Clock } from "~/components/ui/icons";
import { data, Link } from "react-router";
import type { Route } from "./+types/blog-article";
import { PageBody } from "~/components/layout/PageHeader";
import { ContentPicture } from "~/components/ui/content-image";
import { ShareButton } from "~/components/ui/share-button";
import { PreviousNext, RelatedArticles } from "~/features/blog/components/ArticleNavigation";
import { CategoryBadge, NeighbourhoodLabel } from "~/features/blog/components/BlogBadges";
import { articleMeta, feedLink } from "~/features/blog/meta";
import { getArticle } from "~/features/blog/queries.server";
import { articlePath, BLOG_PATH } from "~/features/blog/rules";
import { can } from "~/lib/permissions";
import { getCurrentUser, getDatabase } from "~/lib/request-context.server";
import { SampleLabel } from "~/components/ui/sample-label";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const links: Route.LinksFunction = () => [feedLink];

export const meta: Route.MetaFunction = (args) => articleMeta(args, args.data?.article);

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug;
  const valid = slug.length <= 120 && SLUG.test(slug);
  const db = getDatabase(context);
  let article = valid ? await getArticle(db, slug) : null;
  // Only a miss asks who is reading: the public path costs no session lookup.
  if (!article && valid && can(await getCurrentUser(context), "blog:write")) article = await getArticle(db, slug, { includeDrafts: true });
  if (!article) throw data({ message: "Page introuvable" }, { status: 404, statusText: "Not Found" });
  return { article };
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <article>
      {!article.published ? (
        <p role="note" className="bg-amber-100 px-4 py-3 text-center font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          Brouillon — non publié
        </p>
      ) : null}
      <header className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
        <div className="page-container py-10 sm:py-14">
          <div className="measure-prose">
            <Link to={BLOG_PATH} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-200">
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              Tous les articles
            </Link>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
              {article.sample ? <SampleLabel /> : null}
          <CategoryBadge category={article.category} />
              <NeighbourhoodLabel neighbourhood={article.neighbourhood} />
            </div>
            <h1 className="mt-3 font-serif text-4xl leading-tight font-bold text-balance text-brand-800 sm:text-5xl dark:text-brand-100">{article.title}</h1>
            {article.summary ? <p className="mt-4 text-lg text-pretty text-slate-700 dark:text-slate-300">{article.summary}</p> : null}
            <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700 dark:text-slate-300">
              <time dateTime={article.publishedAt}>{article.dateLabel}</time>
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="h-4 w-4" />
                {article.readingMinutes} min de lecture
              </span>
              <ShareButton
                label="Partager"
                title={article.title}
                text={article.summary}
                path={articlePath(article.slug)}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-4 font-semibold text-brand-800 hover:bg-white dark:border-slate-600 dark:text-brand-100 dark:hover:bg-slate-800"
              />
            </div>
          </div>
        </div>
      </header>
      <PageBody>
        <div className="measure-prose">
          {article.image ? (
            <ContentPicture
              src={article.image}
              alt={article.imageAlt ?? ""}
              width={960}
              height={540}
              sizes="(min-width: 768px) 48rem, 100vw"
              loading="eager"
              className="mb-10 aspect-video w-full rounded-2xl object-cover"
            />
          ) : null}
          {/* Rendered on the server by lib/markdown.server.ts (raw HTML off, allowlist sanitiser). */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: article.html }} />
        </div>
        <PreviousNext previous={article.previous} next={article.next} />
        <RelatedArticles posts={article.related} />
      </PageBody>
    </article>
  );
}
