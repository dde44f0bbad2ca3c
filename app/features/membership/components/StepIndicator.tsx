// The three steps of joining: choose, fill in the form, pay securely with the external card provider.
import { Check } from "~/components/ui/icons";

const STEPS = ["Choisir mon adhésion", "Remplir le formulaire", "Paiement sécurisé"] as const;

export function StepIndicator({ current }: { current: 1 | 2 | 3 }) {
  return (
    <nav aria-label="Étapes de l’adhésion">
      <ol className="flex items-start justify-between gap-2">
        {STEPS.map((label, index) => {
          const step = index + 1;
          const done = step < current;
          const active = step === current;
          return (
            <li key={label} aria-current={active ? "step" : undefined} className="flex flex-1 flex-col items-center text-center">
              <span
                className={`flex h-10 w-10 items-center justify-center rounded-full border-2 font-bold ${
                  active
                    ? "border-brand-700 bg-brand-700 text-white dark:border-brand-200 dark:bg-brand-200 dark:text-brand-900"
                    : done
                      ? "border-emerald-700 bg-emerald-700 text-white"
                      : "border-slate-300 bg-white text-slate-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-300"
                }`}
              >
                {done ? <Check aria-hidden="true" className="h-5 w-5" /> : <span aria-hidden="true">{step}</span>}
              </span>
              <span className={`mt-2 text-sm ${active ? "font-semibold text-brand-800 dark:text-brand-100" : "text-slate-700 dark:text-slate-300"}`}>
                <span className="sr-only">
                  Étape {step}
                  {done ? " (terminée)" : ""}&#8239;:{" "}
                </span>
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
