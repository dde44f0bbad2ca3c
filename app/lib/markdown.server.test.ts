// Unit tests of the Markdown renderer: the usual XSS payloads come out inert, links and images
// follow the allowlist, and ordinary French text comes out as typed.
import { describe, expect, test } from "vitest";
import { isAllowedMarkdownUrl, renderMarkdown } from "./markdown.server";

/** Every real tag of the output (text never holds a raw "<": it is escaped). */
function tagsOf(html: string): string[] {
  return html.match(/<[^>]*>/g) ?? [];
}

const ALLOWED_TAGS = new Set(["h2", "h3", "h4", "p", "br", "hr", "strong", "em", "s", "ul", "ol", "li", "a", "blockquote", "code", "pre", "img", "table", "thead", "tbody", "tr", "th", "td", "span"]);

const ALLOWED_ATTRIBUTES = new Set(["href", "title", "rel", "src", "alt", "loading", "decoding", "start", "style"]);

/** The output's tags and attributes are on the allowlists (no event handler, no target) and their URLs pass the URL rule. */
function expectInert(html: string) {
  for (const tag of tagsOf(html)) {
    const [, name, rest] = /^<\/?([a-z0-9]+)(.*?)\/?>$/s.exec(tag) ?? [];
    expect(ALLOWED_TAGS.has(name ?? ""), tag).toBe(true);
    for (const [, attribute, value] of (rest ?? "").matchAll(/\s([^\s=/>]+)(?:="([^"]*)")?/g)) {
      expect(ALLOWED_ATTRIBUTES.has(attribute!), tag).toBe(true);
      if (attribute === "href" || attribute === "src") expect(isAllowedMarkdownUrl(value ?? ""), tag).toBe(true);
    }
  }
  expect(html).not.toMatch(/<(script|svg|iframe|object|embed|style|div|form|input|math)\b/i);
}

