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
  year: number;
  persons: number;
  amount: number;
  payer: { lastName: string; firstName: string; email: string; phone: string; address: string; postcode: string; city: string };
  members: HouseholdMember[];
  paymentLink: string | null;
}

function summary(m: MembershipEmailData): string {
  return [
    `Année d’adhésion : ${m.year}`,
    `Nombre de personnes : ${m.persons}`,
    `Montant : ${formatEuros(m.amount)}`,
    "",
    "Adhérents :",
    ...m.members.map((member) => `  ${member.position}. ${member.firstName} ${member.lastName}`),
  ].join("\n");
}

export function membershipConfirmationEmail(m: MembershipEmailData, shortName: string): OutgoingEmail {
  const payment = m.paymentLink
    ? ["Pour finaliser votre adhésion, réglez votre cotisation en ligne sur la page de paiement sécurisée :", m.paymentLink]
    : [PAYMENT_NOT_CONFIGURED];
  return {
    to: m.payer.email,
    subject: `Votre adhésion ${m.year} à l’${shortName}\u202f: paiement de ${formatEuros(m.amount)}`,
    text: [
      `Bonjour ${m.payer.firstName} ${m.payer.lastName},`,
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
    subject: `Adhésion ${m.year} à recontacter : aucun lien de paiement pour ${m.persons} personne(s)`,
    text: [
      `Une demande d’adhésion ${m.year} pour ${m.persons} personne(s) (${formatEuros(m.amount)}) a été enregistrée, mais aucun lien de paiement n’est configuré pour cette formule (variable PAYMENT_LINK_${m.year}_${m.persons}).`,
      "La personne a été prévenue que l’association la recontacterait.",
      "",
      `Payeur : ${m.payer.firstName} ${m.payer.lastName} <${m.payer.email}>`,
      `Téléphone : ${formatFrenchPhone(m.payer.phone)}`,
      `Adresse : ${m.payer.address}, ${m.payer.postcode} ${m.payer.city}`,
      "",
      summary(m),
    ].join("\n"),
  };
}

export interface MembershipReceiptData {
  year: number;
  household: string;
  payer: { lastName: string; firstName: string; email: string };
  members: Array<{ position: number; firstName: string; lastName: string }>;
  amountCents: number;
  /** ISO date of the payment. */
  paidOn: string;
  reference: string;
  association: { name: string; shortName: string; address: string; email: string | null; headOffice: string; rnaNumber: string | null };
}

/** The receipt the payer gets once the payment is recorded (by hand or by the import). */
export function membershipReceiptEmail(r: MembershipReceiptData): OutgoingEmail {
  const a = r.association;
  return {
    to: r.payer.email,
    ...(a.email ? { replyTo: a.email } : {}),
    subject: `Reçu de votre adhésion ${r.year} à l’${a.shortName}\u202f: ${formatCents(r.amountCents)}`,
    text: [
      `Bonjour ${r.payer.firstName} ${r.payer.lastName},`,
      "",
      `Nous avons bien reçu votre paiement. Merci pour votre adhésion à l’${a.shortName}\u202f!`,
      "",
      "REÇU D’ADHÉSION",
      `Année d’adhésion\u202f: ${r.year}`,
      `Montant reçu\u202f: ${formatCents(r.amountCents)}`,
      `Date du paiement\u202f: ${formatDate(`${r.paidOn}T12:00:00Z`)}`,
      `Référence du paiement\u202f: ${r.reference}`,
      `Foyer n° ${r.household}`,
      "",
      r.members.length > 1 ? "Adhérents du foyer\u202f:" : "Adhérent\u202f:",
      ...r.members.map((member) => `  ${member.position}. ${member.firstName} ${member.lastName}`),
      "",
      "Reçu délivré par\u202f:",
      `${a.name} (${a.shortName})`,
      `Siège\u202f: ${a.headOffice}`,
      `Adresse\u202f: ${a.address}`,
      ...(a.rnaNumber ? [`N° RNA\u202f: ${a.rnaNumber}`] : []),
      ...(a.email ? [`Contact\u202f: ${a.email}`] : []),
      "",
      "Conservez ce message\u202f: il tient lieu de reçu de cotisation.",
      "",
      `L’équipe ${a.shortName}`,
    ].join("\n"),
  };
}
