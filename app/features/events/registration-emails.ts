// The emails of a rencontre registration (issue 15): the confirmation (with the event's .ics),
// the waiting-list notice, and the promotion when a place frees up (with the .ics). Each carries
// the registration's private cancellation link. Pure: the caller gives the site's identity and
// the calendar file.
import type { OutgoingEmail } from "~/lib/email.server";
import { formatEventDateTime } from "./format";
import { eventPath } from "./paths";

/** The private page where a registration is cancelled (a GET shows it, only its form's POST cancels). */
export const CANCEL_PATH = "/rencontres/annulation";

export function cancelPath(token: string): string {
  return `${CANCEL_PATH}/${token}`;
}

export interface RegistrationEmailEvent {
  slug: string;
  title: string;
  startsAt: Date;
  place: string;
}

export interface RegistrationEmailData {
  event: RegistrationEmailEvent;
  registration: { name: string; email: string; persons: number; status: "confirmee" | "attente"; token: string };
  site: { shortName: string; siteUrl: string };
  /** The event's calendar file, attached when the place is confirmed. */
  ics: string;
}

const persons = (n: number) => `${n}\u00a0personne${n > 1 ? "s" : ""}`;

function details(d: RegistrationEmailData): string[] {
  return [
    `Rencontre\u202f: ${d.event.title}`,
    `Date\u202f: ${formatEventDateTime(d.event.startsAt)}`,
    `Lieu\u202f: ${d.event.place}`,
    `Inscription\u202f: ${persons(d.registration.persons)}`,
    "",
    `Tous les détails\u202f: ${d.site.siteUrl}${eventPath(d.event.slug)}`,
  ];
}

function closing(d: RegistrationEmailData): string[] {
  return [
    "",
    "Vous ne pourrez pas venir\u202f? Annulez votre inscription pour libérer vos places\u202f:",
    `${d.site.siteUrl}${cancelPath(d.registration.token)}`,
    "Ce lien est personnel\u202f: ne le transmettez pas.",
    "",
    `L’équipe ${d.site.shortName}`,
  ];
}

function attachment(d: RegistrationEmailData) {
  return [{ filename: `${d.event.slug}.ics`, content: d.ics, contentType: "text/calendar; charset=utf-8; method=PUBLISH" }];
}

/** After registering: confirmed (with the .ics) or on the waiting list. */
export function registrationEmail(d: RegistrationEmailData): OutgoingEmail {
  const confirmed = d.registration.status === "confirmee";
  return {
    to: d.registration.email,
    subject: confirmed ? `Inscription confirmée\u202f: ${d.event.title}` : `Liste d’attente\u202f: ${d.event.title}`,
    text: [
      `Bonjour ${d.registration.name},`,
      "",
      confirmed
        ? "Votre inscription est confirmée. Le fichier joint ajoute la rencontre à votre agenda."
        : "La rencontre est complète\u202f: vous êtes inscrit(e) sur la liste d’attente. Si une place se libère, nous vous écrirons aussitôt.",
      "",
      ...details(d),
      ...closing(d),
    ].join("\n"),
    ...(confirmed ? { attachments: attachment(d) } : {}),
  };
}

/** A place freed up: the waiting registration is now confirmed. */
export function promotionEmail(d: RegistrationEmailData): OutgoingEmail {
  return {
    to: d.registration.email,
    subject: `Une place s’est libérée\u202f: ${d.event.title}`,
    text: [
      `Bonjour ${d.registration.name},`,
      "",
      "Bonne nouvelle\u202f: une place s’est libérée et votre inscription est maintenant confirmée. Le fichier joint ajoute la rencontre à votre agenda.",
      "",
      ...details(d),
      ...closing(d),
    ].join("\n"),
    attachments: attachment(d),
  };
}
