import { describe, expect, test } from "vitest";
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL } from "./deferred-hydration";
import { DeferHydrationStream, deferHydrationTags } from "./deferred-hydration.server";

const page = [
  `<!DOCTYPE html><html lang="fr"><head><link rel="stylesheet" href="/assets/app.css"/>`,
  `<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>`,
  `<link nonce="abc" rel="modulepreload" href="/assets/root.js"/></head>`,
  `<body><p>Écrire &lt;link rel=&quot;modulepreload&quot;&gt; ou &lt;script type=&quot;module&quot;&gt; reste du texte — Presqu’île</p>`,
  `<script nonce="abc">window.__reactRouterContext = {};</script>`,
  `<script nonce="abc" type="module" async="">import * as route0 from "/assets/root.js";</script>`,
  `</body></html>`,
].join("");

async function throughStream(chunks: Buffer[]): Promise<string> {
  const stream = new DeferHydrationStream();
  const out: Buffer[] = [];
  stream.on("data", (c: Buffer) => out.push(Buffer.from(c)));
  const done = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await done;
  return Buffer.concat(out).toString("utf8");
}

describe("deferHydrationTags", () => {
  test("renames the modulepreload links and the module script, and nothing else", () => {
    const html = deferHydrationTags(page);
    expect(html).not.toMatch(/rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain(`<link rel="${DEFERRED_PRELOAD_REL}" href="/assets/entry.client.js" nonce="abc"/>`);
    expect(html).toContain(`<link nonce="abc" rel="${DEFERRED_PRELOAD_REL}" href="/assets/root.js"/>`);
    expect(html).toContain(`<script nonce="abc" type="${DEFERRED_MODULE_TYPE}" async="">import * as route0`);
    // The stylesheet, the classic script and escaped text are untouched.
    expect(html).toContain(`<link rel="stylesheet" href="/assets/app.css"/>`);
    expect(html).toContain(`<script nonce="abc">window.__reactRouterContext = {};</script>`);
    expect(html).toContain(`&lt;link rel=&quot;modulepreload&quot;&gt; ou &lt;script type=&quot;module&quot;&gt;`);
  });

  test("leaves the enhancement entry alone: it is small and drives the shell (ADR 0024)", () => {
    const tag = `<script type="module" src="/assets/enhance-x.js" nonce="abc" data-enhance=""></script>`;
    expect(deferHydrationTags(`<head>${tag}</head>`)).toBe(`<head>${tag}</head>`);
    expect(deferHydrationTags(`<script type="module" src="/assets/enhance-x.js"></script>`)).toContain(`type="${DEFERRED_MODULE_TYPE}"`);
  });
});

describe("DeferHydrationStream", () => {
  test("gives the same document whatever the chunk boundaries, even inside a tag or a character", async () => {
    const bytes = Buffer.from(page, "utf8");
    const expected = deferHydrationTags(page);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const result = await throughStream([bytes.subarray(0, cut), bytes.subarray(cut)]);
      if (result !== expected) throw new Error(`different output when cut at byte ${cut}`);
    }
    // Many small chunks
    const small: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += 7) small.push(bytes.subarray(i, i + 7));
    expect(await throughStream(small)).toBe(expected);
  });
});
