// The emails of the member space. Plain text, French, each saying why it was sent and what to
// do if the reader did not ask for it. Links are absolute (SITE_URL).
import type { OutgoingEmail } from "~/lib/email.server";

export interface AccountEmailContext {
  siteUrl: string;
  shortName: string;
}

/** Paths of the pages behind the links (the routes of app/routes/member). */
export const ACCOUNT_LINK_PATHS = {
  confirm: "/espace/confirmation",
  resetPassword: "/espace/nouveau-mot-de-passe",
  signIn: "/espace?onglet=connexion",
  resetRequest: "/espace?onglet=reinitialisation",
  security: "/espace/securite",
} as const;

const NBSP = "\u202f";

const tokenUrl = (ctx: AccountEmailContext, path: string, token: string) => `${ctx.siteUrl}${path}?token=${encodeURIComponent(token)}`;

function signature(ctx: AccountEmailContext): string {
  return ["—", `L’équipe ${ctx.shortName}`, ctx.siteUrl].join("\n");
}

const hello = (firstName?: string | null) => (firstName ? `Bonjour ${firstName},` : "Bonjour,");

export function verificationEmail(ctx: AccountEmailContext, input: { to: string; firstName?: string | null; token: string }): OutgoingEmail {
  return {
    to: input.to,
    subject: `Confirmez votre adresse e-mail – ${ctx.shortName}`,
    text: [
      hello(input.firstName),
      "",
      `Pour confirmer l’adresse e-mail de votre compte sur le site de l’association ${ctx.shortName}, ouvrez ce lien${NBSP}:`,
      "",
      tokenUrl(ctx, ACCOUNT_LINK_PATHS.confirm, input.token),
      "",
      `Ce lien est valable 48${NBSP}heures et ne sert qu’une fois. Si vous n’avez pas créé de compte, ignorez ce message${NBSP}: l’adresse restera non confirmée.`,
      "",
      signature(ctx),
    ].join("\n"),
  };
}

/** To the owner of an address someone tried to sign up with (the form answers as for a new address). */
export function existingAccountEmail(ctx: AccountEmailContext, input: { to: string; firstName?: string | null }): OutgoingEmail {
  return {
    to: input.to,
    subject: `Tentative de création de compte avec votre adresse – ${ctx.shortName}`,
    text: [
      hello(input.firstName),
      "",
      `Quelqu’un (peut-être vous) a essayé de créer un compte sur le site de l’association ${ctx.shortName} avec cette adresse e-mail. Un compte existe déjà pour elle${NBSP}: aucun nouveau compte n’a été créé.`,
      "",
      `Pour vous connecter${NBSP}: ${ctx.siteUrl}${ACCOUNT_LINK_PATHS.signIn}`,
      `Mot de passe oublié${NBSP}? Choisissez-en un nouveau${NBSP}: ${ctx.siteUrl}${ACCOUNT_LINK_PATHS.resetRequest}`,
      "",
      "Si ce n’était pas vous, vous n’avez rien à faire.",
      "",
      signature(ctx),
    ].join("\n"),
  };
}

export function resetPasswordEmail(ctx: AccountEmailContext, input: { to: string; firstName?: string | null; token: string }): OutgoingEmail {
  return {
    to: input.to,
    subject: `Réinitialisation de votre mot de passe – ${ctx.shortName}`,
    text: [
      hello(input.firstName),
      "",
      `Une réinitialisation du mot de passe de votre compte a été demandée. Pour choisir un nouveau mot de passe, ouvrez ce lien${NBSP}:`,
      "",
      tokenUrl(ctx, ACCOUNT_LINK_PATHS.resetPassword, input.token),
      "",
      `Ce lien est valable 1${NBSP}heure et ne sert qu’une fois. Une fois le mot de passe changé, vos autres appareils sont déconnectés.`,
      `Si vous n’êtes pas à l’origine de cette demande, ignorez ce message${NBSP}: votre mot de passe ne change pas.`,
      "",
      signature(ctx),
    ].join("\n"),
  };
}

