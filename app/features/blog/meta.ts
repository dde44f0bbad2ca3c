// The blog's metadata: the feed's autodiscovery link of /blog and the articles, and an article's
// page metadata (the site's seo() with og:type article, its dates, its image and the Article
// JSON-LD; noindex for a draft seen by an editor).
import type { LinkDescriptor, MetaDescriptor } from "react-router";
import { associationDefaults } from "~/config/association";
import { publicAddress, publicSiteUrl, seo, siteConfigFromMatches } from "~/lib/seo";
import { FEED_PATH } from "./rules";

/** <link rel="alternate" type="application/rss+xml">: feed readers find the feed from the page. */
export const feedLink: LinkDescriptor = { rel: "alternate", type: "application/rss+xml", title: "Actualités et actions — flux RSS", href: FEED_PATH };

export interface ArticleMetaData {
  title: string;
  summary: string;
  category: string;
  image: string | null;
  published: boolean;
  publishedAt: string;
  updatedAt: string;
}

type MetaArgs = Parameters<typeof seo>[0];

export function articleMeta(args: MetaArgs, article: ArticleMetaData | undefined): MetaDescriptor[] {
  if (!article) return seo(args, { title: "Article introuvable", description: "Cet article n’existe pas.", noindex: true });
  const descriptors = seo(args, {
    title: article.title,
    description: article.summary || "Un article de l’association sur la vie de la Presqu’île.",
    keywords: [article.category],
    image: article.image ?? undefined,
    noindex: !article.published,
  }).map((d) => ("property" in d && d.property === "og:type" ? { property: "og:type", content: "article" } : d));
  const site = siteConfigFromMatches(args.matches);
  // Absolute addresses only once the site has its public one (lib/seo.ts).
  const siteUrl = site ? publicSiteUrl(site) : null;
  const address = (pathOrUrl: string) => (site ? publicAddress(site, pathOrUrl) : null);
  const image = address(article.image ?? "/images/og-default.png");
  const page = address(args.location.pathname);
  const publisher = {
    "@type": "Organization",
    name: site?.name ?? associationDefaults.name,
    ...(siteUrl ? { url: siteUrl, logo: { "@type": "ImageObject", url: address("/icons/icon-512.png") } } : {}),
  };
  return [
    ...descriptors,
    { property: "article:published_time", content: article.publishedAt },
    { property: "article:modified_time", content: article.updatedAt },
    { property: "article:section", content: article.category },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: article.title,
        description: article.summary,
        ...(image ? { image: [image] } : {}),
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        articleSection: article.category,
        inLanguage: "fr-FR",
        ...(page ? { mainEntityOfPage: { "@type": "WebPage", "@id": page } } : {}),
        author: publisher,
        publisher,
      },
    },
  ];
}
