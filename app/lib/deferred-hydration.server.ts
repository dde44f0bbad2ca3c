// The server half of "paint first, hydrate after" (see deferred-hydration.ts): a stream
// transform over the rendered HTML that renames React Router's modulepreload links and its
// hydration module script so the browser leaves them alone until the loader restores them.
// Only tags React renders can match: text and attribute values are escaped, so a "<link" or
// "<script" in content never reaches the HTML as a tag.
import { StringDecoder } from "node:string_decoder";
import { Transform, type TransformCallback } from "node:stream";
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL } from "./deferred-hydration";

const PRELOAD_LINK = /<link\b([^>]*?)\brel="modulepreload"/g;
// The enhancement entry (data-enhance, ADR 0024) is left alone: it is small and drives the shell.
const MODULE_SCRIPT = /<script\b(?![^>]*\bdata-enhance\b)([^>]*?)\btype="module"/g;

/** Renames the tags in a piece of HTML made of whole tags. */
export function deferHydrationTags(html: string): string {
  return html
    .replace(PRELOAD_LINK, (_, before: string) => `<link${before}rel="${DEFERRED_PRELOAD_REL}"`)
    .replace(MODULE_SCRIPT, (_, before: string) => `<script${before}type="${DEFERRED_MODULE_TYPE}"`);
}

/**
 * Applies deferHydrationTags to a streamed document. A tag cut between two chunks is held back
 * until its end arrives, so every tag is rewritten whole; nothing else is buffered.
 */
export class DeferHydrationStream extends Transform {
  private pending = "";
  private readonly decoder = new StringDecoder("utf8");

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback): void {
    const text = this.pending + (typeof chunk === "string" ? chunk : this.decoder.write(chunk));
    const lastOpen = text.lastIndexOf("<");
    const cut = lastOpen !== -1 && text.indexOf(">", lastOpen) === -1 ? lastOpen : text.length;
    this.pending = text.slice(cut);
    callback(null, deferHydrationTags(text.slice(0, cut)));
  }

  override _flush(callback: TransformCallback): void {
    callback(null, deferHydrationTags(this.pending + this.decoder.end()));
  }
}
