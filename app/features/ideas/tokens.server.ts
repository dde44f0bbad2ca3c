// Private follow-up tokens of the ideas: the site's private links (lib/private-token.server.ts).
export {
  createPrivateToken as createFollowUpToken,
  hashPrivateToken as hashFollowUpToken,
  isWellFormedPrivateToken as isWellFormedFollowUpToken,
} from "~/lib/private-token.server";
