// "Mes contributions": one section per kind of contribution, each a list of items with a title,
// a date, a status and, where there is one, the page to follow it. Features that let members
// contribute (event registrations, photos) add their section to CONTRIBUTION_SECTIONS.
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { eventRegistrations, ideaSubmissions } from "~/db/schema";
import { formatEventDateTime } from "~/features/events/format";
import { eventPath } from "~/features/events/paths";
import { REGISTRATION_STATUS_LABELS } from "~/features/events/registration";
import { registrationsOf } from "~/features/events/registration.server";
import { IDEA_STATUS_LABELS, IDEA_TYPE_LABELS } from "~/features/ideas/options";
import { IDEA_FOLLOW_UP_COLUMNS } from "~/features/ideas/queries.server";
import { MEMBERSHIP_STATUS_LABELS } from "~/features/membership/options";
import { PHOTO_DEPOSIT_PATH, myPhotosPath } from "~/features/photos/paths";
import { photosOf } from "~/features/photos/queries.server";
import { ownedBy, type DataSubject } from "./ownership.server";
import { membershipsOf } from "./profile.server";

export interface ContributionItem {
  id: string;
  title: string;
  /** What kind of item, when the section mixes several (e.g. "Problème"). */
  kind?: string;
  date: string;
  status: string;
  /** "neutral" | "pending" | "done" | "refused": the colour of the status badge. */
  tone: "neutral" | "pending" | "done" | "refused";
  href?: string;
  linkLabel?: string;
}

export interface ContributionSection {
  id: string;
  title: string;
  empty: string;
  /** Where to contribute more of this kind. */
  action: { href: string; label: string };
  load(db: Database, subject: DataSubject): Promise<ContributionItem[]>;
}

/** The member's own view of one idea (the follow-up page, reached from the contributions). */
export const memberIdeaPath = (id: string) => `/espace/contributions/idees/${id}`;

export const CONTRIBUTION_SECTIONS: readonly ContributionSection[] = [
  {
    id: "idees",
    title: "Mes idées et signalements",
    empty: "Vous n’avez pas encore transmis d’idée ni signalé de problème.",
    action: { href: "/remontee-idees", label: "Remonter une idée" },
    async load(db, subject) {
      const rows = await db
        .select({ id: ideaSubmissions.id, title: ideaSubmissions.title, type: ideaSubmissions.kind, status: ideaSubmissions.status, createdAt: ideaSubmissions.createdAt })
        .from(ideaSubmissions)
        .where(ownedBy(subject, ideaSubmissions.userId, ideaSubmissions.email))
        .orderBy(desc(ideaSubmissions.createdAt));
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        kind: IDEA_TYPE_LABELS[row.type],
        date: row.createdAt.toISOString(),
        status: IDEA_STATUS_LABELS[row.status],
        tone: row.status === "resolu" ? "done" : row.status === "rejete" ? "refused" : row.status === "nouveau" ? "neutral" : "pending",
        href: memberIdeaPath(row.id),
        linkLabel: "Voir le suivi",
      }));
    },
  },
  {
    id: "photos",
    title: "Mes photos",
    empty: "Vous n’avez pas encore déposé de photo.",
    action: { href: PHOTO_DEPOSIT_PATH, label: "Déposer une photo" },
    async load(db, subject) {
      // Photos are deposited signed in only: they belong to the account, never to an address.
      const photos = await photosOf(db, subject.id);
      return photos.map((photo) => ({
        id: photo.id,
        title: photo.title,
        kind: photo.categoryLabel,
        date: photo.createdAt,
        status: photo.statusLabel,
        tone: photo.status === "approuve" ? "done" : photo.status === "rejete" ? "refused" : "pending",
        href: myPhotosPath(),
        linkLabel: "Voir dans Mes photos",
      }));
    },
  },
  {
    id: "adhesions",
    title: "Mes adhésions",
    empty: "Aucune adhésion n’est liée à votre compte ou à votre adresse confirmée.",
    action: { href: "/adhesion", label: "Adhérer à l’association" },
    async load(db, subject) {
      const rows = await membershipsOf(db, subject);
      return rows.map((row) => ({
        id: row.id,
        title: `Adhésion ${row.year} – ${row.persons} personne${row.persons > 1 ? "s" : ""} (${row.amountEuros}\u00a0€)`,
        date: row.createdAt.toISOString(),
        status: MEMBERSHIP_STATUS_LABELS[row.status],
        tone: row.status === "payee" ? "done" : row.status === "annulee" ? "refused" : "pending",
      }));
    },
  },
  {
    id: "rencontres",
    title: "Mes inscriptions aux rencontres",
    empty: "Vous n’êtes inscrit(e) à aucune rencontre avec votre compte ou votre adresse confirmée.",
    action: { href: "/rencontres", label: "Voir les rencontres" },
    async load(db, subject) {
      const rows = await registrationsOf(db, ownedBy(subject, eventRegistrations.userId, eventRegistrations.email));
      return rows.map((row) => ({
        id: row.id,
        title: `${row.event.title} – ${row.persons} personne${row.persons > 1 ? "s" : ""}`,
        kind: formatEventDateTime(row.event.startsAt),
        date: row.event.startsAt.toISOString(),
        status: REGISTRATION_STATUS_LABELS[row.status],
        tone: row.status === "confirmee" ? "done" : row.status === "annulee" ? "refused" : "pending",
        href: eventPath(row.event.slug),
        linkLabel: "Voir la rencontre",
      }));
    },
  },
];

export async function loadContributions(db: Database, subject: DataSubject) {
  const sections = [];
  for (const section of CONTRIBUTION_SECTIONS) {
    sections.push({ id: section.id, title: section.title, empty: section.empty, action: section.action, items: await section.load(db, subject) });
  }
  return sections;
}

/** One idea of the member, for its follow-up page; null when there is none or it is not theirs. */
export async function getMemberIdea(db: Database, subject: DataSubject, id: string) {
  const [row] = await db
    .select(IDEA_FOLLOW_UP_COLUMNS)
    .from(ideaSubmissions)
    .where(and(eq(ideaSubmissions.id, id), ownedBy(subject, ideaSubmissions.userId, ideaSubmissions.email)))
    .limit(1);
  return row ?? null;
}
