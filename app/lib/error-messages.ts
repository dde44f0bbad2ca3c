// The French title and explanation of each error status, shared by the site's error page
// (components/layout/ErrorPage.tsx) and the bare pages the server answers before React Router
// runs (server/error-pages.ts), so a visitor reads the same words whichever layer refused.
export interface ErrorMessage {
  title: string;
  text: string;
}

export const ERROR_MESSAGES: Readonly<Record<number, ErrorMessage>> = {
  400: { title: "Requête invalide", text: "Les informations envoyées n’ont pas pu être traitées. Vérifiez-les et réessayez." },
  403: { title: "Accès refusé", text: "Vous n’avez pas les droits nécessaires pour afficher cette page." },
  405: { title: "Méthode non autorisée", text: "Cette adresse ne peut pas être utilisée de cette façon. Utilisez les liens et formulaires du site." },
  409: { title: "Envoi déjà en cours", text: "Votre envoi précédent est encore en cours de traitement. Patientez quelques secondes puis rechargez la page." },
  413: { title: "Envoi trop volumineux", text: "Les données envoyées dépassent la taille ou le nombre de champs autorisés pour ce formulaire. Raccourcissez votre texte et réessayez." },
  415: { title: "Format non pris en charge", text: "Le contenu envoyé n’est pas un formulaire : utilisez le formulaire de la page." },
  429: { title: "Trop de requêtes", text: "Vous avez envoyé trop de demandes en peu de temps. Merci de réessayer dans quelques instants." },
};

/** Any other status: the generic message. */
export const DEFAULT_ERROR_MESSAGE: ErrorMessage = {
  title: "Une erreur est survenue",
  text: "Nous n’avons pas pu traiter votre demande. Réessayez dans quelques instants ; si le problème persiste, écrivez-nous.",
};

export function errorMessage(status: number): ErrorMessage {
  return ERROR_MESSAGES[status] ?? DEFAULT_ERROR_MESSAGE;
}
