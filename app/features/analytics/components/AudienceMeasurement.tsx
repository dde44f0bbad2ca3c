// The audience measurement's marker, rendered by the server on every page: the visitor's choice
// (`data-audience`), read by the audience module (app/enhance/shell/audience.ts), which records one
// page view per document load and the named event of a success toast, with consent only, and by
// track.ts for the pages' own events. On an application page React adds what only it knows: a
// page view at each client-side navigation (never for the document's own load, already counted
// by the module).
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { ConsentState } from "~/features/consent/consent";
import { AUDIENCE_ATTRIBUTE, analyticsGranted } from "../track";

export function AudienceMeasurement({ consent }: { consent: ConsentState }) {
  const { pathname, search } = useLocation();
  const url = pathname + search;
  // The page the document was loaded on, then the last one counted.
  const counted = useRef(url);
  useEffect(() => {
    if (counted.current === url) return;
    counted.current = url;
    if (analyticsGranted()) void import("../beacon").then((beacon) => beacon.sendEvent("page_view"), () => undefined);
  }, [url]);
  return <div hidden data-module="audience" {...{ [AUDIENCE_ATTRIBUTE]: consent ?? "none" }} />;
}
