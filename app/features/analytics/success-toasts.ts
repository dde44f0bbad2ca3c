// The success paths that end with a redirect and a flash toast: an idea sent, a photo deposited,
// a registration to a rencontre, a membership saved. The audience module (enhance/shell/audience.ts)
// records the matching event when the server renders one of these toasts. The titles are copied,
// not imported, so the browser's bundles do not pull the features' schemas; success-toasts.test.ts
// checks they are the features' own.
import type { NamedEvent } from "./actions";

export const SUCCESS_TOASTS: ReadonlyArray<{ title: string; action: NamedEvent }> = [
  { title: "Soumission réussie", action: "idea_submitted" },
  { title: "Photo déposée", action: "photo_deposited" },
  { title: "Inscription confirmée", action: "event_registered" },
  { title: "Inscription sur liste d’attente", action: "event_registered" },
  { title: "Enregistrement réussi", action: "membership_started" },
];

/** The event a flash toast reports, if any (a title that starts with a known one). */
export function eventOfToast(toast: { title: string; type: string } | null | undefined): NamedEvent | null {
  if (!toast || toast.type === "error") return null;
  return SUCCESS_TOASTS.find((s) => toast.title.startsWith(s.title))?.action ?? null;
}
