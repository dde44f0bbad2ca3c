// SAMPLE CONTENT: fictional people, replace before publication. The board of a new install
// (/equipe), loaded by seeders.server.ts with is_sample set; administrators replace the members in
// the back-office (/admin/contenus/equipe), and the page stops saying they are fictional.
import type { boardMembers } from "../schema";

export const sampleBoardMembers: (typeof boardMembers.$inferInsert)[] = [
  {
    slug: "bernard-delorme",
    name: "Bernard Delorme",
    role: "Président",
    profession: "Architecte du patrimoine retraité",
    description:
      "Habitant du quartier d’Ainay depuis plus de vingt ans, il a consacré sa carrière à la restauration de bâtiments anciens. Il représente l’association auprès des élus et coordonne les prises de position.",
    specialties: ["Patrimoine", "Urbanisme", "Relations institutionnelles"],
    position: 1,
    visible: true,
    isSample: true,
  },
  {
    slug: "claire-vasseur",
    name: "Claire Vasseur",
    role: "Co-présidente",
    profession: "Gérante d’une boutique de créateurs",
    description:
      "Commerçante dans le quartier des Jacobins, elle porte la voix des professionnels de la Presqu’île. Elle a piloté l’enquête de l’association auprès des commerçants et suit le dossier de la zone à trafic limité.",
    specialties: [
      "Commerce de proximité",
      "Animation commerciale",
      "Mobilités",
      "Communication",
    ],
    position: 2,
    visible: true,
    isSample: true,
  },
  {
    slug: "sophie-lambert",
    name: "Sophie Lambert",
    role: "Secrétaire générale",
    profession: "Juriste en droit public",
    description:
      "Elle rédige les contributions de l’association aux concertations publiques et veille au respect des statuts. Elle organise les assemblées générales et les réunions du bureau.",
    specialties: [
      "Droit de l’urbanisme",
      "Concertation publique",
      "Vie associative",
    ],
    position: 3,
    visible: true,
    isSample: true,
  },
  {
    slug: "olivier-chabert",
    name: "Olivier Chabert",
    role: "Trésorier",
    profession: "Expert-comptable",
    description:
      "Installé aux Cordeliers, il tient les comptes de l’association, suit les adhésions et prépare le budget présenté chaque année en assemblée générale.",
    specialties: ["Finances", "Gestion associative", "Économie locale"],
    position: 4,
    visible: true,
    isSample: true,
  },
  {
    slug: "nadia-ferrand",
    name: "Nadia Ferrand",
    role: "Trésorière adjointe",
    profession: "Cheffe de projet numérique",
    description:
      "Habitante des pentes de la Croix-Rousse, elle épaule le trésorier et anime les outils numériques de l’association : site, lettre d’information et réseaux sociaux.",
    specialties: ["Numérique", "Innovation", "Jeunesse", "Communication"],
    position: 5,
    visible: true,
    isSample: true,
  },
];
