// French error pages: 404 (spec text) and the others, never with a stack trace in production.
import { useEffect } from "react";
import { Link } from "react-router";

export function NotFoundContent({ path }: { path: string }) {
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", path);
  }, [path]);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <p className="font-serif text-7xl font-bold text-brand-700 dark:text-brand-200">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        La page <code className="rounded bg-slate-100 px-1 dark:bg-slate-800">{path}</code> n’existe pas ou a été déplacée.
      </p>
      <Link to="/" className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        Retour à l’accueil
      </Link>
    </div>
  );
}

const messages: Record<number, { title: string; text: string }> = {
  400: { title: "Requête invalide", text: "Les informations envoyées n’ont pas pu être traitées. Vérifiez-les et réessayez." },
  403: { title: "Accès refusé", text: "Vous n’avez pas les droits nécessaires pour afficher cette page." },
  405: { title: "Action non autorisée", text: "Cette page ne peut pas être utilisée de cette façon." },
  409: { title: "Envoi déjà en cours", text: "Votre envoi précédent est encore en cours de traitement. Patientez quelques secondes puis rechargez la page." },
  413: { title: "Envoi trop volumineux", text: "Les données envoyées dépassent la taille ou le nombre de champs autorisés pour ce formulaire." },
  415: { title: "Format non pris en charge", text: "Le contenu envoyé n’est pas un formulaire : utilisez le formulaire de la page." },
  429: { title: "Trop de requêtes", text: "Vous avez envoyé trop de demandes en peu de temps. Merci de patienter un instant." },
};

/** The title of the error page for a status (the tab title of the root error boundary). */
export function errorPageTitle(status: number): string {
  if (status === 404) return "Page introuvable";
  return messages[status]?.title ?? "Une erreur est survenue";
}

export function ErrorPage({ status, path, detail }: { status: number; path: string; detail?: string }) {
  if (status === 404) return <NotFoundContent path={path} />;
  const message = messages[status] ?? {
    title: "Une erreur est survenue",
    text: "Nous n’avons pas pu afficher cette page. Réessayez dans quelques instants ; si le problème persiste, écrivez-nous.",
  };
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <p className="font-serif text-6xl font-bold text-brand-700 dark:text-brand-200">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">{message.title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{message.text}</p>
      {detail ? <pre className="mt-6 max-w-full overflow-auto rounded bg-slate-100 p-4 text-left text-xs dark:bg-slate-800">{detail}</pre> : null}
      <Link to="/" className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        Retour à l’accueil
      </Link>
    </div>
  );
}
