// What the offline features say (ADR 0018).
export const OFFLINE_TEXTS = {
  queued: "Votre envoi partira dès le retour de la connexion.",
  queuedToastTitle: "Envoi en attente",
  queuedNotice: "Vous êtes hors ligne\u202f: votre envoi est gardé sur cet appareil. Votre envoi partira dès le retour de la connexion.",
  /** The offline page's heading once the worker kept a form's plain post (/hors-ligne?envoi=garde). */
  savedTitle: "Votre envoi est enregistré",
  notKept: "Vous êtes hors ligne et cet appareil n’a pas pu garder votre envoi. Ce que vous avez écrit reste dans le formulaire\u202f: envoyez-le dès le retour de la connexion.",
  refusedTitle: "Envoi refusé",
  refused: (label: string) => `«\u202f${label}\u202f», écrit hors ligne, a été refusé par le site. Remplissez à nouveau le formulaire pour l’envoyer.`,
} as const;
