// The go-live checklist (« Mise en ligne », issue 36): what an association must enter or set
// before its site can speak for it, computed from the data and the server's environment at each
// visit, each line with what is missing and the screen that fixes it. Each domain answers for its
// own part (the identity, the membership offer, the board); the environment's lines name the
// variable to set, since no screen can set it.
import type { Database } from "~/db/client.server";
import { loadAssociationIdentity } from "~/features/association/identity.server";
import { paymentLinkOf } from "~/features/membership/offer";
import { loadMembershipOffer } from "~/features/membership/offer.server";
import { offeredMembershipYears } from "~/features/membership/years";
import { boardMemberCounts } from "~/features/team/queries.server";
import type { Env } from "~/lib/env.server";
import { sampleCountText } from "~/features/samples/samples";
import { countSamples } from "~/features/samples/samples.server";
import { EMAIL_CHECK_PATH, loadEmailCheck, type EmailCheckState } from "./email-check.server";

export type GoLiveItemId = "identity" | "contact" | "privacy" | "press" | "payment-links" | "donation" | "board" | "samples" | "site-url" | "email" | "backups";

export interface GoLiveItem {
  id: GoLiveItemId;
  label: string;
  done: boolean;
  /** What is missing (empty when done). */
  missing: string[];
  /** The back-office screen that fixes it; null for a setting of the server's environment. */
  href: string | null;
}

/** The RNA number of a declared association: W and nine digits. */
const RNA_NUMBER = /^W\d{9}$/;
const POSTCODE = /\b\d{5}\b/;

const PERSONS = [1, 2, 3, 4] as const;

function item(id: GoLiveItemId, label: string, href: string | null, missing: string[]): GoLiveItem {
  return { id, label, href, missing, done: missing.length === 0 };
}

/** A head office a letter can reach: a street before a postcode ("12 rue Mercière, 69002 Lyon"). */
export function isPostalAddress(text: string): boolean {
  const match = POSTCODE.exec(text);
  return match !== null && /\p{L}{2,}.*\p{L}{2,}/u.test(text.slice(0, match.index));
}

/** The email line: a mail server and a sender of the association's set, and a test email through them whose arrival was confirmed. */
function emailMissing(env: Env, check: EmailCheckState): string[] {
  if (!env.SMTP_URL) return ["SMTP_URL dans l’environnement du serveur\u202f: sans lui, aucun e-mail ne part"];
  if (!env.MAIL_FROM) return ["MAIL_FROM dans l’environnement du serveur\u202f: l’adresse d’expédition, à votre nom de domaine (sans elle, les serveurs de messagerie refusent les e-mails)"];
  if (check.status === "received") return [];
  if (check.status === "sent") return [`la confirmation de réception de l’e-mail de test envoyé à ${check.to}`];
  if (check.status === "other-server") return ["un e-mail de test reçu par le serveur d’envoi actuel (le dernier est passé par un autre)"];
  return ["un e-mail de test envoyé et reçu"];
}

/** The checklist as of `now`, in the order a volunteer would go through it. */
export async function goLiveChecklist(db: Database, env: Env, now: Date): Promise<GoLiveItem[]> {
  const [identity, offer, board, samples, emailCheck] = await Promise.all([
    loadAssociationIdentity(db, env),
    loadMembershipOffer(db, env),
    boardMemberCounts(db),
    countSamples(db),
    loadEmailCheck(db, env),
  ]);
  const { legal } = identity;
  const site = identity.public;

  const legalMissing = [
    RNA_NUMBER.test(legal.rnaNumber ?? "") ? null : "le numéro RNA (W suivi de 9 chiffres)",
    legal.journalOfficielOn ? null : "la date de publication au Journal officiel",
    isPostalAddress(legal.headOffice) ? null : "l’adresse du siège, avec la rue et le code postal",
    legal.publicationDirector?.trim() ? null : "le nom du directeur ou de la directrice de la publication",
    legal.hosting.name?.trim() && legal.hosting.address?.trim() ? null : "le nom et l’adresse de l’hébergeur",
  ].filter((text) => text !== null);

  const unpaid = offeredMembershipYears(now, offer).flatMap(({ year }) => {
    const missing = PERSONS.filter((persons) => !paymentLinkOf(offer, year, persons));
    return missing.length ? [`${year}\u202f: ${missing.map((p) => `${p}\u00a0personne${p > 1 ? "s" : ""}`).join(", ")}`] : [];
  });

  return [
    item("identity", "Mentions légales complètes", "/admin/association", legalMissing),
    item("contact", "Adresse e-mail de l’association", "/admin/association", site.email ? [] : ["l’adresse où écrire à l’association (d’ici là, le site propose le formulaire de contact et le courrier de l’association arrive aux administrateurs)"]),
    item("privacy", "Contact pour les données personnelles", "/admin/association", legal.privacyEmail ? [] : ["l’adresse où exercer ses droits sur ses données, que donne la politique de confidentialité"]),
    item("press", "Lien de l’espace presse", "/admin/association", site.pressUrl ? [] : ["le dossier partagé de l’espace presse"]),
    item("payment-links", "Liens de paiement des adhésions", "/admin/adhesions/offre", unpaid.map((line) => `la page de paiement de ${line}`)),
    item("donation", "Lien de la page de don", "/admin/adhesions/offre", offer.donationUrl ? [] : ["la page de don de l’association (sans elle, la page d’adhésion ne propose pas de don)"]),
    item("board", "Bureau de l’association", "/admin/contenus/equipe", board.visible === 0 ? ["les membres du bureau"] : board.samples > 0 ? [`${board.samples} membre${board.samples > 1 ? "s" : ""} d’exemple à remplacer`] : []),
    item("samples", "Contenus d’exemple retirés", "/admin/exemples", samples.filter((c) => c.count > 0).map((c) => `${sampleCountText(c.kind, c.count)} d’exemple encore sur le site`)),
    item("site-url", "Adresse publique du site", null, env.SITE_ORIGIN?.startsWith("https://") ? [] : ["SITE_URL (https://…) dans l’environnement du serveur, pour les adresses canoniques, les e-mails et le plan du site"]),
    item("email", "Envoi des e-mails", EMAIL_CHECK_PATH, emailMissing(env, emailCheck)),
    item("backups", "Sauvegardes quotidiennes", null, env.BACKUP_DAILY_AT === "off" ? ["BACKUP_DAILY_AT vaut «\u202foff\u202f»\u202f: aucune sauvegarde automatique"] : []),
  ];
}
