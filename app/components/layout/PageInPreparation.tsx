// A real, honest state for pages whose feature has not been delivered yet.
import { Construction } from "lucide-react";
import { Link } from "react-router";

export function PageInPreparation({ title, intro }: { title: string; intro: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="font-serif text-4xl font-bold text-brand-800 dark:text-brand-100">{title}</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{intro}</p>
      <div role="status" className="mt-10 flex items-start gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950">
        <Construction aria-hidden="true" className="h-8 w-8 shrink-0" />
        <div>
          <p className="font-semibold">Page en préparation</p>
          <p className="mt-1">Cette rubrique est en cours de construction et sera bientôt disponible. En attendant, vous pouvez nous écrire ou découvrir l’association.</p>
          <p className="mt-3 flex flex-wrap gap-3">
            <Link to="/" className="font-medium underline">
              Retour à l’accueil
            </Link>
            <Link to="/adhesion" className="font-medium underline">
              Adhérer
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
