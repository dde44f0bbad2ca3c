// Under an article: the previous and next articles by publication date, then up to three
// related ones (same category or neighbourhood).
import { ArrowLeft, ArrowRight } from "~/components/ui/icons";
import { Link } from "react-router";
import { articlePath } from "../rules";
import type { BlogCard as BlogCardData } from "../queries.server";
import { BlogCard } from "./BlogCard";

interface ArticleLink {
  slug: string;
  title: string;
}

export function PreviousNext({ previous, next }: { previous: ArticleLink | null; next: ArticleLink | null }) {
  if (!previous && !next) return null;
  const box = "flex min-h-11 flex-col rounded-2xl border border-slate-200 p-4 hover:border-brand-500 dark:border-slate-700 dark:hover:border-brand-200";
  return (
    <nav aria-label="Articles précédent et suivant" className="mt-12 grid gap-4 sm:grid-cols-2">
      {previous ? (
        <Link to={articlePath(previous.slug)} rel="prev" className={box}>
          <span className="inline-flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Article précédent
          </span>
          <span className="mt-1 font-semibold text-brand-800 dark:text-brand-100">{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={articlePath(next.slug)} rel="next" className={`${box} sm:items-end sm:text-right`}>
          <span className="inline-flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
            Article suivant
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </span>
          <span className="mt-1 font-semibold text-brand-800 dark:text-brand-100">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}

export function RelatedArticles({ posts }: { posts: readonly BlogCardData[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="articles-lies" className="mt-14">
      <h2 id="articles-lies" className="font-serif text-2xl font-bold text-brand-800 dark:text-brand-100">
        Sur le même sujet
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <BlogCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
