// The emails of an idea submission: the acknowledgement to the submitter (summary + private
// follow-up link), the notification to the association (Reply-To: the submitter), and the
// submitter's notice when the back-office changes its status. Plain text only.
import type { OutgoingEmail } from "~/lib/email.server";
import { formatFrenchPhone } from "~/lib/french-phone";
import { districtLabel, IDEA_STATUS_DESCRIPTIONS, IDEA_STATUS_LABELS, IDEA_TYPE_LABELS, URGENCY_LABELS, type IdeaStatus, type IdeaType, type UrgencyLevel } from "./options";

export interface IdeaEmailData {
  name: string;
  email: string;
  phone: string | null;
  district: string | null;
  kind: IdeaType;
  title: string;
  description: string;
  location: string | null;
  urgency: UrgencyLevel;
}

function summary(idea: IdeaEmailData): string {
  return [
    `Type : ${IDEA_TYPE_LABELS[idea.kind]}`,
    `Titre : ${idea.title}`,
    `Quartier : ${districtLabel(idea.district) ?? "Non précisé"}`,
    `Localisation : ${idea.location ?? "Non précisée"}`,
    `Urgence : ${URGENCY_LABELS[idea.urgency]}`,
    "",
    "Description :",
    idea.description,
  ].join("\n");
}

export function ideaAcknowledgementEmail(idea: IdeaEmailData, followUpUrl: string, shortName: string): OutgoingEmail {
  return {
    to: idea.email,
    subject: `Votre ${IDEA_TYPE_LABELS[idea.kind].toLowerCase()} a bien été reçue – ${shortName}`,
    text: [
      `Bonjour ${idea.name},`,
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
    subject: `Nouvelle soumission (${IDEA_TYPE_LABELS[idea.kind].toLowerCase()}, urgence ${URGENCY_LABELS[idea.urgency].toLowerCase()})\u202f: ${idea.title}`,
    text: [
      "Une nouvelle soumission est arrivée par le formulaire « Remontez vos idées ».",
      "",
      `De : ${idea.name} <${idea.email}>`,
      `Téléphone : ${idea.phone ? formatFrenchPhone(idea.phone) : "Non renseigné"}`,
      "",
      summary(idea),
      "",
      "Répondez directement à ce message pour écrire à la personne.",
    ].join("\n"),
  };
}

export const IDEA_STATUS_EMAIL_SUBJECT = "Le statut de votre idée a changé";

export interface IdeaStatusNotice {
  ideaId: string;
  name: string;
  email: string;
  title: string;
  kind: IdeaType;
  status: IdeaStatus;
  /** The back-office's public message, if any (never an internal note). */
  publicMessage: string | null;
  /** The member-space page of the idea when a member sent it, else null. */
  memberUrl: string | null;
}

/**
 * The submitter's notice of a status change: the new status, its meaning, the public message,
 * and where to follow it. Only the hash of the follow-up token is stored, so the private link
 * cannot be repeated here; issuing a new token would silently break the link of the
 * acknowledgement email (and of every earlier notice) the person may have kept. The email points
 * to that first link instead, and, for a member, to the idea's page in the member space.
 */
export function ideaStatusChangedEmail(notice: IdeaStatusNotice, shortName: string): OutgoingEmail {
  const followUp = notice.memberUrl
    ? ["Retrouvez le suivi de votre soumission dans votre espace membre\u202f:", notice.memberUrl, "ou via le lien personnel reçu lors de votre envoi."]
    : ["Retrouvez le suivi de votre soumission via le lien personnel reçu lors de votre envoi (e-mail de confirmation)."];
  return {
    to: notice.email,
    subject: `${IDEA_STATUS_EMAIL_SUBJECT} – ${shortName}`,
    text: [
      `Bonjour ${notice.name},`,
      "",
      `Le statut de votre ${IDEA_TYPE_LABELS[notice.kind].toLowerCase()} «\u202f${notice.title}\u202f» a changé.`,
      "",
      `Nouveau statut\u202f: ${IDEA_STATUS_LABELS[notice.status]}`,
      IDEA_STATUS_DESCRIPTIONS[notice.status],
      ...(notice.publicMessage ? ["", `Message de l’association ${shortName}\u202f:`, notice.publicMessage] : []),
      "",
      ...followUp,
      "",
      `L’équipe ${shortName}`,
    ].join("\n"),
  };
}
