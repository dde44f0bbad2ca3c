// The error panel of the member space and the back-office: shown by their layouts' error
// boundaries inside the page shell, so the site's navigation stays usable. French, and never a
// stack trace (the error is logged on the server by entry.server.tsx).
import { isRouteErrorResponse, Link } from "react-router";

const messages: Record<number, { title: string; text: string }> = {
  400: { title: "Requête invalide", text: "Les informations envoyées n’ont pas pu être traitées. Vérifiez-les et réessayez." },
  403: { title: "Accès refusé", text: "Vous n’avez pas les droits nécessaires pour afficher cette page." },
  404: { title: "Page introuvable", text: "Cette page n’existe pas ou a été déplacée." },
};

const fallback = {
  title: "Une erreur est survenue",
  text: "Cette partie de la page n’a pas pu s’afficher. Réessayez dans quelques instants ; si le problème persiste, écrivez-nous.",
};

export function AreaError({ error, back }: { error: unknown; back: { to: string; label: string } }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = messages[status] ?? fallback;
  return (
    <div className="mx-auto flex min-h-[40vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="font-serif text-5xl font-bold text-brand-700 dark:text-brand-200">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">{message.title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{message.text}</p>
      <Link to={back.to} className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        {back.label}
      </Link>
    </div>
  );
}
