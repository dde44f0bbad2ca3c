// A rencontre's Markdown description as plain text, for calendar files (and emails): rendered by
// the one sanitising renderer, then its tags dropped, its blocks kept as lines and its entities
// decoded. The result is never HTML: it goes where HTML would show as tags.
import { renderMarkdown } from "~/lib/markdown.server";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

export function markdownToPlainText(markdown: string): string {
  const html = renderMarkdown(markdown)
    .replace(/<li>/g, "- ")
    .replace(/<br\s*\/?>\n?/g, "\n")
    // markdown-it ends every block with a line break: closing a paragraph-like block adds the blank line.
    .replace(/<\/(p|h[2-4]|blockquote|pre|ul|ol|table)>/g, "\n")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(html)
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
