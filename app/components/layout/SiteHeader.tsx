// Sticky header: logo, desktop menus (DesktopNav), search, press space, membership and
// member-space links, the mobile menu's toggle. Without scripts the search and menu controls are
// links (the search page, the footer's site map); the shell modules swap in the buttons that open
// the dialogs (enhance/dialog.ts), and shrink the header after 20 px of scroll
// (enhance/shell/scroll.ts, which sets data-shrunk="true"). No backdrop blur behind its 95 %
// white: without a GPU the compositor redraws such a blur on every frame, a good part of a menu
// click's or keystroke's time to the next paint (bench/interactions.mjs, docs/performance.md).
import { ExternalLink, Menu, Search } from "~/components/ui/icons";
import { Link } from "react-router";
import { DesktopNav } from "./DesktopNav";
import { DialogControl } from "./DialogControl";
import { LogoMark } from "./Logo";
import { MOBILE_PANEL_ID } from "./MobilePanel";
import { SEARCH_DIALOG_ID } from "./search-ids";

export interface HeaderProps {
  shortName: string;
  /** null: the association has no press space, no link. */
  pressUrl: string | null;
  signedIn: boolean;
}

export function SiteHeader({ shortName, pressUrl, signedIn }: HeaderProps) {
  return (
    <header
      data-module="scroll"
      className="group/header no-print sticky top-0 z-40 [view-transition-name:site-header] border-b border-slate-200 bg-white/95 py-3 transition-[padding,box-shadow] duration-200 data-[shrunk=true]:py-1.5 data-[shrunk=true]:shadow-md dark:border-slate-800 dark:bg-slate-950/95"
    >
      <div className="page-container flex items-center gap-4">
        <Link discover="none" to="/" className="flex shrink-0 items-center gap-2 rounded-lg" aria-label={`${shortName}, retour à l’accueil`}>
          <LogoMark className="h-11 w-11 transition-all duration-200 group-data-[shrunk=true]/header:h-8 group-data-[shrunk=true]/header:w-8" />
          <span className="flex flex-col leading-tight">
            <span className="font-serif text-xl font-bold text-brand-800 group-data-[shrunk=true]/header:text-lg dark:text-brand-100">{shortName}</span>
            <span className="hidden text-xs text-slate-600 sm:block group-data-[shrunk=true]/header:hidden dark:text-slate-300">Presqu’île de Lyon</span>
          </span>
        </Link>

        <DesktopNav />

        <div className="ml-auto flex items-center gap-1 sm:gap-2 lg:ml-0">
          <DialogControl dialogId={SEARCH_DIALOG_ID} fallbackHref="/recherche" className={iconButtonClass} label="Rechercher (Ctrl+K)" keyShortcuts="Control+K Meta+K">
            <Search aria-hidden="true" className="h-5 w-5" />
          </DialogControl>
          {pressUrl ? (
            <a
              href={pressUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="hidden items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 lg:inline-flex dark:text-slate-200 dark:hover:bg-slate-800"
            >
              Espace Presse
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">(nouvel onglet)</span>
            </a>
          ) : null}
          <Link
            discover="none"
            to="/adhesion"
            className="hidden min-h-11 items-center rounded-full bg-ochre-600 px-4 py-2 text-sm font-semibold text-white hover:bg-ochre-700 sm:inline-flex"
          >
            Adhérer
          </Link>
          <Link
            discover="none"
            to="/espace"
            className="hidden rounded-full border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 md:inline-block dark:border-brand-200 dark:text-brand-100 dark:hover:bg-slate-800"
          >
            {signedIn ? "Mon espace" : "Connexion"}
          </Link>
          <DialogControl dialogId={MOBILE_PANEL_ID} fallbackHref="#plan-du-site" className={`${iconButtonClass} lg:hidden`} label="Ouvrir le menu" fallbackLabel="Ouvrir le menu (plan du site)">
            <Menu aria-hidden="true" className="h-6 w-6" />
          </DialogControl>
        </div>
      </div>
    </header>
  );
}

// 44 px: the search and menu controls are primary actions on a phone (WCAG 2.5.5 / 2.5.8).
const iconButtonClass =
  "inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";
