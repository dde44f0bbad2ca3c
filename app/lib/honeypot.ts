// Honeypot for public forms: a field humans never see or fill. Bots that fill it are dropped.
export const HONEYPOT_FIELD = "site_web";

/**
 * The timing check beside the honeypot (issue 36, no captcha): every public form carries the
 * time the server rendered it (epoch milliseconds, HoneypotField); a form posted sooner than a
 * person could fill it is refused with a French message that keeps what was typed. Unsigned on
 * purpose: it only slows the bots that post a form as soon as they read it, and a forged value
 * gains nothing a real wait would not. A post without it (an API client, a test) is not judged.
 * A page served from the anonymous page cache (server/page-cache.ts: the home page's newsletter,
 * /contact) carries the time it was cached, so there the check only catches a bot that reads a
 * freshly rendered page; the honeypot and the rate limit still stand in front of those forms.
 */
export const RENDERED_AT_FIELD = "rendu_le";

export const TOO_FAST_MESSAGE = "Ce formulaire a été envoyé trop vite pour avoir été rempli à la main. Relisez-le, puis envoyez-le de nouveau.";

/** True when the form came back less than `minMs` after the server rendered it. */
export function isFilledTooFast(formData: FormData, minMs: number, now = Date.now()): boolean {
  if (minMs <= 0) return false;
  const raw = formData.get(RENDERED_AT_FIELD);
  if (typeof raw !== "string" || !/^\d{13}$/.test(raw)) return false;
  const elapsed = now - Number(raw);
  return elapsed >= 0 && elapsed < minMs;
}

/** True when the submitted form looks automated (the hidden field has a value). */
export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}
