// French error pages: 404 (spec text) and the others, never with a stack trace in production.
import { useEffect } from "react";
import { Link } from "react-router";
import { errorMessage } from "~/lib/error-messages";

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

/** The title of the error page for a status (the tab title of the root error boundary). */
export function errorPageTitle(status: number): string {
  if (status === 404) return "Page introuvable";
  return errorMessage(status).title;
}

export function ErrorPage({ status, path, detail }: { status: number; path: string; detail?: string }) {
  if (status === 404) return <NotFoundContent path={path} />;
  const message = errorMessage(status);
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
