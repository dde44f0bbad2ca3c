// The two emails of an idea submission: the acknowledgement to the submitter (summary + private
// follow-up link) and the notification to the association (Reply-To: the submitter). Plain text only.
import type { OutgoingEmail } from "~/lib/email.server";
import { formatFrenchPhone } from "~/lib/french-phone";
import { districtLabel, IDEA_TYPE_LABELS, URGENCY_LABELS, type IdeaType, type UrgencyLevel } from "./options";

export interface IdeaEmailData {
  nom: string;
  email: string;
  telephone: string | null;
  quartier: string | null;
  typeSoumission: IdeaType;
  titre: string;
  description: string;
  localisation: string | null;
  urgence: UrgencyLevel;
}

function summary(idea: IdeaEmailData): string {
  return [
    `Type : ${IDEA_TYPE_LABELS[idea.typeSoumission]}`,
    `Titre : ${idea.titre}`,
    `Quartier : ${districtLabel(idea.quartier) ?? "Non précisé"}`,
    `Localisation : ${idea.localisation ?? "Non précisée"}`,
    `Urgence : ${URGENCY_LABELS[idea.urgence]}`,
    "",
    "Description :",
    idea.description,
  ].join("\n");
}

export function ideaAcknowledgementEmail(idea: IdeaEmailData, followUpUrl: string, shortName: string): OutgoingEmail {
  return {
    to: idea.email,
    subject: `Votre ${IDEA_TYPE_LABELS[idea.typeSoumission].toLowerCase()} a bien été reçue – ${shortName}`,
    text: [
      `Bonjour ${idea.nom},`,
      "",
      `Merci pour votre contribution : l’association ${shortName} a bien reçu votre soumission et l’examinera dans les plus brefs délais.`,
      "",
      "Récapitulatif :",
      summary(idea),
      "",
      "Suivez son état à tout moment grâce à ce lien personnel (ne le partagez pas) :",
      followUpUrl,
      "",
      `L’équipe ${shortName}`,
    ].join("\n"),
  };
}

export function ideaNotificationEmail(idea: IdeaEmailData, associationEmail: string): OutgoingEmail {
  return {
    to: associationEmail,
    replyTo: idea.email,
    subject: `Nouvelle soumission (${IDEA_TYPE_LABELS[idea.typeSoumission].toLowerCase()}, urgence ${URGENCY_LABELS[idea.urgence].toLowerCase()}) : ${idea.titre}`,
    text: [
      "Une nouvelle soumission est arrivée par le formulaire « Remontez vos idées ».",
      "",
      `De : ${idea.nom} <${idea.email}>`,
      `Téléphone : ${idea.telephone ? formatFrenchPhone(idea.telephone) : "Non renseigné"}`,
      "",
      summary(idea),
      "",
      "Répondez directement à ce message pour écrire à la personne.",
    ].join("\n"),
  };
}
