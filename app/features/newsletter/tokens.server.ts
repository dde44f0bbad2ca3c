// Tokens of the newsletter links: the site's private links (lib/private-token.server.ts); only the
// confirmation token's hash is stored.
import { createPrivateToken } from "~/lib/private-token.server";

export { hashPrivateToken as hashNewsletterToken } from "~/lib/private-token.server";

export function createNewsletterToken(): string {
  return createPrivateToken().token;
}
