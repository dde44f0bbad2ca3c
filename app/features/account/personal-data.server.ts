// "Mes données": what the site holds about a member, per domain, and the deletion of the
// account. Each domain that stores something about a member adds a provider to
// PERSONAL_DATA_PROVIDERS (event registrations and photos do), so the export never forgets a
// table.
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditLog, contactMessages, eventRegistrations, ideaSubmissions, membershipMembers, memberships, newsletterSubscribers, photoSubmissions, sessions, userRoles, users } from "~/db/schema";
import { registrationsOf } from "~/features/events/registration.server";
import { deletePhotoFiles, deleteUnapprovedPhotosOf } from "~/features/photos/mutations.server";
import { photoCategoryLabel, photoStatusLabel } from "~/features/photos/options";
import type { SessionUser } from "~/lib/auth.server";
import { accountEmailContext, deliverAccountEmail } from "./account-emails.server";
import { describeDevice } from "./device";
import { ownedBy, type DataSubject } from "./ownership.server";
import { verifyAccountPassword } from "./profile.server";
import { accountDeletedEmail } from "./emails";

export interface PersonalDataProvider {
  /** The key of the section in the exported file. */
  key: string;
  /** What the section holds, in French (also listed on the page). */
  label: string;
  collect(db: Database, subject: DataSubject): Promise<unknown>;
}

