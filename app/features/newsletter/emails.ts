// The emails of the newsletter flow. Every one carries the one-click unsubscribe headers
// (RFC 2369 / RFC 8058) and a visible unsubscribe link.
import type { OutgoingEmail } from "~/lib/email.server";

export interface NewsletterLinks {
  siteUrl: string;
  unsubscribeToken: string;
}

export function confirmationUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/newsletter/confirmation?token=${encodeURIComponent(token)}`;
}

export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/newsletter/desinscription?token=${encodeURIComponent(token)}`;
}

/** Headers that let mail clients offer a one-click "Se désabonner" (POST to the same URL). */
export function unsubscribeHeaders(links: NewsletterLinks): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(links.siteUrl, links.unsubscribeToken)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

function footer(links: NewsletterLinks, shortName: string): string {
  return [
    "—",
    `${shortName} · Presqu’île de Lyon`,
    `Se désinscrire en un clic : ${unsubscribeUrl(links.siteUrl, links.unsubscribeToken)}`,
  ].join("\n");
}

export function confirmationEmail(input: {
  to: string;
  confirmToken: string;
  links: NewsletterLinks;
  shortName: string;
}): OutgoingEmail {
  const { links, shortName } = input;
  return {
    to: input.to,
    subject: `Confirmez votre inscription à la lettre d’information ${shortName}`,
    text: [
      "Bonjour,",
      "",
      `Vous avez demandé à recevoir la lettre d’information de l’association ${shortName}. Pour confirmer votre inscription, ouvrez ce lien\u202f:`,
      "",
      confirmationUrl(links.siteUrl, input.confirmToken),
      "",
      "Ce lien est valable 7 jours. Si vous n’êtes pas à l’origine de cette demande, ignorez simplement ce message : vous ne recevrez rien.",
      "",
      footer(links, shortName),
    ].join("\n"),
    headers: unsubscribeHeaders(links),
  };
}

export function alreadySubscribedEmail(input: { to: string; links: NewsletterLinks; shortName: string }): OutgoingEmail {
  const { links, shortName } = input;
  return {
    to: input.to,
    subject: `Vous êtes déjà inscrit à la lettre d’information ${shortName}`,
    text: [
      "Bonjour,",
      "",
      `Une nouvelle demande d’inscription a été faite avec cette adresse, qui reçoit déjà la lettre d’information de l’association ${shortName}. Vous n’avez rien à faire.`,
      "",
      "Si vous ne souhaitez plus la recevoir, utilisez le lien ci-dessous.",
      "",
      footer(links, shortName),
    ].join("\n"),
    headers: unsubscribeHeaders(links),
  };
}
