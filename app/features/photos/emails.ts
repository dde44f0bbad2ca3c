// The two emails of a moderation decision, to the member who deposited the photo. Plain text.
import type { OutgoingEmail } from "~/lib/email.server";

export interface PhotoDecisionEmailData {
  to: string;
  firstName: string | null;
  title: string;
}

interface Site {
  siteUrl: string;
  shortName: string;
}

const hello = (firstName: string | null) => (firstName ? `Bonjour ${firstName},` : "Bonjour,");
const base = (siteUrl: string) => siteUrl.replace(/\/$/, "");

export function photoApprovedEmail(photo: PhotoDecisionEmailData, galleryUrl: string, site: Site): OutgoingEmail {
  return {
    to: photo.to,
    subject: `Votre photo «\u202f${photo.title}\u202f» est publiée – ${site.shortName}`,
    text: [
      hello(photo.firstName),
      "",
      `Merci\u202f! L’équipe de l’association ${site.shortName} a examiné votre photo «\u202f${photo.title}\u202f»\u202f: elle est publiée dans la galerie du site.`,
      "",
      `Voir la photo\u202f: ${base(site.siteUrl)}${galleryUrl}`,
      "",
      `Retrouvez toutes vos photos dans votre espace\u202f: ${base(site.siteUrl)}/depot-photos?onglet=mes-photos`,
      "",
      `L’équipe ${site.shortName}`,
    ].join("\n"),
  };
}

export function photoRejectedEmail(photo: PhotoDecisionEmailData, note: string, site: Site): OutgoingEmail {
  return {
    to: photo.to,
    subject: `Votre photo «\u202f${photo.title}\u202f» n’a pas été retenue – ${site.shortName}`,
    text: [
      hello(photo.firstName),
      "",
      `Merci d’avoir proposé votre photo «\u202f${photo.title}\u202f». L’équipe de l’association ${site.shortName} l’a examinée et ne la publiera pas.`,
      "",
      "Le mot de l’équipe\u202f:",
      note,
      "",
      `Vos photos et leur statut\u202f: ${base(site.siteUrl)}/depot-photos?onglet=mes-photos`,
      "",
      `L’équipe ${site.shortName}`,
    ].join("\n"),
  };
}
