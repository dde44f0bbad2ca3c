// "Install the app" card: only when the browser offers installation, the app is not running
// installed, and the visitor has not dismissed it ('pwa-install-dismissed' in localStorage);
// never over the consent banner, whose two buttons must stay in sight until the visitor chooses.
import { Download, X } from "lucide-react";
import { useEffect, useState } from "react";

const DISMISSED_KEY = "pwa-install-dismissed";

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

function readDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === "true";
  } catch (error) {
    console.warn("localStorage unavailable", error);
    return false;
  }
}

function storeDismissed() {
  try {
    localStorage.setItem(DISMISSED_KEY, "true");
  } catch (error) {
    console.warn("localStorage unavailable", error);
  }
}

/** `held`: the consent banner is on screen; the card waits for that choice instead of covering it. */
export function InstallPrompt({ shortName, held = false }: { shortName: string; held?: boolean }) {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  useEffect(() => {
    const standalone = window.matchMedia("(display-mode: standalone)").matches;
    if (standalone || readDismissed()) return;
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setDeferred(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setDeferred(null);
    window.addEventListener("beforeinstallprompt", onPrompt);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);
  if (!deferred || held) return null;
  const later = () => {
    storeDismissed();
    setDeferred(null);
  };
  return (
    <section aria-labelledby="install-title" className="no-print fixed bottom-4 left-4 z-40 w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-4 shadow-2xl dark:border-slate-700 dark:bg-slate-900">
      <button type="button" onClick={later} className="absolute right-2 top-2 rounded-full p-1 hover:bg-slate-100 dark:hover:bg-slate-800" aria-label="Fermer">
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
      <h2 id="install-title" className="flex items-center gap-2 font-semibold">
        <Download aria-hidden="true" className="h-5 w-5 text-brand-600" /> Installer l’app {shortName}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Accédez au site depuis votre écran d’accueil, même avec une connexion instable.</p>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          onClick={async () => {
            await deferred.prompt();
            const choice = await deferred.userChoice;
            if (choice.outcome === "accepted") storeDismissed();
            setDeferred(null);
          }}
        >
          Installer
        </button>
        <button type="button" onClick={later} className="rounded-full px-4 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800">
          Plus tard
        </button>
      </div>
    </section>
  );
}
