// The photo deposit's fixed lists, labels, limits and French texts (spec 02 §2, §4, §5, §8, §9).
// Pure data, shared by the form, the server, the member space and the back-office.
import { GALLERY_CATEGORIES, PHOTO_CATEGORIES, PHOTO_LIMITS, PHOTO_STATUSES } from "~/db/schema/enums";

export { GALLERY_CATEGORIES, PHOTO_CATEGORIES, PHOTO_LIMITS, PHOTO_STATUSES };
export type PhotoCategory = (typeof PHOTO_CATEGORIES)[number];
export type PhotoStatus = (typeof PHOTO_STATUSES)[number];
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export const PHOTO_CATEGORY_LABELS: Readonly<Record<PhotoCategory, string>> = {
  probleme: "Problème signalé",
  idee: "Idée proposée",
  jolie_photo: "Jolie photo",
};

export const PHOTO_STATUS_LABELS: Readonly<Record<PhotoStatus, string>> = {
  en_attente: "En attente",
  approuve: "Approuvé",
  rejete: "Rejeté",
};

/** The gallery category an approval proposes for each kind of deposit (the moderator can change it). */
export const DEFAULT_GALLERY_CATEGORY: Readonly<Record<PhotoCategory, GalleryCategory>> = {
  probleme: "vie-quotidienne",
  idee: "vie-quotidienne",
  jolie_photo: "architecture",
};

/** The largest file accepted: 10 MB (the form's hint says so; the server enforces it). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** A member may have this many photos waiting for moderation at once. */
export const PHOTO_PENDING_MAX = 20;
/** Deposits per member and per hour (besides the forms' general limit). */
export const PHOTO_DEPOSITS_PER_HOUR = 10;
/** What the file input accepts (the server decides by content, whatever the name says). */
export const PHOTO_ACCEPT = "image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp";

/** Tabs of the signed-in page, in the URL (?onglet=). */
export const PHOTO_TABS = ["depot", "mes-photos"] as const;
export type PhotoTab = (typeof PHOTO_TABS)[number];
export const parsePhotoTab = (value: string | null): PhotoTab => (value === "mes-photos" ? "mes-photos" : "depot");

/** The rights the member cedes by ticking the box (spec 02 §9). */
export const PHOTO_RIGHTS_TERMS =
  "Je certifie être l’auteur de cette photo et je cède à l’association, à titre gracieux et pour une durée de 99 ans, le droit de l’utiliser sur son site internet et ses réseaux sociaux.";

export const PHOTO_MESSAGES = {
  signedOut: "Vous devez être connecté pour déposer une photo.",
  unverified: "Confirmez d’abord votre adresse e-mail pour déposer une photo.",
  noPhoto: "Veuillez sélectionner une photo.",
  notAnImage: "Veuillez sélectionner une image.",
  tooLarge: "La photo dépasse 10\u202fMo\u202f: réduisez-la avant de la déposer.",
  tooManyPixels: "L’image est trop grande\u202f: 40 mégapixels au maximum.",
  titleRequired: "Le titre est obligatoire.",
  titleTooLong: `Le titre ne doit pas dépasser ${PHOTO_LIMITS.titleMax} caractères.`,
  categoryRequired: "Choisissez une catégorie.",
  descriptionTooLong: `La description ne doit pas dépasser ${PHOTO_LIMITS.descriptionMax} caractères.`,
  locationTooLong: `Le lieu ne doit pas dépasser ${PHOTO_LIMITS.locationMax} caractères.`,
  rightsRequired: "Vous devez accepter de céder les droits d'utilisation.",
  tooManyPending: `Vous avez déjà ${PHOTO_PENDING_MAX} photos en attente d’examen\u202f: attendez que l’équipe les ait examinées avant d’en déposer d’autres.`,
  tooManyDeposits: `Vous avez déposé ${PHOTO_DEPOSITS_PER_HOUR} photos dans l’heure\u202f: merci de réessayer un peu plus tard.`,
  successTitle: "Photo déposée",
  successDescription: "Votre photo a été déposée avec succès et sera examinée par notre équipe.",
  failureTitle: "Erreur",
  failure: "Impossible de déposer la photo. Veuillez réessayer.",
  withdrawn: "Photo retirée",
  withdrawnDescription: "Votre photo a été retirée\u202f: elle ne sera pas examinée.",
  notWithdrawable: "Cette photo a déjà été examinée\u202f: elle ne peut plus être retirée.",
} as const;

export const photoCategoryLabel = (value: string): string => PHOTO_CATEGORY_LABELS[value as PhotoCategory] ?? value;
/** Unknown statuses are shown as they are (spec 02 §4). */
export const photoStatusLabel = (value: string): string => PHOTO_STATUS_LABELS[value as PhotoStatus] ?? value;
