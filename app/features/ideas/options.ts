// The idea form's fixed choices (districts, types, urgency, statuses) with their French labels, length limits and the messages after sending.
// Pure data, safe in the browser; the value lists and limits live in ~/db/schema/enums (the database
// schema enforces them) and are re-exported here.
import { IDEA_LIMITS, IDEA_STATUSES, IDEA_TYPES, URGENCY_LEVELS } from "~/db/schema/enums";

export { IDEA_LIMITS, IDEA_STATUSES, IDEA_TYPES, URGENCY_LEVELS };

export type IdeaType = (typeof IDEA_TYPES)[number];

export const IDEA_TYPE_LABELS: Record<IdeaType, string> = {
  idee: "Idée",
  probleme: "Problème",
  suggestion: "Suggestion",
};

export const IDEA_TYPE_HINTS: Record<IdeaType, string> = {
  idee: "Un projet ou une amélioration pour le quartier",
  probleme: "Un dysfonctionnement à signaler",
  suggestion: "Une remarque pour l’association",
};

export type UrgencyLevel = (typeof URGENCY_LEVELS)[number];

export const URGENCY_LABELS: Record<UrgencyLevel, string> = {
  faible: "Faible",
  normale: "Normale",
  elevee: "Élevée",
  urgente: "Urgente",
};

/** Back-office workflow of a submission; every new one starts as "nouveau". */
export type IdeaStatus = (typeof IDEA_STATUSES)[number];

export const IDEA_STATUS_LABELS: Record<IdeaStatus, string> = {
  nouveau: "Nouveau",
  en_etude: "En cours d’étude",
  transmis: "Transmis à la Ville",
  resolu: "Résolu",
  rejete: "Rejeté",
};

/** What the status means for the person who submitted (shown on the private follow-up page and in the status email). */
export const IDEA_STATUS_DESCRIPTIONS: Record<IdeaStatus, string> = {
  nouveau: "Votre soumission a bien été reçue. Elle sera examinée prochainement par l’équipe de l’association.",
  en_etude: "L’association étudie votre soumission et les suites à lui donner.",
  transmis: "L’association a transmis votre soumission aux services de la Ville de Lyon et suit la réponse.",
  resolu: "Votre soumission a trouvé une issue. Merci pour votre contribution\u202f!",
  rejete: "Après examen, l’association n’a pas pu donner suite à votre soumission. Merci néanmoins pour votre contribution.",
};

/** The back-office list's "period" choices: the last 7, 30 or 90 days. */
export const IDEA_PERIODS = ["7", "30", "90"] as const;

/** The 16 districts of the idea form (spec 02, section 9), stored by slug. */
export const DISTRICTS = [
  { value: "bellecour", label: "Bellecour" },
  { value: "cordeliers", label: "Cordeliers" },
  { value: "jacobins", label: "Jacobins" },
  { value: "terreaux", label: "Terreaux" },
  { value: "celestins", label: "Célestins" },
  { value: "opera", label: "Opéra" },
  { value: "republique", label: "République" },
  { value: "hotel_de_ville", label: "Hôtel de Ville" },
  { value: "place_carnot", label: "Place Carnot" },
  { value: "charlemagne", label: "Charlemagne" },
  { value: "confluences", label: "Confluences" },
  { value: "perrache", label: "Perrache" },
  { value: "bas_des_pentes", label: "Bas des Pentes" },
  { value: "croix_paquet", label: "Croix Paquet" },
  { value: "grande_cote_trois_gaules", label: "Grande côte / Trois Gaules" },
  { value: "autre", label: "Autre" },
] as const;

export type District = (typeof DISTRICTS)[number]["value"];
export const DISTRICT_VALUES = DISTRICTS.map((d) => d.value) as [District, ...District[]];

export function districtLabel(value: string | null | undefined): string | undefined {
  return DISTRICTS.find((d) => d.value === value)?.label;
}

/** What the visitor is told after sending (spec 02, section 8). */
export const IDEA_SUBMIT_MESSAGES = {
  success: { title: "Soumission réussie !", description: "Votre idée/problème a été transmis avec succès. Nous l’examinerons dans les plus brefs délais." },
  failure: { title: "Erreur", description: "Une erreur est survenue lors de la soumission. Veuillez réessayer." },
} as const;
