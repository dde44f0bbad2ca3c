// The consent banner, rendered by the server for a visitor who has not chosen (or whose choice is
// over six months old). A labelled region after the whole page, kept in view by `sticky bottom-0`:
// it pushes no content (nothing moves, no layout shift), never hides the end of the footer (at the
// bottom of the page it sits after it), stays under the back-to-top button (z-index, and room
// kept on its right), traps no focus and comes last in the reading order, so the skip link stays
// first. It hides as soon as a choice is posted; the server's cookie then keeps it hidden.
import { Link, useFetcher } from "react-router";
import { useOnline } from "~/lib/use-online";
import { CONSENT_PATH, type ConsentState } from "../consent";
import { ConsentChoice } from "./ConsentChoice";

const BANNER_CHOICE = "consent-banner";

export function ConsentBanner({ consent, pathname }: { consent: ConsentState; pathname: string }) {
  // The banner's post, through a keyed fetcher this component holds while it renders nothing:
  // hidden while the choice is sent, and for good once the server's answer says it is stored,
  // whatever becomes of the shell's data re-read after it.
  const choice = useFetcher<{ consent?: string }>({ key: BANNER_CHOICE });
  const posting = choice.state !== "idle";
  const chosen = choice.data?.consent !== undefined;
  // Offline, the page may come from the service worker's cache, kept before the visitor chose;
  // a choice could not be sent anyway. The banner comes back online if no choice is stored.
  const online = useOnline();
  if (consent !== null || chosen || posting || pathname === CONSENT_PATH || !online) return null;
  return (
    <section
      aria-labelledby="consentement-titre"
      className="no-print sticky bottom-0 z-20 border-t-2 border-brand-800 bg-white text-slate-900 shadow-2xl dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="page-container flex flex-col gap-3 py-3 pr-20 md:flex-row md:items-center md:justify-between">
        <div className="max-w-3xl text-sm">
          <h2 id="consentement-titre" className="font-semibold">
            Mesure d’audience
          </h2>
          <p className="mt-1">
            Acceptez-vous que le site compte vos visites, sans outil tiers ni adresse IP conservée, pour savoir quelles pages servent
            aux habitants{"\u202f"}? Votre choix est gardé 6{"\u00a0"}mois.{" "}
            <Link to="/politique-confidentialite#mesure-audience" className="underline underline-offset-2">
              En savoir plus sur la mesure d’audience
            </Link>
          </p>
        </div>
        <ConsentChoice fetcherKey={BANNER_CHOICE} />
      </div>
    </section>
  );
}
