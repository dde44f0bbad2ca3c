// SAMPLE CONTENT: six rencontres written for this site, three past and three upcoming, dated
// from the day of seeding so that a new install always shows upcoming ones. Loaded by
// seeders.server.ts.
import type { events } from "../schema";

interface SampleEvent {
  slug: string;
  title: string;
  category: string;
  /** Days from the seeding day (negative: past). */
  inDays: number;
  /** Paris wall-clock time, HH:MM. */
  time: string;
  place: string;
  participantsInfo: string | null;
  content: string;
  urgent?: boolean;
  capacity?: number;
}

export const sampleEvents: SampleEvent[] = [
  {
    slug: "exemple-reunion-publique-circulation",
    title: "Réunion publique sur le plan de circulation",
    category: "Réunion publique",
    inDays: 12,
    time: "18:30",
    place: "Mairie du 2e arrondissement, salle du conseil",
    participantsInfo: "Ouvert à tous",
    content: "Présentation du projet de la Métropole et des propositions de l’association, puis échanges avec la salle.",
    urgent: true,
  },
  {
    slug: "exemple-visite-traboules",
    title: "Visite des traboules de la Presqu’île",
    category: "Visite culturelle",
    inDays: 26,
    time: "10:00",
    place: "Départ place des Terreaux, devant la fontaine Bartholdi",
    participantsInfo: "Réservé aux adhérents",
    content: "Une promenade commentée de deux heures par une guide conférencière.",
    capacity: 25,
  },
  {
    slug: "exemple-atelier-vegetalisation",
    title: "Atelier\u202f: végétaliser sa cour d’immeuble",
    category: "Atelier",
    inDays: 45,
    time: "14:30",
    place: "Maison des associations, rue Sala",
    participantsInfo: "Ouvert à tous, sur inscription",
    content: "Conseils pratiques, choix des plantes et démarches auprès de la copropriété.",
    capacity: 30,
  },
  {
    slug: "exemple-conference-histoire-presquile",
    title: "Conférence\u202f: deux siècles d’urbanisme sur la Presqu’île",
    category: "Conférence",
    inDays: -20,
    time: "19:00",
    place: "Bibliothèque municipale du 2e",
    participantsInfo: "Ouvert à tous",
    content: "De Vaïsse aux aménagements d’aujourd’hui, avec un historien de la ville.",
  },
  {
    slug: "exemple-assemblee-generale",
    title: "Assemblée générale annuelle",
    category: "Assemblée Générale",
    inDays: -80,
    time: "18:00",
    place: "Salle des fêtes de la mairie du 1er",
    participantsInfo: "Adhérents à jour de cotisation",
    content: "Rapport moral, rapport financier, élection du bureau.",
  },
  {
    slug: "exemple-reunion-proprete",
    title: "Réunion publique\u202f: propreté des rues commerçantes",
    category: "Réunion publique",
    inDays: -150,
    time: "18:30",
    place: "Mairie du 2e arrondissement",
    participantsInfo: "Ouvert à tous",
    content: "Bilan des signalements et rencontre avec les services de la propreté.",
  },
];

export type EventInsert = typeof events.$inferInsert;
