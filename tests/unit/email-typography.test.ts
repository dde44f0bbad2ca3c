// Every email the site sends follows the French typography of its pages (docs/design.md, the
// checker of tests/support/french-typography.ts): subjects, text parts and the text of HTML
// parts, built here by each email builder with plain sample data (what a person typed is theirs
// and is not checked).
import { describe, expect, test } from "vitest";
import {
  accountDeletedEmail,
  emailChangeConfirmationEmail,
  emailChangeNoticeEmail,
  existingAccountEmail,
  passwordChangedEmail,
  resetPasswordEmail,
  verificationEmail,
} from "~/features/account/emails";
import { contactReplyEmail } from "~/features/contact/admin/inbox.server";
import { contactNotificationEmail } from "~/features/contact/mutations.server";
import { contactSubjects } from "~/features/contact/options";
import { promotionEmail, registrationEmail, type RegistrationEmailData } from "~/features/events/registration-emails";
import { ideaAcknowledgementEmail, ideaNotificationEmail, ideaStatusChangedEmail, type IdeaEmailData } from "~/features/ideas/emails";
import { IDEA_STATUSES, IDEA_TYPES, URGENCY_LEVELS } from "~/features/ideas/options";
import { membershipConfirmationEmail, membershipReceiptEmail, membershipWithoutPaymentLinkEmail, type MembershipEmailData } from "~/features/membership/emails";
import { alreadySubscribedEmail, confirmationEmail } from "~/features/newsletter/emails";
import { issueEmail } from "~/features/newsletter/issue-email.server";
import { photoApprovedEmail, photoRejectedEmail } from "~/features/photos/emails";
import type { OutgoingEmail } from "~/lib/email.server";
import { frenchTypographyFaults } from "../support/french-typography";

const site = { siteUrl: "https://adpl.example", shortName: "ADPL" };
const account = { to: "lea@example.org", firstName: "Léa", token: "jeton" };

const idea: IdeaEmailData = {
  name: "Léa Durand",
  email: "lea@example.org",
  phone: "0612345678",
  district: null,
  kind: IDEA_TYPES[0],
  title: "Des bancs place des Jacobins",
  description: "Il manque des bancs à l’ombre.",
  location: "Place des Jacobins",
  urgency: URGENCY_LEVELS[0],
};

const household: MembershipEmailData = {
  year: 2026,
  persons: 2,
  amount: 40,
  payer: { lastName: "Durand", firstName: "Léa", email: "lea@example.org", phone: "0612345678", address: "3 rue Mercière", postcode: "69002", city: "Lyon" },
  members: [
    { position: 1, lastName: "Durand", firstName: "Léa", email: "lea@example.org", phone: "0612345678" },
    { position: 2, lastName: "Durand", firstName: "Paul", email: "lea@example.org", phone: "0612345678" },
  ],
  paymentLink: "https://paiement.example/adhesion-2026-2",
};

const registration = (status: "confirmee" | "attente"): RegistrationEmailData => ({
  event: { slug: "visite-traboules", title: "Visite des traboules", startsAt: new Date("2026-12-05T13:30:00Z"), place: "Place Saint-Jean" },
  registration: { name: "Léa Durand", email: "lea@example.org", persons: 2, status, token: "jeton" },
  site,
  ics: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
});

const photo = { to: "lea@example.org", firstName: "Léa", title: "Les quais au matin" };
const message = { name: "Léa Durand", email: "lea@example.org", subject: contactSubjects[0], message: "Bonjour, une question sur la réunion de quartier.", createdAt: new Date("2026-11-20T09:00:00Z") };

