// The "install the app" card (components/layout/InstallPrompt.tsx): shown when the browser offers
// installation (beforeinstallprompt), unless the app runs installed or the visitor said « Plus
// tard » ('pwa-install-dismissed' in localStorage); held while the consent banner
// ([data-consent-banner], not hidden) waits for a choice, shown once the choice is made
// (CONSENT_CHOSEN_EVENT).
import { CONSENT_CHOSEN_EVENT } from "~/features/consent/consent";
import type { EnhancementModule } from "../module";

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

function storeDismissed(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, "true");
  } catch (error) {
    console.warn("localStorage unavailable", error);
  }
}

const consentPending = () => document.querySelector("[data-consent-banner]:not([hidden])") !== null;

const install: EnhancementModule = (card) => {
  if (window.matchMedia("(display-mode: standalone)").matches || readDismissed()) return;
  let offered: BeforeInstallPromptEvent | null = null;
  const update = () => {
    card.hidden = offered === null || consentPending();
  };
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    offered = event as BeforeInstallPromptEvent;
    update();
  });
  window.addEventListener("appinstalled", () => {
    offered = null;
    update();
  });
  document.addEventListener(CONSENT_CHOSEN_EVENT, update);
  card.addEventListener("click", async (event) => {
    const target = event.target as Element;
    if (target.closest("[data-install-later]")) {
      storeDismissed();
      offered = null;
    } else if (target.closest("[data-install]") && offered) {
      const prompt = offered;
      await prompt.prompt();
      if ((await prompt.userChoice).outcome === "accepted") storeDismissed();
      offered = null;
    }
    update();
  });
};

export default install;
