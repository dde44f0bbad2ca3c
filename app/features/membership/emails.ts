// Emails of a membership: the confirmation to the payer (summary + payment link, or the notice that
// online payment is not configured yet), when no link exists a notice to the association, and the
// receipt once the payment is recorded.
import { formatDate } from "~/lib/dates";
import { formatFrenchPhone } from "~/lib/french-phone";
import type { OutgoingEmail } from "~/lib/email.server";
import { formatCents, formatEuros } from "./pricing";
import type { HouseholdMember } from "./schema";

export const PAYMENT_NOT_CONFIGURED =
  "Le paiement en ligne n’est pas encore configuré pour cette formule. Votre demande est enregistrée ; l’association vous recontactera.";

export interface MembershipEmailData {
  annee: number;
  personnes: number;
  montant: number;
  payer: { nom: string; prenom: string; email: string; telephone: string; adresse: string; codePostal: string; ville: string };
  members: HouseholdMember[];
  paymentLink: string | null;
}

function summary(m: MembershipEmailData): string {
  return [
    `Année d’adhésion : ${m.annee}`,
    `Nombre de personnes : ${m.personnes}`,
    `Montant : ${formatEuros(m.montant)}`,
    "",
    "Adhérents :",
    ...m.members.map((member) => `  ${member.position}. ${member.prenom} ${member.nom}`),
  ].join("\n");
}

export function membershipConfirmationEmail(m: MembershipEmailData, shortName: string): OutgoingEmail {
  const payment = m.paymentLink
    ? ["Pour finaliser votre adhésion, réglez votre cotisation en ligne sur la page de paiement sécurisée :", m.paymentLink]
    : [PAYMENT_NOT_CONFIGURED];
  return {
    to: m.payer.email,
    subject: `Votre adhésion ${m.annee} à l’${shortName}\u202f: paiement de ${formatEuros(m.montant)}`,
    text: [
      `Bonjour ${m.payer.prenom} ${m.payer.nom},`,
      "",
      `Merci de rejoindre l’${shortName}\u202f! Votre demande d’adhésion est enregistrée.`,
      "",
      "Récapitulatif :",
      summary(m),
      "",
      ...payment,
      "",
      "Votre adhésion sera effective dès réception de votre paiement.",
      "",
      `L’équipe ${shortName}`,
    ].join("\n"),
  };
}

export function membershipWithoutPaymentLinkEmail(m: MembershipEmailData, associationEmail: string): OutgoingEmail {
  return {
    to: associationEmail,
    replyTo: m.payer.email,
    subject: `Adhésion ${m.annee} à recontacter : aucun lien de paiement pour ${m.personnes} personne(s)`,
    text: [
      `Une demande d’adhésion ${m.annee} pour ${m.personnes} personne(s) (${formatEuros(m.montant)}) a été enregistrée, mais aucun lien de paiement n’est configuré pour cette formule (variable PAYMENT_LINK_${m.annee}_${m.personnes}).`,
      "La personne a été prévenue que l’association la recontacterait.",
      "",
      `Payeur : ${m.payer.prenom} ${m.payer.nom} <${m.payer.email}>`,
      `Téléphone : ${formatFrenchPhone(m.payer.telephone)}`,
      `Adresse : ${m.payer.adresse}, ${m.payer.codePostal} ${m.payer.ville}`,
      "",
      summary(m),
    ].join("\n"),
  };
}

export interface MembershipReceiptData {
  annee: number;
  household: string;
  payer: { nom: string; prenom: string; email: string };
  members: Array<{ position: number; prenom: string; nom: string }>;
  amountCents: number;
  /** ISO date of the payment. */
  paidOn: string;
  reference: string;
  association: { name: string; shortName: string; address: string; email: string; headOffice: string; rnaNumber: string | null };
}

/** The receipt the payer gets once the payment is recorded (by hand or by the import). */
export function membershipReceiptEmail(r: MembershipReceiptData): OutgoingEmail {
  const a = r.association;
  return {
    to: r.payer.email,
    replyTo: a.email,
    subject: `Reçu de votre adhésion ${r.annee} à l’${a.shortName}\u202f: ${formatCents(r.amountCents)}`,
    text: [
      `Bonjour ${r.payer.prenom} ${r.payer.nom},`,
      "",
      `Nous avons bien reçu votre paiement. Merci pour votre adhésion à l’${a.shortName}\u202f!`,
      "",
      "REÇU D’ADHÉSION",
      `Année d’adhésion\u202f: ${r.annee}`,
      `Montant reçu\u202f: ${formatCents(r.amountCents)}`,
      `Date du paiement\u202f: ${formatDate(`${r.paidOn}T12:00:00Z`)}`,
      `Référence du paiement\u202f: ${r.reference}`,
      `Foyer n° ${r.household}`,
      "",
      r.members.length > 1 ? "Adhérents du foyer\u202f:" : "Adhérent\u202f:",
      ...r.members.map((member) => `  ${member.position}. ${member.prenom} ${member.nom}`),
      "",
      "Reçu délivré par\u202f:",
      `${a.name} (${a.shortName})`,
      `Siège\u202f: ${a.headOffice}`,
      `Adresse\u202f: ${a.address}`,
      ...(a.rnaNumber ? [`N° RNA\u202f: ${a.rnaNumber}`] : []),
      `Contact\u202f: ${a.email}`,
      "",
      "Conservez ce message\u202f: il tient lieu de reçu de cotisation.",
      "",
      `L’équipe ${a.shortName}`,
    ].join("\n"),
  };
}
