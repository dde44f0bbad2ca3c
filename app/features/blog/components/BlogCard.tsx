// One article of /blog and of an article's "related" block: image (lazy, with its description) or
// a neutral placeholder, category, neighbourhood, date, title, excerpt and a "Lire la suite" link.
import { ArrowRight, Newspaper } from "~/components/ui/icons";
import { Link } from "react-router";
import { ContentPicture } from "~/components/ui/content-image";
import { articlePath } from "../rules";
import type { BlogCard as BlogCardData } from "../queries.server";
import { CategoryBadge, NeighbourhoodLabel } from "./BlogBadges";
import { SampleLabel } from "~/components/ui/sample-label";


export function BlogCard({ post, headingLevel = 2 }: { post: BlogCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = articlePath(post.slug);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
      {post.image ? (
        <ContentPicture
          src={post.image}
          alt={post.imageAlt ?? ""}
          width={480}
          height={270}
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
          className="aspect-video w-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="flex aspect-video w-full items-center justify-center bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500">
          <Newspaper className="h-12 w-12" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          {post.sample ? <SampleLabel /> : null}
          <CategoryBadge category={post.category} />
          <NeighbourhoodLabel neighbourhood={post.neighbourhood} />
        </div>
        <Heading className="mt-3 font-serif text-xl font-bold text-brand-800 dark:text-brand-100">
          <Link to={href} className="hover:underline">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          <time dateTime={post.publishedAt}>{post.dateLabel}</time>
        </p>
        <p className="mt-3 flex-1 text-slate-700 dark:text-slate-300">{post.summary}</p>
        <Link to={href} className="mt-4 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-200">
          Lire la suite<span className="sr-only">&#8239;: {post.title}</span>
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </article>
  );
}
