// Page metadata for every route: title, description, keywords, canonical, preview image,
// og:locale fr_FR, the Organization JSON-LD, and noindex for private pages. The absolute
// addresses (canonical, og:url, og:image, the JSON-LD's url and logo) are given only once the site
// has its public https address (SITE_URL): a canonical URL on localhost or on a staging host
// would tell search engines and link previews to look there (issue 36).
import type { MetaDescriptor } from "react-router";
import { associationDefaults, type PublicSiteConfig } from "~/config/association";

export interface PageSeo {
  title: string;
  description: string;
  keywords?: string[];
  image?: string;
  noindex?: boolean;
}

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>;
}

export const DEFAULT_KEYWORDS = ["ADPL", "Presqu’île", "Lyon", "association", "quartier", "riverains", "commerçants"];

/** The title shown in the tab: suffixed with " | {short name}" unless it already names it. */
export function pageTitle(title: string, shortName: string): string {
  return title.includes(shortName) ? title : `${title} | ${shortName}`;
}

/** The site's public address, without a trailing slash; null while SITE_URL names no https address (a local or test server). */
export function publicSiteUrl(site: Pick<PublicSiteConfig, "siteUrl">): string | null {
  return site.siteUrl.startsWith("https://") ? site.siteUrl : null;
}

/** An address as search engines and link previews read it: an absolute one as given, a path of the site on its public address; null while the site has none. */
export function publicAddress(site: Pick<PublicSiteConfig, "siteUrl">, pathOrUrl: string): string | null {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  const base = publicSiteUrl(site);
  return base ? `${base}${pathOrUrl}` : null;
}

export function siteConfigFromMatches(matches: MetaArgsLike["matches"]): PublicSiteConfig | undefined {
  const root = matches.find((m) => m?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { site?: PublicSiteConfig } | undefined;
  return data?.site;
}

export function organizationJsonLd(site: PublicSiteConfig) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    alternateName: site.shortName,
    ...(publicSiteUrl(site) ? { url: site.siteUrl, logo: publicAddress(site, "/icons/icon-512.png") } : {}),
    ...(site.email ? { email: site.email } : {}),
    ...(site.phone ? { telephone: site.phone } : {}),
    address: { "@type": "PostalAddress", streetAddress: site.address, addressLocality: "Lyon", addressCountry: "FR" },
    sameAs: site.social.map((s) => s.url),
    foundingDate: site.foundedOn,
  };
}

/** Builds the meta descriptors of a page. Use in every route's `meta` export. */
export function seo(args: MetaArgsLike, page: PageSeo): MetaDescriptor[] {
  const site = siteConfigFromMatches(args.matches) ?? {
    ...associationDefaults,
    siteUrl: "http://localhost:3000",
    social: [],
  };
  const title = pageTitle(page.title, site.shortName);
  const url = publicAddress(site, args.location.pathname);
  const image = publicAddress(site, page.image ?? "/images/og-default.png");
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { name: "keywords", content: [...(page.keywords ?? []), ...DEFAULT_KEYWORDS].join(", ") },
    ...(url ? [{ tagName: "link", rel: "canonical", href: url }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    ...(url ? [{ property: "og:url", content: url }] : []),
    ...(image ? [{ property: "og:image", content: image }] : []),
    { property: "og:locale", content: "fr_FR" },
    { name: "twitter:card", content: "summary_large_image" },
    { "script:ld+json": organizationJsonLd(site) },
  ];
  if (page.noindex) descriptors.push({ name: "robots", content: "noindex, nofollow" });
  return descriptors;
}
