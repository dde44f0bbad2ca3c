// "Back to top" button, rendered hidden: the shell module enhance/shell/back-to-top.ts shows it
// after 160 px of scroll (without scripts it stays hidden: it could not move the focus).
import { ArrowUp } from "~/components/ui/icons";

export function BackToTop() {
  return (
    <button
      type="button"
      hidden
      data-module="back-to-top"
      className="no-print fixed bottom-5 right-5 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
      aria-label="Revenir en haut de la page"
    >
      <ArrowUp aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
