// The consent banner, rendered by the server for a visitor who has not chosen (or whose choice is
// over six months old), on every page but /cookies. A labelled region after the whole page, kept
// in view by `sticky bottom-0`: it pushes no content (nothing moves, no layout shift), never hides
// the end of the footer (at the bottom of the page it sits after it), stays under the back-to-top
// button (z-index, and room kept on its right), traps no focus and comes last in the reading
// order, so the skip link stays first.
//
// Without JavaScript its buttons are a plain form post that comes back to the page. With it, the
// consent module (app/enhance/shell/consent.ts) sends the post with fetch, hides the banner at
// once (`hidden`, shown again if the post fails) and, once the choice is stored, dispatches
// CONSENT_CHOSEN_EVENT on the document. Offline (html[data-offline], set by the offline-banner
// module) it is not shown: the page may come from the service worker's cache, kept before the
// visitor chose, and a choice could not be sent anyway; it comes back online if none is stored.
import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import { CONSENT_CHOSEN_EVENT, CONSENT_PATH, type ConsentState } from "../consent";
import { ConsentChoice } from "./ConsentChoice";

export function ConsentBanner({ consent, pathname }: { consent: ConsentState; pathname: string }) {
  // On an application page, the shell's data is read again once the module has stored a choice:
  // the banner is then not rendered any more (a client-side navigation would otherwise bring it
  // back) and the audience measurement knows the choice.
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (consent !== null) return;
    const reread = () => void revalidate();
    document.addEventListener(CONSENT_CHOSEN_EVENT, reread);
    return () => document.removeEventListener(CONSENT_CHOSEN_EVENT, reread);
  }, [consent, revalidate]);
  if (consent !== null || pathname === CONSENT_PATH) return null;
  return (
    <section
      aria-labelledby="consentement-titre"
      data-consent-banner=""
      data-module="consent"
      className="no-print sticky bottom-0 z-20 border-t-2 border-brand-800 bg-white text-slate-900 shadow-2xl dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 [html[data-offline]_&]:hidden"
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
        <ConsentChoice />
      </div>
    </section>
  );
}
