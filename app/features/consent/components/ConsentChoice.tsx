// The two buttons of the consent choice, equally visible (same size, same style, neither
// pre-selected). A plain form post to /cookies without JavaScript (which redirects back); with
// JavaScript a fetcher posts it without leaving the page, and the shell re-reads the choice.
import { useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { CONSENT_PATH } from "../consent";

const BUTTON =
  "inline-flex min-h-11 min-w-32 items-center justify-center rounded-full border-2 border-brand-800 bg-white px-5 font-semibold text-brand-900 hover:bg-brand-50 dark:border-white dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800";

/** `fetcherKey` lets the banner read the post's state and answer (see ConsentBanner). */
export function ConsentChoice({ fetcherKey }: { fetcherKey?: string } = {}) {
  const fetcher = useFetcher(fetcherKey === undefined ? undefined : { key: fetcherKey });
  const location = useLocation();
  // Without JavaScript the post must come back to this page; with it, the fetcher stays here.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  return (
    <fetcher.Form method="post" action={CONSENT_PATH} className="flex flex-wrap gap-3">
      {scripted ? null : <input type="hidden" name="redirectTo" value={location.pathname + location.search} />}
      <button type="submit" name="consent" value="granted" className={BUTTON}>
        Accepter
      </button>
      <button type="submit" name="consent" value="denied" className={BUTTON}>
        Refuser
      </button>
    </fetcher.Form>
  );
}
