// The page shell around every route: skip link, offline banner, the demonstration band while
// sample content is online (features/samples), header, mobile panel, search
// overlay (Ctrl/Cmd+K), main content, footer, back-to-top, toasts, install card. Static markup
// rendered by the server: its behaviours are the enhancement entry's shell modules
// (app/enhance/shell, ADR 0024), on documents and application pages alike. The service worker
// and the outbox are the offline feature's (mounted by the root). The shell's links say
// `discover="none"`: on documents no router reads React Router's discovery attribute, and on
// application pages a click discovers its route when it happens. In the composition root: it
// puts a feature (the search overlay) in the frame that components/layout draws.
import type { ReactNode } from "react";
import { associationDefaults } from "~/config/association";
import { useRootData } from "~/lib/root-data";
import { Toaster } from "~/components/ui/toaster";
import { BackToTop } from "~/components/layout/BackToTop";
import { InstallPrompt } from "~/components/layout/InstallPrompt";
import { MobilePanel } from "~/components/layout/MobilePanel";
import { OfflineBanner } from "~/components/layout/OfflineBanner";
import { DemonstrationBand } from "~/features/samples/components/DemonstrationBand";
import { SearchOverlay } from "~/features/search/components/SearchOverlay";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { SiteHeader } from "~/components/layout/SiteHeader";

const fallbackSite = { ...associationDefaults, siteUrl: "", social: [] };

export function SiteShell({ children }: { children: ReactNode }) {
  const root = useRootData();
  const site = root?.site ?? fallbackSite;
  return (
    <>
      <a href="#contenu" className="sr-only z-[70] rounded bg-white px-4 py-2 text-brand-800 focus:not-sr-only focus:fixed focus:left-2 focus:top-2">
        Aller au contenu
      </a>
      <OfflineBanner />
      {root?.demonstration ? <DemonstrationBand /> : null}
      <SiteHeader shortName={site.shortName} pressUrl={site.pressUrl} signedIn={Boolean(root?.user)} />
      <MobilePanel shortName={site.shortName} pressUrl={site.pressUrl} signedIn={Boolean(root?.user)} />
      <SearchOverlay shortName={site.shortName} />
      <main id="contenu" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter site={site} theme={root?.theme ?? null} />
      <BackToTop />
      <InstallPrompt shortName={site.shortName} />
      <Toaster initial={root?.toast ?? null} />
    </>
  );
}
