// The association's milestones of the history timeline (/histoire, « Histoire de l’ADPL »):
// samples. The spec names four periods from June 2023 to 2024–2030; their details state facts
// nobody gave (a board elected, a survey, a contribution sent, a plan presented), so they are
// labelled « Exemple » and go with the other samples until the association tells its own on
// /admin/contenus/frise. The city's history and major projects are not samples: migration 0025
// loads them into every database.
import type { PgInsertValue } from "drizzle-orm/pg-core";
import { periodCategory } from "~/content/timeline";
import type { timelinePeriods } from "../schema";

type PeriodInsert = PgInsertValue<typeof timelinePeriods>;

const milestone = (period: Pick<PeriodInsert, "slug" | "title" | "dateLabel" | "summary" | "content" | "icon" | "position">): PeriodInsert => ({
  ...period,
  // The day the sample was written; the page shows the period's year (date_label). Positions
  // follow the city's thirteen periods of migration 0025.
  date: "2026-12-07",
  category: periodCategory("adpl", String(period.dateLabel)),
  periodType: "adpl",
  published: true,
});

export const sampleMilestones: PeriodInsert[] = [
  milestone({
    slug: "creation-adpl",
    title: "Création de l’ADPL",
    dateLabel: "Juin 2023",
    summary: "Des habitants et des commerçants fondent l’association pour faire entendre la voix de la Presqu’île.",
    content:
      "L’association est déclarée en juin 2023 et sa création est publiée au Journal officiel. Ses statuts affirment deux principes : la défense du développement et de la préservation de la Presqu’île historique, et une stricte neutralité politique. Un premier bureau de cinq membres est élu.",
    icon: "flag",
    position: 14,
  }),
  milestone({
    slug: "premieres-actions",
    title: "Premières actions",
    dateLabel: "Automne 2023",
    summary: "Rencontres de quartier, enquête auprès des commerçants et premières prises de position.",
    content:
      "Les bénévoles vont à la rencontre des habitants et des commerçants, rue par rue, pour recenser leurs attentes. Une enquête auprès des professionnels met en lumière les difficultés de livraison, de stationnement et de loyers. L’association publie ses premières positions sur le stationnement et la propreté.",
    icon: "megaphone",
    position: 15,
  }),
  milestone({
    slug: "concertation-ztl",
    title: "Concertation sur la zone à trafic limité",
    dateLabel: "2024",
    summary: "L’ADPL participe activement à la concertation sur le projet de ZTL de la Presqu’île.",
    content:
      "Favorable à la réduction du trafic de transit, l’association défend une ZTL qui préserve l’accès des riverains, des livraisons, des soignants et des personnes à mobilité réduite. Elle organise des réunions publiques et transmet une contribution écrite à la Métropole de Lyon. Elle continue depuis à suivre la mise en œuvre du projet.",
    icon: "car",
    position: 16,
  }),
  milestone({
    slug: "plan-2024-2030",
    title: "Notre plan d’action 2024–2030",
    dateLabel: "2024–2030",
    summary: "Une feuille de route pour une Presqu’île vivante, préservée et accessible.",
    content:
      "Le plan fixe nos priorités : protéger le patrimoine et les espaces publics, soutenir le commerce de proximité, accompagner une mobilité plus sobre et améliorer la qualité de vie des familles. Il est présenté aux candidats aux élections municipales de 2026 et évalué chaque année en assemblée générale.",
    icon: "target",
    position: 17,
  }),
];