export const PERSONAL_DATA_PROVIDERS: readonly PersonalDataProvider[] = [
  {
    key: "compte",
    label: "Votre compte et votre profil",
    async collect(db, subject) {
      const [user] = await db
        .select({ id: users.id, email: users.email, emailVerified: users.emailVerified, firstName: users.firstName, lastName: users.lastName, createdAt: users.createdAt, updatedAt: users.updatedAt })
        .from(users)
        .where(eq(users.id, subject.id));
      const roles = await db.select({ role: userRoles.role, since: userRoles.createdAt }).from(userRoles).where(eq(userRoles.userId, subject.id));
      return { ...user, roles };
    },
  },
  {
    key: "sessions",
    label: "Vos connexions (appareil, adresse IP, dates)",
    async collect(db, subject) {
      const rows = await db
        .select({ createdAt: sessions.createdAt, lastActiveAt: sessions.updatedAt, expiresAt: sessions.expiresAt, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent })
        .from(sessions)
        .where(eq(sessions.userId, subject.id))
        .orderBy(desc(sessions.createdAt));
      return rows.map((row) => ({ ...row, device: describeDevice(row.userAgent) }));
    },
  },
  {
    key: "idees",
    label: "Vos idées et signalements",
    collect: (db, subject) =>
      db
        .select({
          id: ideaSubmissions.id,
          nom: ideaSubmissions.name,
          email: ideaSubmissions.email,
          telephone: ideaSubmissions.phone,
          quartier: ideaSubmissions.district,
          type: ideaSubmissions.kind,
          titre: ideaSubmissions.title,
          description: ideaSubmissions.description,
          localisation: ideaSubmissions.location,
          urgence: ideaSubmissions.urgency,
          statut: ideaSubmissions.status,
          createdAt: ideaSubmissions.createdAt,
          updatedAt: ideaSubmissions.updatedAt,
        })
        .from(ideaSubmissions)
        .where(ownedBy(subject, ideaSubmissions.userId, ideaSubmissions.email))
        .orderBy(desc(ideaSubmissions.createdAt)),
  },
  {
    key: "adhesions",
    label: "Vos adhésions et les membres de votre foyer",
    async collect(db, subject) {
      const rows = await db
        .select({
          id: memberships.id,
          annee: memberships.year,
          nombrePersonnes: memberships.personCount,
          montantEuros: memberships.amountEuros,
          statut: memberships.status,
          nom: memberships.lastName,
          prenom: memberships.firstName,
          email: memberships.email,
          telephone: memberships.phone,
          adresseComplete: memberships.address,
          codePostal: memberships.postcode,
          ville: memberships.city,
          consentementRgpd: memberships.consentGiven,
          createdAt: memberships.createdAt,
        })
        .from(memberships)
        .where(ownedBy(subject, memberships.userId, memberships.email))
        .orderBy(desc(memberships.createdAt));
      const out = [];
      for (const row of rows) {
        const members = await db
          .select({ position: membershipMembers.position, nom: membershipMembers.lastName, prenom: membershipMembers.firstName, email: membershipMembers.email, telephone: membershipMembers.phone })
          .from(membershipMembers)
          .where(eq(membershipMembers.membershipId, row.id))
          .orderBy(membershipMembers.position);
        out.push({ ...row, membres: members });
      }
      return out;
    },
  },
  {
    key: "rencontres",
    label: "Vos inscriptions aux rencontres",
    collect: (db, subject) => registrationsOf(db, ownedBy(subject, eventRegistrations.userId, eventRegistrations.email)),
  },
  {
    key: "photos",
    label: "Vos photos déposées et leur statut",
    async collect(db, subject) {
      // The files themselves are the re-encoded renditions, without metadata: the member sees
      // and downloads them from "Mes photos"; the export says what each deposit is.
      const rows = await db
        .select({
          id: photoSubmissions.id,
          titre: photoSubmissions.title,
          categorie: photoSubmissions.category,
          description: photoSubmissions.description,
          lieu: photoSubmissions.location,
          statut: photoSubmissions.status,
          noteDeLEquipe: photoSubmissions.adminNotes,
          publiee: photoSubmissions.published,
          categorieGalerie: photoSubmissions.galleryCategory,
          credit: photoSubmissions.credit,
          droitsCedesLe: photoSubmissions.rightsGrantedAt,
          createdAt: photoSubmissions.createdAt,
          examineeLe: photoSubmissions.reviewedAt,
        })
        .from(photoSubmissions)
        .where(eq(photoSubmissions.userId, subject.id))
        .orderBy(desc(photoSubmissions.createdAt));
      return rows.map((row) => ({
        ...row,
        categorie: photoCategoryLabel(row.categorie),
        statut: photoStatusLabel(row.statut),
        // The moderator's note is the member's only when it explains a rejection (as in "Mes photos").
        noteDeLEquipe: row.statut === "rejete" ? row.noteDeLEquipe : null,
      }));
    },
  },
  {
    key: "messages",
    label: "Vos messages envoyés par le formulaire de contact",
    collect: (db, subject) =>
      db
        .select({ id: contactMessages.id, name: contactMessages.name, email: contactMessages.email, subject: contactMessages.subject, message: contactMessages.message, createdAt: contactMessages.createdAt })
        .from(contactMessages)
        .where(ownedBy(subject, contactMessages.userId, contactMessages.email))
        .orderBy(desc(contactMessages.createdAt)),
  },
  {
    key: "newsletter",
    label: "Votre inscription à la lettre d’information",
    async collect(db, subject) {
      if (!subject.emailVerified) return null;
      const [row] = await db
        .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status, source: newsletterSubscribers.source, createdAt: newsletterSubscribers.createdAt, confirmedAt: newsletterSubscribers.confirmedAt, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, subject.email.toLowerCase()));
      return row ?? null;
    },
  },
  {
    key: "journal",
    label: "Vos actions dans l’espace d’administration, si vous faites partie de l’équipe",
    collect: (db, subject) =>
      db
        .select({ action: auditLog.action, type: auditLog.entityType, item: auditLog.entityLabel, summary: auditLog.summary, at: auditLog.createdAt })
        .from(auditLog)
        .where(eq(auditLog.actorId, subject.id))
        .orderBy(desc(auditLog.createdAt)),
  },
];

