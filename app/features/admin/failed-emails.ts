// The back-office screen of emails that could not be sent (/admin/emails): the French name of
// the part of the site each email comes from, and the one schema of its "send again" form.
// Client-safe: no server import here.
import { z } from "zod";

/** Email kinds are "<feature>.<what>" (lib/email-jobs.server.ts); the feature names the origin. */
const FEATURE_LABELS: Readonly<Record<string, string>> = {
  account: "Espace membre",
  contact: "Contact",
  events: "Rencontres",
  ideas: "Idées et signalements",
  membership: "Adhésions",
  newsletter: "Lettre d’information",
  photos: "Photos",
};

/** Where an email comes from, in French ("Autre" for a kind no screen knows). */
export function emailOriginLabel(kind: string): string {
  return FEATURE_LABELS[kind.split(".")[0] ?? ""] ?? "Autre";
}

export const resendFailedEmailSchema = z.object({
  id: z.string({ error: "E-mail manquant." }).uuid("E-mail inconnu."),
});
