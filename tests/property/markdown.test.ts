// The one Markdown renderer, fuzzed with documents assembled from Markdown syntax and XSS pieces.
// Its output is parsed with a real HTML parser (htmlparser2, the parser sanitize-html itself
// uses; parse5 is not installed) and, independently, scanned as text: no script or other active
// element, no event-handler attribute, no javascript:/data:/vbscript: URL, only allowlisted tags
// and attributes, whatever the administrator typed.
import fc from "fast-check";
import { parseDocument } from "htmlparser2";
import { describe, expect, test, vi } from "vitest";
import { isAllowedMarkdownUrl, renderMarkdown } from "~/lib/markdown.server";
import { codeUnitString, hugeString } from "./arbitraries";

// Property runs are CPU-bound: on a loaded shared machine one may take several seconds.
vi.setConfig({ testTimeout: 60_000 });

const ALLOWED_TAGS = new Set(["h2", "h3", "h4", "p", "br", "hr", "strong", "em", "s", "ul", "ol", "li", "a", "blockquote", "code", "pre", "img", "table", "thead", "tbody", "tr", "th", "td", "span"]);
const ALLOWED_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(["href", "title", "rel"]),
  img: new Set(["src", "alt", "title", "loading", "decoding"]),
  ol: new Set(["start"]),
  th: new Set(["style"]),
  td: new Set(["style"]),
};

const SCHEMES = ["javascript:", "data:", "vbscript:", "JaVaScRiPt:", "java\tscript:", "java\nscript:", "&#106;avascript:", "&#x6A;avascript:", "\u0001javascript:", " javascript:", "jav&#x09;ascript:", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="];
const PIECES = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<img src=x onerror=alert(1)>",
  '"><img src=x onerror=alert(1)>',
  "<svg/onload=alert(1)>",
  "<iframe src=javascript:alert(1)>",
  "<a href=\"javascript:alert(1)\">x</a>",
  "<style>*{background:url(javascript:alert(1))}</style>",
  "<object data=data:text/html,x>",
  "<math><mi xlink:href=javascript:alert(1)>x</mi></math>",
  "<div onmouseover=alert(1)>x</div>",
  "<!-- <script>alert(1)</script> -->",
  "<![CDATA[<script>alert(1)</script>]]>",
  "<base href=//evil.example/>",
  "<form action=javascript:alert(1)><input type=submit>",
  "</p><script>alert(1)</script><p>",
  "`<script>`",
  "```\n<script>alert(1)</script>\n```",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "<p style=\"background:url(javascript:alert(1))\">x</p>",
  "\u0000<script>",
  "<<script>script>alert(1)<</script>/script>",
];

/** Markdown constructs whose URL or text comes from the generator. */
const url = fc.oneof(fc.constantFrom(...SCHEMES).map((s) => `${s}alert(1)`), fc.webUrl(), fc.constantFrom("/images/x.jpg", "//evil.example/x", "/\\evil.example", "#top", "mailto:a@b.fr", "mailto://evil", "https://evil.example/\"onmouseover=\"alert(1)"), codeUnitString(30));
const text = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom(...PIECES));
const construct = fc.oneof(
  text,
  fc.tuple(text, url).map(([t, u]) => `[${t}](${u})`),
  fc.tuple(text, url).map(([t, u]) => `[${t}](<${u}>)`),
  fc.tuple(text, url, text).map(([t, u, title]) => `[${t}](${u} "${title}")`),
  fc.tuple(text, url).map(([t, u]) => `![${t}](${u})`),
  fc.tuple(text, url).map(([t, u]) => `[${t}][r]\n\n[r]: ${u}`),
  url.map((u) => `<${u}>`),
  url,
  text.map((t) => `# ${t}`),
  text.map((t) => `> ${t}`),
  text.map((t) => `- ${t}\n  - ${t}`),
  fc.tuple(text, text).map(([a, b]) => `| ${a} | ${b} |\n|:--|--:|\n| ${b} | ${a} |`),
  text.map((t) => `\`\`\`\n${t}\n\`\`\``),
  text.map((t) => `**${t}** _${t}_ ~~${t}~~`),
  fc.constantFrom("\n", "\n\n", "    ", "---", "1. ", "2) "),
);
const documents = fc.oneof({ weight: 10, arbitrary: fc.array(construct, { maxLength: 12 }).map((parts) => parts.join(" ")) }, { weight: 1, arbitrary: hugeString.map((s) => s.slice(0, 60_000)) }, { weight: 2, arbitrary: codeUnitString(300) });