export function emailChangeConfirmationEmail(ctx: AccountEmailContext, input: { to: string; firstName?: string | null; token: string }): OutgoingEmail {
  return {
    to: input.to,
    subject: `Confirmez votre nouvelle adresse e-mail – ${ctx.shortName}`,
    text: [
      hello(input.firstName),
      "",
      `Vous avez demandé que cette adresse devienne celle de votre compte sur le site de l’association ${ctx.shortName}. Pour confirmer, ouvrez ce lien${NBSP}:`,
      "",
      tokenUrl(ctx, ACCOUNT_LINK_PATHS.confirm, input.token),
      "",
      `Ce lien est valable 24${NBSP}heures. Tant qu’il n’est pas ouvert, votre compte garde son ancienne adresse.`,
      "",
      signature(ctx),
    ].join("\n"),
  };
}

export function emailChangeNoticeEmail(ctx: AccountEmailContext, input: { to: string; firstName?: string | null; newEmail: string; done: boolean }): OutgoingEmail {
  return {
    to: input.to,
    subject: input.done ? `L’adresse e-mail de votre compte a changé – ${ctx.shortName}` : `Changement d’adresse e-mail demandé – ${ctx.shortName}`,
    text: [
      hello(input.firstName),
      "",
      input.done
        ? `L’adresse e-mail de votre compte est désormais ${input.newEmail}. Ce message est le dernier envoyé à cette adresse-ci.`
        : `Un changement d’adresse e-mail a été demandé pour votre compte, vers ${input.newEmail}. Il prendra effet quand le lien envoyé à cette nouvelle adresse sera ouvert.`,
      "",
      `Si vous n’êtes pas à l’origine de ce changement, changez votre mot de passe sans attendre et écrivez-nous en réponse à ce message. Vos appareils connectés${NBSP}: ${ctx.siteUrl}${ACCOUNT_LINK_PATHS.security}`,
      "",
      signature(ctx),
    ].join("\n"),
  };
}

export function passwordChangedEmail(ctx: AccountEmailContext, input: { to: string; firstName?: string | null }): OutgoingEmail {
  return {
    to: input.to,
    subject: `Votre mot de passe a été modifié – ${ctx.shortName}`,
    text: [
      hello(input.firstName),
      "",
      "Le mot de passe de votre compte vient d’être modifié, et vos autres appareils ont été déconnectés.",
      "",
      `Si vous n’êtes pas à l’origine de ce changement, choisissez un nouveau mot de passe sans attendre${NBSP}: ${ctx.siteUrl}${ACCOUNT_LINK_PATHS.resetRequest}`,
      "",
      signature(ctx),
    ].join("\n"),
  };
}

export function accountDeletedEmail(ctx: AccountEmailContext, input: { to: string; firstName?: string | null; keptMemberships: number; keptPhotos?: number }): OutgoingEmail {
  return {
    to: input.to,
    subject: `Votre compte a été supprimé – ${ctx.shortName}`,
    text: [
      hello(input.firstName),
      "",
      `Votre compte sur le site de l’association ${ctx.shortName} a été supprimé, avec votre profil et vos connexions.`,
      input.keptMemberships > 0
        ? `Vos adhésions (${input.keptMemberships}) restent dans le registre de l’association, détachées de tout compte, pendant la durée de conservation des pièces comptables (l’année d’adhésion puis trois ans).`
        : "",
      "Les idées et signalements que vous avez transmis restent connus de l’association, qui les traite, sans lien avec un compte. Pour demander leur effacement, répondez à ce message.",
      (input.keptPhotos ?? 0) > 0
        ? `Vos photos approuvées (${input.keptPhotos}) restent dans la galerie avec leur crédit, puisque vous en avez cédé les droits d’utilisation pour 99 ans ; pour demander leur retrait, répondez à ce message. Vos photos en attente ou non retenues ont été supprimées.`
        : "",
      "",
      "Merci d’avoir participé à la vie de la Presqu’île.",
      "",
      signature(ctx),
    ]
      .filter((line, i, all) => !(line === "" && all[i - 1] === ""))
      .join("\n"),
  };
}
