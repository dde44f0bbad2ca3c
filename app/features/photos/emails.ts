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
    subject: `Votre photo « ${photo.title} » est publiée – ${site.shortName}`,
    text: [
      hello(photo.firstName),
      "",
      `Merci ! L’équipe de l’association ${site.shortName} a examiné votre photo « ${photo.title} » : elle est publiée dans la galerie du site.`,
      "",
      `Voir la photo : ${base(site.siteUrl)}${galleryUrl}`,
      "",
      `Retrouvez toutes vos photos dans votre espace : ${base(site.siteUrl)}/depot-photos?onglet=mes-photos`,
      "",
      `L’équipe ${site.shortName}`,
    ].join("\n"),
  };
}

export function photoRejectedEmail(photo: PhotoDecisionEmailData, note: string, site: Site): OutgoingEmail {
  return {
    to: photo.to,
    subject: `Votre photo « ${photo.title} » n’a pas été retenue – ${site.shortName}`,
    text: [
      hello(photo.firstName),
      "",
      `Merci d’avoir proposé votre photo « ${photo.title} ». L’équipe de l’association ${site.shortName} l’a examinée et ne la publiera pas.`,
      "",
      "Le mot de l’équipe :",
      note,
      "",
      `Vos photos et leur statut : ${base(site.siteUrl)}/depot-photos?onglet=mes-photos`,
      "",
      `L’équipe ${site.shortName}`,
    ].join("\n"),
  };
}