describe("XSS payloads are rendered inert", () => {
  test.each([
    '<img src="x" onerror="alert(1)">',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="https://x" target="_blank">x</a>',
    "<svg></svg>",
  ])("the check itself catches a live payload: %s", (live) => {
    expect(() => expectInert(live)).toThrow();
  });

  test.each([
    ["an img with onerror", "<img src=x onerror=alert(1)>"],
    ["a script element", "<script>alert(1)</script>"],
    ["an svg with onload", "<svg onload=alert(1)>"],
    ["an svg with a script inside", "<svg><script>alert(1)</script></svg>"],
    ["an iframe", '<iframe src="javascript:alert(1)"></iframe>'],
    ["an a with a tab-split javascript: URL", '<a href="jav&#x09;ascript:alert(1)">x</a>'],
    ["a style element", "<style>body{background:url(javascript:alert(1))}</style>"],
    ["an HTML comment trick", "<!--><img src=x onerror=alert(1)>-->"],
    ["markdown inside HTML", "<div onclick=\"alert(1)\">**gras** et [lien](https://example.org)</div>"],
    ["an autolink with javascript:", "<javascript:alert(1)>"],
  ])("%s: raw HTML shows as text", (_label, source) => {
    const html = renderMarkdown(source);
    expectInert(html);
    expect(html).toContain("&lt;");
  });

  test.each([
    ["javascript:", "[x](javascript:alert(1))"],
    ["mixed-case JavaScript:", "[x](JaVaScRiPt:alert(1))"],
    ["an entity-encoded tab", "[x](jav&#x09;ascript:alert(1))"],
    ["an encoded colon", "[x](javascript&#58;alert(1))"],
    ["spaces around", "[x](  javascript:alert(1)  )"],
    ["vbscript:", "[x](vbscript:msgbox(1))"],
    ["data:", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["a reference link", "[x][r]\n\n[r]: javascript:alert(1)"],
    ["protocol-relative", "[x](//evil.example/)"],
    ["a relative page", "[x](page.html)"],
  ])("a link to %s stays text", (_label, source) => {
    const html = renderMarkdown(source);
    expectInert(html);
    expect(html).not.toContain("<a");
  });

  test("a title cannot break out of its attribute", () => {
    const html = renderMarkdown('[x](https://example.org "t\\" onmouseover=\\"alert(1)")');
    expectInert(html);
    expect(html).toContain('title="t&quot; onmouseover=&quot;alert(1)"');
  });

  test("images from another host or data: URLs are not loaded: their description is shown", () => {
    const html = renderMarkdown("![Affiche](https://evil.example/track.png) ![Pixel](data:image/png;base64,AAAA) ![Relatif](x.png)");
    expectInert(html);
    expect(html).not.toContain("<img");
    expect(html).toContain("Affiche");
  });
});

describe("what administrators may write", () => {
  test("headings start at h2 and stop at h4", () => {
    expect(renderMarkdown("# Un\n\n## Deux\n\n### Trois\n\n#### Quatre\n\n###### Six")).toBe("<h2>Un</h2>\n<h3>Deux</h3>\n<h4>Trois</h4>\n<h4>Quatre</h4>\n<h4>Six</h4>\n");
    // A text whose author starts at "##" (or deeper) still starts at h2, below the page's h1.
    expect(renderMarkdown("## Deux\n\ntexte\n\n### Trois")).toBe("<h2>Deux</h2>\n<p>texte</p>\n<h3>Trois</h3>\n");
    expect(renderMarkdown("### Seul")).toBe("<h2>Seul</h2>\n");
  });

  test("links: site-relative and mailto as they are; external ones with rel=noopener noreferrer and no target", () => {
    const html = renderMarkdown("[Adhérer](/adhesion), [la Ville](https://www.lyon.fr), [écrire](mailto:contact@adpl-lyon.fr), [plus bas](#agenda)");
    expectInert(html);
    expect(html).toBe(
      '<p><a href="/adhesion">Adhérer</a>, <a href="https://www.lyon.fr" rel="noopener noreferrer">la Ville</a>, <a href="mailto:contact@adpl-lyon.fr">écrire</a>, <a href="#agenda">plus bas</a></p>\n',
    );
  });

  test("bare URLs and email addresses become links", () => {
    expect(renderMarkdown("Voir https://www.lyon.fr ou contact@adpl-lyon.fr")).toBe(
      '<p>Voir <a href="https://www.lyon.fr" rel="noopener noreferrer">https://www.lyon.fr</a> ou <a href="mailto:contact@adpl-lyon.fr">contact@adpl-lyon.fr</a></p>\n',
    );
  });

  test("images from the site's own paths, lazily loaded", () => {
    expect(renderMarkdown("![La place des Terreaux](/images/gallery/saint-nizier-960.jpg)")).toBe(
      '<p><img src="/images/gallery/saint-nizier-960.jpg" alt="La place des Terreaux" loading="lazy" decoding="async" /></p>\n',
    );
  });

  test("emphasis, lists, quotes, code and tables", () => {
    const html = renderMarkdown(
      "*Important* et **très** ~~ancien~~ `code`\n\n- un\n- deux\n\n3. trois\n4. quatre\n\n> Une citation\n\n```\nconst x = '<b>';\n```\n\n| Jour | Heure |\n|:--|--:|\n| Lundi | 18 h |",
    );
    expectInert(html);
    expect(html).toContain("<p><em>Important</em> et <strong>très</strong> <s>ancien</s> <code>code</code></p>");
    expect(html).toContain("<ul>\n<li>un</li>\n<li>deux</li>\n</ul>");
    expect(html).toContain('<ol start="3">');
    expect(html).toContain("<blockquote>\n<p>Une citation</p>\n</blockquote>");
    expect(html).toContain("<pre><code>const x = '&lt;b&gt;';\n</code></pre>");
    expect(html).toContain('<th style="text-align:left">Jour</th>');
    expect(html).toContain('<td style="text-align:right">18 h</td>');
  });

  test("French text keeps its typographic apostrophes, quotes and non-breaking spaces", () => {
    const text = "L’association « ADPL » vous attend\u202f: c’est l’été, n’hésitez pas\u202f!";
    expect(renderMarkdown(text)).toBe(`<p>${text}</p>\n`);
    // No typographer: what is typed is what is shown.
    expect(renderMarkdown("Aujourd'hui -- \"test\" ...")).toBe("<p>Aujourd'hui -- \"test\" ...</p>\n");
  });
});

test("the URL rule", () => {
  for (const ok of ["/adhesion", "/images/a.jpg?v=2", "#agenda", "https://www.lyon.fr/x", "HTTP://EXAMPLE.ORG", "mailto:a@b.fr"]) expect(isAllowedMarkdownUrl(ok), ok).toBe(true);
  for (const bad of ["javascript:alert(1)", "//evil.example", "/\\evil.example", "data:image/png;base64,AA", "jav\tascript:x", "http:/x", "ftp://x", "page.html", "", "#", "https:///x"]) expect(isAllowedMarkdownUrl(bad), bad).toBe(false);
});
