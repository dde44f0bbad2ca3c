// The most a request body may weigh, per route, before it is read (V8). Text forms need a few
// kilobytes (the longest, a 5 000-character message, is at most ~30 KB URL-encoded); a route
// that takes files gets its own entry, checked by the same reader before anything is buffered.
export const TEXT_FORM_BODY_LIMIT = 64 * 1024;

/**
 * The editors that take an image of up to 10 MB (features/admin/content/content-images.server.ts)
 * with the text: articles, and the board members, testimonials and campaigns of "Contenus du site".
 */
export const ARTICLE_FORM_BODY_LIMIT = 11 * 1024 * 1024;

/** The photo deposit (features/photos): one photo of up to 10 MB with its title and description. */
export const PHOTO_DEPOSIT_BODY_LIMIT = 11 * 1024 * 1024;

/** The payment provider's CSV export (features/membership/payment-import.server.ts): at most 2 MB. */
export const PAYMENT_IMPORT_BODY_LIMIT = 2 * 1024 * 1024 + 64 * 1024;

const routeLimits: ReadonlyArray<{ path: RegExp; bytes: number }> = [
  { path: /^\/admin\/adhesions\/import(?:\.data)?$/, bytes: PAYMENT_IMPORT_BODY_LIMIT },
  { path: /^\/depot-photos(?:\.data)?$/, bytes: PHOTO_DEPOSIT_BODY_LIMIT },
  { path: /^\/admin\/blog\/(?:nouveau|\d+)(?:\.data)?$/, bytes: ARTICLE_FORM_BODY_LIMIT },
  { path: /^\/admin\/contenus\/(?:equipe|temoignages|campagnes)\/(?:nouveau|\d+)(?:\.data)?$/, bytes: ARTICLE_FORM_BODY_LIMIT },
];

/** The body limit in bytes for a request to `pathname` (its `.data` twin included). */
export function bodyLimitFor(pathname: string): number {
  return routeLimits.find((limit) => limit.path.test(pathname))?.bytes ?? TEXT_FORM_BODY_LIMIT;
}
