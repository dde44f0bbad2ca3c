// The back-office forms on accounts (give or remove a role, disable or re-enable an account):
// one zod schema, a discriminated union on `intent`, read by the page and by its action, and
// the French messages the action answers with. Client-safe: no server import here.
import { z } from "zod";
import { ROLES } from "~/lib/permissions";

/** Account ids as better-auth makes them (letters, digits, `-` and `_`); anything else is refused. */
export const USER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const userId = z.string({ error: "Compte manquant." }).regex(USER_ID_PATTERN, "Compte inconnu.");
const role = z.enum(ROLES, { error: "Rôle inconnu." });

export const USER_INTENTS = ["grant-role", "revoke-role", "disable", "enable"] as const;
export type UserIntent = (typeof USER_INTENTS)[number];

export const userActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("grant-role"), user_id: userId, role }),
  z.object({ intent: z.literal("revoke-role"), user_id: userId, role }),
  z.object({ intent: z.literal("disable"), user_id: userId }),
  z.object({ intent: z.literal("enable"), user_id: userId }),
]);

export type UserAction = z.output<typeof userActionSchema>;

/** What the users page says when it refuses a change. */
export const USER_ACTION_ERRORS = {
  invalid: "Demande invalide. Rechargez la page et réessayez.",
  notFound: "Ce compte n’existe pas ou a été supprimé.",
  lastAdmin: "Impossible\u202f: c’est le dernier compte administrateur. Donnez d’abord ce rôle à une autre personne.",
  selfDisable: "Vous ne pouvez pas désactiver votre propre compte. Demandez-le à une autre personne administratrice.",
} as const;
