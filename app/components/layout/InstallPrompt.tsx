// "Install the app" card, rendered hidden: the shell module enhance/shell/install.ts shows it only
// when the browser offers installation, the app is not running installed, and the visitor has not
// dismissed it; never over the consent banner, whose two buttons must stay in sight until the
// visitor chooses.
import { Download, X } from "~/components/ui/icons";

export function InstallPrompt({ shortName }: { shortName: string }) {
  return (
    <section
      hidden
      data-module="install"
      aria-labelledby="install-title"
      className="no-print fixed bottom-4 left-4 z-40 w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-4 shadow-2xl dark:border-slate-700 dark:bg-slate-900"
    >
      <button type="button" data-install-later="" className="absolute right-2 top-2 rounded-full p-1 hover:bg-slate-100 dark:hover:bg-slate-800" aria-label="Fermer">
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
      <h2 id="install-title" className="flex items-center gap-2 font-semibold">
        <Download aria-hidden="true" className="h-5 w-5 text-brand-600" /> Installer l’app {shortName}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Accédez au site depuis votre écran d’accueil, même avec une connexion instable.</p>
      <div className="mt-3 flex gap-2">
        <button type="button" data-install="" className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          Installer
        </button>
        <button type="button" data-install-later="" className="rounded-full px-4 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800">
          Plus tard
        </button>
      </div>
    </section>
  );
}
