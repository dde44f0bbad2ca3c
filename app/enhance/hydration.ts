// On an application page (html[data-app]) React hydrates the server's markup after the modules
// attach. A module may toggle attributes at any time, but text it writes into React's markup must
// wait until React has hydrated it (html[data-hydrated]), or React would find markup it did not
// render. On a document nothing waits.

export function afterHydration(run: () => void): void {
  const html = document.documentElement;
  if (!html.hasAttribute("data-app") || html.hasAttribute("data-hydrated")) {
    run();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!html.hasAttribute("data-hydrated")) return;
    observer.disconnect();
    run();
  });
  observer.observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
}
