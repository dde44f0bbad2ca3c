import { expect, test } from "vitest";
import { markdownToPlainText } from "./plain-text.server";

test("Markdown becomes plain text: no tags, entities decoded, blocks on their own lines", () => {
  const text = markdownToPlainText("# Ordre du jour\n\nLe **plan** de circulation & les [livraisons](https://example.org), « enfin ».\n\n- premier point\n- second point\n\n<script>alert(1)</script>");
  expect(text).toBe("Ordre du jour\n\nLe plan de circulation & les livraisons, « enfin ».\n\n- premier point\n- second point\n\n<script>alert(1)</script>");
});

test("an empty description stays empty", () => {
  expect(markdownToPlainText("")).toBe("");
});