interface ParsedElement {
  name: string;
  attribs: Record<string, string>;
}

/** Every element of the output, as a browser-grade tokenizer sees it. */
function elements(html: string): ParsedElement[] {
  const out: ParsedElement[] = [];
  const walk = (nodes: unknown[]) => {
    for (const node of nodes as Array<{ type: string; name?: string; attribs?: Record<string, string>; children?: unknown[] }>) {
      if (node.type === "tag" || node.type === "script" || node.type === "style") out.push({ name: node.name!, attribs: node.attribs ?? {} });
      if (node.children) walk(node.children);
    }
  };
  walk(parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true }).children);
  return out;
}

/** How a browser reads a URL attribute: entities decoded (done by the parser), tabs, line breaks and leading controls dropped. */
const schemeOf = (value: string) => value.replace(/[\u0000-\u0020\u007f]+/g, "").toLowerCase();

describe("Markdown renderer", () => {
  test("the output never holds a script, an event handler, an active element or a dangerous URL", () => {
    fc.assert(
      fc.property(documents, (source) => {
        const html = renderMarkdown(source);
        for (const element of elements(html)) {
          expect(ALLOWED_TAGS.has(element.name), `<${element.name}> in ${html}`).toBe(true);
          for (const [name, value] of Object.entries(element.attribs)) {
            expect(name.startsWith("on"), `${name} on <${element.name}>`).toBe(false);
            expect(ALLOWED_ATTRIBUTES[element.name]?.has(name), `${name} on <${element.name}>`).toBe(true);
            if (name === "href" || name === "src") {
              expect(schemeOf(value)).not.toMatch(/^(javascript|data|vbscript):/);
              expect(isAllowedMarkdownUrl(value), `${name}=${value}`).toBe(true);
            }
            if (name === "src") expect(value.startsWith("/") && !value.startsWith("//")).toBe(true);
            if (name === "style") expect(value).toMatch(/^text-align:\s*(left|right|center);?$/);
          }
        }
        // The same promise read as text, without trusting any parser.
        // Text never holds a raw "<" (it is escaped), so every "<…>" is a tag.
        for (const [tag] of html.matchAll(/<[^>]*>/g)) {
          expect(tag).not.toMatch(/^<\s*(script|style|iframe|object|embed|svg|math|form|input|base|link|meta|div)\b/i);
          // Outside the (double-quoted, &quot;-escaped) attribute values, no handler attribute.
          expect(tag.replace(/"[^"]*"/g, '""')).not.toMatch(/\son[a-z]+\s*=/i);
          expect(tag.replace(/"[^"]*"/g, '""')).not.toMatch(/\s(href|src)\s*=\s*[^"\s]/i);
          for (const [, , value] of tag.matchAll(/\s(href|src)="([^"]*)"/gi)) expect(schemeOf(value!)).not.toMatch(/^(javascript|data|vbscript|&)/);
        }
      }),
      { numRuns: 300 },
    );
  });

  test("plain text comes out as text: every character typed is still there once tags and entities are read", () => {
    // Starts with a letter, so no line reads as a quote or a list.
    const plain = fc.string({ unit: fc.constantFrom(..."abc éà<>&\"'".split("")), maxLength: 60 }).map((s) => `x${s}`);
    fc.assert(
      fc.property(plain, (source) => {
        const html = renderMarkdown(source);
        type Node = { data?: string; children?: Node[] };
        const textOf = (node: Node): string => node.data ?? node.children?.map(textOf).join("") ?? "";
        const visible = textOf(parseDocument(html, { decodeEntities: true }) as Node);
        expect(visible.replace(/\s+/g, " ").trim()).toBe(source.replace(/\s+/g, " ").trim());
      }),
      { numRuns: 100 },
    );
  });
});
