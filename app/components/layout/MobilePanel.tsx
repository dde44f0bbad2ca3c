// Mobile side panel, a native modal dialog opened by the header's menu button (enhance/dialog.ts,
// wired by the shell module enhance/shell/modal.ts): focus kept inside, Escape and the backdrop
// close it, as does any link. Without scripts the header's control is a link to the footer's site
// map instead.
import { ExternalLink, Search, X } from "~/components/ui/icons";
import { Link } from "react-router";
import { mobileLinks } from "~/config/navigation";
import { DialogControl } from "./DialogControl";
import { SEARCH_DIALOG_ID } from "./search-ids";

export const MOBILE_PANEL_ID = "menu-mobile";

export interface MobilePanelProps {
  shortName: string;
  pressUrl: string | null;
  signedIn: boolean;
}

const itemClass =
  "panel-link";

export function MobilePanel({ shortName, pressUrl, signedIn }: MobilePanelProps) {
  return (
    <dialog
      id={MOBILE_PANEL_ID}
      data-module="modal"
      aria-labelledby="mobile-menu-title"
      aria-modal="true"
      className="fixed inset-0 z-[60] m-0 h-dvh max-h-none w-full max-w-none border-0 bg-slate-950/60 p-0"
    >
      <div className="ml-auto flex h-full w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white p-4 text-slate-900 shadow-2xl dark:bg-slate-900 dark:text-slate-100">
        <div className="mb-2 flex items-center justify-between">
          <h2 id="mobile-menu-title" className="font-serif text-xl font-bold text-brand-800 dark:text-brand-100">
            Menu
          </h2>
          <button
            type="button"
            data-close=""
            className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-slate-100 dark:hover:bg-slate-800"
            aria-label="Fermer le menu"
          >
            <X aria-hidden="true" className="h-6 w-6" />
          </button>
        </div>
        <nav aria-label="Navigation mobile">
          <ul className="space-y-0.5" data-testid="mobile-menu-items">
            <li>
              <DialogControl dialogId={SEARCH_DIALOG_ID} fallbackHref="/recherche" className={itemClass}>
                <Search aria-hidden="true" className="h-5 w-5" /> Rechercher
              </DialogControl>
            </li>
            {pressUrl ? (
              <li>
                <a href={pressUrl} target="_blank" rel="noopener noreferrer" className={itemClass}>
                  Espace Presse <ExternalLink aria-hidden="true" className="h-4 w-4" />
                  <span className="sr-only">(nouvel onglet)</span>
                </a>
              </li>
            ) : null}
            <li>
              <Link discover="none" to="/espace" className={itemClass}>
                {signedIn ? "Mon espace" : "Connexion"}
              </Link>
            </li>
            {mobileLinks.map((link) => (
              <li key={link.to}>
                <Link discover="none" to={link.to} className={itemClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li className="pt-2">
              <Link
                discover="none"
                to="/adhesion-structured"
               
                className="block rounded-full border border-ochre-600 px-4 py-2.5 text-center font-semibold text-ochre-700 hover:bg-ochre-100 dark:border-ochre-400 dark:text-ochre-400 dark:hover:bg-slate-800"
              >
                Adhérer
              </Link>
            </li>
          </ul>
        </nav>
        <div className="mt-auto pt-6">
          <Link
            discover="none"
            to="/adhesion"
           
            className="block rounded-2xl bg-ochre-600 px-4 py-3 text-center font-semibold text-white hover:bg-ochre-700"
          >
            Adhérer à l’{shortName}
          </Link>
        </div>
      </div>
    </dialog>
  );
}
