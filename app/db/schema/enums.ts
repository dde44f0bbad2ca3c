// The fixed value lists and length limits the database schema enforces (enum columns and CHECK
// constraints). Pure data, safe in the browser: the ideas, membership and contact features
// re-export these next to their labels, so the database layer never imports feature code.

/** Idea form: the kind of submission. */
export const IDEA_TYPES = ["idee", "probleme", "suggestion"] as const;

/** Idea form: how urgent the submitter says it is. */
export const URGENCY_LEVELS = ["faible", "normale", "elevee", "urgente"] as const;

/**
 * Back-office workflow of an idea submission; every new one starts as "nouveau", then is studied
 * ("en_etude"), passed to the city ("transmis"), and closed as "resolu" or "rejete".
 */
export const IDEA_STATUSES = ["nouveau", "en_etude", "transmis", "resolu", "rejete"] as const;

/** What one entry of an idea's history records (idea_events.kind). */
export const IDEA_EVENT_KINDS = ["status_change", "note", "assignment"] as const;

/** Length limits, stated in the form and enforced by the schema (and the database for the largest). */
export const IDEA_LIMITS = {
  nomMin: 2,
  nomMax: 100,
  emailMax: 254,
  titreMin: 5,
  titreMax: 150,
  descriptionMin: 20,
  descriptionMax: 3000,
  localisationMax: 200,
  /** Back-office: the public message of a status change, and an internal note. */
  publicMessageMax: 2000,
  internalNoteMax: 4000,
} as const;

/** Every membership starts "en_attente" (waiting for payment); the back-office moves it on. */
export const MEMBERSHIP_STATUSES = ["en_attente", "payee", "annulee"] as const;

/** An event registration: a confirmed place, on the waiting list, or cancelled (places freed). */
export const REGISTRATION_STATUSES = ["confirmee", "attente", "annulee"] as const;
export const REGISTRATION_LIMITS = { nameMax: 100, messageMax: 1000, personsMax: 4 } as const;

export const MEMBERSHIP_LIMITS = {
  nameMax: 80,
  emailMax: 254,
  adresseMax: 200,
  villeMax: 100,
} as const;

/** Contact form subjects. */
export const CONTACT_SUBJECTS = ["adhesion", "quartier", "position", "evenement", "autre"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Editorial content (back-office): the value lists the tables' CHECK constraints allow. */
export const BLOG_CATEGORIES = ["Urbanisme", "Culture", "Commerce", "Patrimoine", "Événements"] as const;
export const BLOG_NEIGHBORHOODS = ["Terreaux", "Bellecour", "Cordeliers", "Jacobins", "République"] as const;
export const EVENT_TYPES = ["Assemblée Générale", "Réunion publique", "Visite culturelle", "Conférence", "Atelier"] as const;
export const PROPOSAL_THEMES = ["Patrimoine & Culture", "Mobilité & Transport", "Commerce & Économie", "Qualité de vie", "Environnement", "Sécurité"] as const;
export const PROPOSAL_PRIORITIES = ["haute", "moyenne", "basse"] as const;
/** Where a proposal stands (back-office), unlike `status`, the public label of the card. */
export const PROPOSAL_PROGRESS = ["en_cours", "realise", "abandonne"] as const;

/** Statuses of positions named by the spec; other values are allowed and shown with the default colour. */
export const POSITION_STATUSES = ["Courrier officiel", "Position officielle", "En cours", "Proposition", "Interrogations/Position officielle", "Lettre ouverte"] as const;
export const POSITION_CATEGORIES = ["Concertation", "Démocratie", "Mobilité", "Enquête", "Patrimoine", "Aménagement", "Urbanisme", "Lettre ouverte"] as const;

/** Colour of a document card's top bar: a key of a fixed palette (never raw CSS from the database). */
export const DOCUMENT_COLORS = ["brand", "ochre", "emerald", "rose", "violet", "sky", "amber", "teal"] as const;

/** Site content (back-office "Contenus du site"): testimonial categories, as the /temoignages filter names them. */
export const TESTIMONIAL_CATEGORIES = ["residents", "commercants", "visiteurs", "artistes"] as const;
/** How the person quoted agreed to publication (recorded with the date, shown only in the back-office). */
export const CONSENT_METHODS = ["ecrit", "email", "formulaire", "oral"] as const;
/** The icons a campaign card may show (keys of components/ui/content-icon.tsx). */
export const CAMPAIGN_ICONS = ["car", "landmark", "store", "bus", "megaphone", "shield", "users", "palette", "lightbulb", "map", "building", "waves", "flag", "target", "heart-pulse", "footprints"] as const;
/** The history timeline (/histoire): a period's type (the city's history, its major projects, the association's own) and its icon. */
export const TIMELINE_PERIOD_TYPES = ["histoire", "projet", "adpl"] as const;
export const TIMELINE_ICONS = [
  "amphora",
  "award",
  "book-open",
  "building",
  "car",
  "crown",
  "droplets",
  "flag",
  "footprints",
  "hospital",
  "landmark",
  "megaphone",
  "scissors",
  "target",
  "train-front",
  "tram-front",
  "users",
  "waves",
] as const;
/** Keys of the site_settings documents (one row each; their shapes are in features/settings). */
export const SETTING_KEYS = ["identity", "membership_offer", "figures", "team_page", "samples", "email_check"] as const;

/** Photo deposit: what the photo shows (spec 02 §4). */
export const PHOTO_CATEGORIES = ["probleme", "idee", "jolie_photo"] as const;

/** Photo deposit: waiting for moderation, approved (public while published), or rejected with a note. */
export const PHOTO_STATUSES = ["en_attente", "approuve", "rejete"] as const;

/** The gallery's categories (/galerie), where an approved photo is shown. */
export const GALLERY_CATEGORIES = ["architecture", "evenements", "vie-quotidienne", "patrimoine", "saisons"] as const;

/** Length limits of the photo form, stated in the form and enforced by the schema and the database. */
export const PHOTO_LIMITS = {
  titleMax: 120,
  descriptionMax: 1000,
  locationMax: 200,
  noteMax: 1000,
  creditMax: 120,
} as const;

/** The back-office inbox of contact messages: new, read, answered, archived. */
export const CONTACT_STATUSES = ["nouveau", "lu", "repondu", "archive"] as const;

/** An answer written in the back-office is at most this long. */
export const CONTACT_REPLY_MAX = 5000;
