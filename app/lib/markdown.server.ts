// The one renderer of administrator-written Markdown (pages, posts, events, positions…): markdown-it
// with raw HTML turned off, then an allowlist sanitiser (sanitize-html) as a second, independent
// lock. Headings h2–h4 (the page owns its h1), paragraphs, emphasis, lists, links (http, https,
// mailto and site-relative only; external ones get rel="noopener noreferrer", never a target),
// blockquotes, code, tables, and images only from the site's own paths.
import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

/** Site-relative ("/…" but not "//…" nor "/\…"), a fragment, or an absolute http(s) or mailto URL. */
export function isAllowedMarkdownUrl(url: string): boolean {
  const value = url.trim();
  if (/[\s\\\u0000-\u001f\u007f]/.test(value)) return false;
  if (/^\/(?![/\\])/.test(value) || /^#./.test(value)) return true;
  return /^https?:\/\/[^/?#]/i.test(value) || /^mailto:[^/]/i.test(value);
}

/** Images only from this site: a path on the same origin, never another host or a data: URL. */
export function isSiteImagePath(url: string): boolean {
  return isAllowedMarkdownUrl(url) && url.startsWith("/");
}

const isExternal = (href: string) => /^https?:\/\//i.test(href);

const markdown = new MarkdownIt("default", { html: false, linkify: true, typographer: false, breaks: false });

// Links and images whose URL is refused stay as plain text.
markdown.validateLink = isAllowedMarkdownUrl;

// The page around the text owns its h1: the text's shallowest heading becomes h2 (whether its
// author wrote "#" or "##"), the others keep their depth below it, down to h4. So the outline
// never jumps from the page's h1 to an h3.
markdown.core.ruler.push("shift_headings", (state) => {
  const headings = state.tokens.filter((token) => token.type === "heading_open" || token.type === "heading_close");
  const top = Math.min(...headings.map((token) => Number(token.tag.slice(1))));
  for (const token of headings) token.tag = `h${Math.min(Number(token.tag.slice(1)) - top + 2, 4)}`;
});

const defaultImage = markdown.renderer.rules.image!;
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  const src = String(token.attrGet("src") ?? "");
  // An image from elsewhere is shown as its description, so nothing is fetched from another host.
  if (!isSiteImagePath(src)) return markdown.utils.escapeHtml(self.renderInlineAsText(token.children ?? [], options, env));
  token.attrSet("loading", "lazy");
  token.attrSet("decoding", "async");
  return defaultImage(tokens, index, options, env, self);
};

const textAlign = { "text-align": [/^(?:left|right|center)$/] };

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "br", "hr", "strong", "em", "s", "ul", "ol", "li", "a", "blockquote", "code", "pre", "img", "table", "thead", "tbody", "tr", "th", "td"],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "loading", "decoding"],
    ol: ["start"],
    th: ["style"],
    td: ["style"],
  },
  allowedStyles: { th: textAlign, td: textAlign },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "escape",
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const { target: _target, rel: _rel, ...rest } = attribs;
      if (!isAllowedMarkdownUrl(href)) return { tagName, attribs: {} };
      return { tagName, attribs: isExternal(href) ? { ...rest, rel: "noopener noreferrer" } : rest };
    },
    img: (tagName, attribs) => (isSiteImagePath(attribs.src ?? "") ? { tagName, attribs } : { tagName: "span", attribs: {}, text: attribs.alt ?? "" }),
  },
};

/** Safe HTML for administrator-written Markdown, to be placed with dangerouslySetInnerHTML. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), sanitizeOptions);
}