const emails: Record<string, OutgoingEmail> = {
  verification: verificationEmail(site, account),
  "existing account": existingAccountEmail(site, account),
  "reset password": resetPasswordEmail(site, account),
  "email change confirmation": emailChangeConfirmationEmail(site, account),
  "email change requested": emailChangeNoticeEmail(site, { ...account, newEmail: "lea.durand@example.org", done: false }),
  "email changed": emailChangeNoticeEmail(site, { ...account, newEmail: "lea.durand@example.org", done: true }),
  "password changed": passwordChangedEmail(site, account),
  "account deleted": accountDeletedEmail(site, { ...account, keptMemberships: 1, keptPhotos: 2 }),
  "idea acknowledgement": ideaAcknowledgementEmail(idea, "https://adpl.example/remontee-idees/suivi/jeton", "ADPL"),
  "idea notification": ideaNotificationEmail(idea, "contact@adpl.example"),
  ...Object.fromEntries(
    IDEA_STATUSES.map((status) => [
      `idea status ${status}`,
      ideaStatusChangedEmail({ ideaId: "1", name: "Léa Durand", email: "lea@example.org", title: "Des bancs", kind: IDEA_TYPES[0], status, publicMessage: "Merci, nous en parlons à la mairie.", memberUrl: "https://adpl.example/espace/contributions/idees/1" }, "ADPL"),
    ]),
  ),
  "membership confirmation": membershipConfirmationEmail(household, "ADPL"),
  "membership confirmation without payment page": membershipConfirmationEmail({ ...household, paymentLink: null }, "ADPL"),
  "membership without payment link (to the association)": membershipWithoutPaymentLinkEmail({ ...household, paymentLink: null }, "contact@adpl.example"),
  "membership receipt": membershipReceiptEmail({
    year: 2026,
    household: "12",
    payer: { lastName: "Durand", firstName: "Léa", email: "lea@example.org" },
    members: household.members,
    amountCents: 4000,
    paidOn: "2026-11-20",
    reference: "PAY-123",
    association: { name: "Association pour le Développement de la Presqu’île de Lyon", shortName: "ADPL", address: "1 place Bellecour, 69002 Lyon", email: "contact@adpl.example", headOffice: "Lyon", rnaNumber: "W691000000" },
  }),
  "newsletter confirmation": confirmationEmail({ to: "lea@example.org", confirmToken: "jeton", links: { siteUrl: site.siteUrl, unsubscribeToken: "jeton" }, shortName: "ADPL" }),
  "newsletter already subscribed": alreadySubscribedEmail({ to: "lea@example.org", links: { siteUrl: site.siteUrl, unsubscribeToken: "jeton" }, shortName: "ADPL" }),
  "newsletter issue": issueEmail(
    { id: 1, subject: "La lettre de novembre", body: "Bonjour à toutes et à tous.\n\nLes [rencontres](/rencontres) reprennent." },
    { siteUrl: site.siteUrl, name: "Association pour le Développement de la Presqu’île de Lyon", shortName: "ADPL", address: "1 place Bellecour, 69002 Lyon" },
    { email: "lea@example.org", id: "abonne-1", unsubscribeToken: "jeton" },
  ),
  "newsletter issue test": issueEmail(
    { id: 1, subject: "La lettre de novembre", body: "Bonjour." },
    { siteUrl: site.siteUrl, name: "ADPL", shortName: "ADPL", address: "Lyon" },
    { email: "redaction@example.org", id: null, unsubscribeToken: null },
    { test: true },
  ),
  "photo approved": photoApprovedEmail(photo, "/galerie?photo=1", site),
  "photo rejected": photoRejectedEmail(photo, "Elle est un peu floue.", site),
  "registration confirmed": registrationEmail(registration("confirmee")),
  "registration waiting list": registrationEmail(registration("attente")),
  "registration promoted": promotionEmail(registration("attente")),
  "contact notification": contactNotificationEmail(message, "contact@adpl.example", "ADPL"),
  "contact reply": contactReplyEmail(message, "Bonjour, la réunion a lieu jeudi.", { shortName: "ADPL", email: "contact@adpl.example" }),
};

/** What a reader sees of an HTML part: its text, tags and the head left out. */
function htmlText(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

describe("emails follow French typography", () => {
  test.each(Object.entries(emails))("%s", (_name, email) => {
    const faults = [email.subject, email.text, ...(email.html ? [htmlText(email.html)] : [])].flatMap(frenchTypographyFaults);
    expect(faults).toEqual([]);
  });
});