/** Everything the site holds about the member, one section per provider. */
export async function exportPersonalData(db: Database, subject: DataSubject, now = new Date()) {
  const sections: Record<string, unknown> = {};
  for (const provider of PERSONAL_DATA_PROVIDERS) sections[provider.key] = await provider.collect(db, subject);
  return { exportedAt: now.toISOString(), site: (await accountEmailContext(db)).siteUrl, sections };
}

/** What the deletion page promises, in French; the deletion below does exactly this. */
export const DELETION_TERMS = {
  deleted: [
    "votre compte, votre adresse e-mail de connexion et votre mot de passe",
    "votre profil (prénom, nom)",
    "vos connexions en cours et leur historique (appareils, adresses IP)",
    "vos rôles éventuels dans l’association et les liens de confirmation en attente",
    "vos photos en attente d’examen ou non retenues, avec leurs fichiers",
  ],
  kept: [
    "vos adhésions\u202f: ce sont des pièces comptables, conservées pendant la durée indiquée dans la politique de confidentialité (l’année d’adhésion puis trois ans), détachées de votre compte",
    "vos idées, signalements et messages\u202f: l’association les traite\u202f; ils ne sont plus liés à un compte. Vous pouvez demander leur effacement par le formulaire de contact",
    "vos inscriptions aux rencontres\u202f: la liste des participants en a besoin\u202f; le lien d’annulation de chaque e-mail reste valable",
    "vos photos approuvées pour la galerie, avec leur crédit\u202f: vous en avez cédé les droits à l’association pour 99 ans\u202f; elles ne sont plus liées à un compte. Vous pouvez demander leur retrait par le formulaire de contact",
    "votre inscription à la lettre d’information, qui ne dépend pas du compte\u202f: le lien de désinscription figure dans chaque lettre",
    "si vous faisiez partie de l’équipe, les lignes du journal de l’espace d’administration qui portent votre adresse e-mail\u202f: elles disent qui a publié, modifié ou supprimé quoi",
  ],
} as const;

export type DeletionResult = { status: "deleted"; keptMemberships: number } | { status: "wrong_password" };

/**
 * Deletes the account: the user row, and with it (one transaction, foreign keys) its sessions,
 * credentials, roles and tokens; memberships, ideas and messages keep their rows with user_id
 * set to null. Photos never approved (pending, rejected) are deleted with the account, their
 * files once it is committed; approved ones stay with their credit, user_id set to null. The
 * confirmation email goes out once the deletion is committed.
 */
export async function deleteAccount(
  db: Database,
  user: Pick<SessionUser, "id" | "email" | "firstName" | "emailVerified">,
  input: { password: string; requestId?: string },
): Promise<DeletionResult> {
  if (!(await verifyAccountPassword(db, user.id, input.password))) return { status: "wrong_password" };
  const { keptMemberships, keptPhotos, photoFiles } = await db.transaction(async (tx) => {
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(memberships)
      .where(ownedBy(user, memberships.userId, memberships.email));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    const photoFiles = await deleteUnapprovedPhotosOf(tx, user.id);
    const [{ approved } = { approved: 0 }] = await tx
      .select({ approved: sql<number>`count(*)::int` })
      .from(photoSubmissions)
      .where(eq(photoSubmissions.userId, user.id));
    const deleted = await tx.delete(users).where(eq(users.id, user.id)).returning({ id: users.id });
    if (deleted.length !== 1) throw new Error("account to delete not found");
    return { keptMemberships: count, keptPhotos: approved, photoFiles };
  });
  // The rows are gone: the files can no longer be reached; a failure is logged by deletePhotoFiles.
  for (const files of photoFiles) await deletePhotoFiles(files);
  await deliverAccountEmail(accountDeletedEmail(await accountEmailContext(db), { to: user.email, firstName: user.firstName, keptMemberships, keptPhotos }), {
    kind: "account-deleted",
    requestId: input.requestId,
  });
  return { status: "deleted", keptMemberships };
}
