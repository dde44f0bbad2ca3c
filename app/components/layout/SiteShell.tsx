// The page shell around every route: skip link, offline banner, header, mobile panel,
// search overlay (Ctrl/Cmd+K, its code loaded when first opened), main content, footer,
// back-to-top, toasts, install card. The service worker and the outbox are the offline
// feature's (features/offline, mounted by the root).
import { Suspense, useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from "react";
import { useLocation } from "react-router";
import { associationDefaults } from "~/config/association";
import { useRootData } from "~/lib/root-data";
import { Toaster } from "~/components/ui/toaster";
import { BackToTop } from "./BackToTop";
import { InstallPrompt } from "./InstallPrompt";
import { MobilePanel } from "./MobilePanel";
import { OfflineBanner } from "./OfflineBanner";
import type { SearchDialogProps } from "./SearchOverlay";
import { ShellContext } from "./shell-context";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

const fallbackSite = { ...associationDefaults, siteUrl: "", social: [] };

/**
 * `search`: the site search's dialog, provided by the search feature through root.tsx as a lazy
 * component: it is rendered (and its code fetched) from the first time the search is opened.
 */
export function SiteShell({ children, search: SearchDialog }: { children: ReactNode; search: ComponentType<SearchDialogProps> }) {
  const root = useRootData();
  const site = root?.site ?? fallbackSite;
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchUsed, setSearchUsed] = useState(false);
  if (searchOpen && !searchUsed) setSearchUsed(true);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setMenuOpen(false);
        setSearchOpen(true);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // Any navigation closes the overlays.
  useEffect(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  }, [location.pathname]);

  const openSearch = useCallback(() => setSearchOpen(true), []);
  const openMobileMenu = useCallback(() => setMenuOpen(true), []);
  const shell = useMemo(
    () => ({ openSearch, openMobileMenu, searchOpen, menuOpen }),
    [openSearch, openMobileMenu, searchOpen, menuOpen],
  );

  return (
    <ShellContext.Provider value={shell}>
      <a href="#contenu" className="sr-only z-[70] rounded bg-white px-4 py-2 text-brand-800 focus:not-sr-only focus:fixed focus:left-2 focus:top-2">
        Aller au contenu
      </a>
      <OfflineBanner />
      <SiteHeader shortName={site.shortName} pressUrl={site.pressUrl} signedIn={Boolean(root?.user)} />
      <MobilePanel
        open={menuOpen}
        onOpenChange={setMenuOpen}
        onSearch={openSearch}
        shortName={site.shortName}
        pressUrl={site.pressUrl}
        signedIn={Boolean(root?.user)}
      />
      {searchUsed ? (
        <Suspense fallback={null}>
          <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} shortName={site.shortName} />
        </Suspense>
      ) : null}
      <main id="contenu" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter site={site} theme={root?.theme ?? null} />
      <BackToTop />
      <InstallPrompt shortName={site.shortName} held={root?.consent === null} />
      <Toaster initial={root?.toast ?? null} />
    </ShellContext.Provider>
  );
}
