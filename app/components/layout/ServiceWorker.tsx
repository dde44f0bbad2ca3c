// Registers the service worker (installable app, offline reading) once the page has loaded.
import { useEffect } from "react";

export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
    const register = () => {
      navigator.serviceWorker.register("/sw.js").catch((error: unknown) => console.warn("Service worker registration failed", error));
    };
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }, []);
  return null;
}
