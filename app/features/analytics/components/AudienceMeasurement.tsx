// Mounted once by the shell: tells track.ts whether the visitor consented and, only when they did,
// loads the sender (beacon.ts) to record a page view at each navigation and the named event of a
// success toast (success-toasts.ts, inside the lazy module too). Renders nothing.
import { useEffect } from "react";
import { useLocation } from "react-router";
import type { ConsentState } from "~/features/consent/consent";
import { useRootData } from "~/lib/root-data";
import { setAnalyticsConsent } from "../track";

const sender = () => import("../beacon");

export function AudienceMeasurement({ consent }: { consent: ConsentState }) {
  const { pathname, search } = useLocation();
  const toast = useRootData()?.toast ?? null;
  const granted = consent === "granted";
  // Set during render (browser only), so the pages' own effects, which run first, already know.
  if (typeof window !== "undefined") setAnalyticsConsent(granted);
  useEffect(() => {
    if (granted) void sender().then((beacon) => beacon.sendEvent("page_view"), () => undefined);
  }, [granted, pathname, search]);
  useEffect(() => {
    if (granted && toast) void sender().then((beacon) => beacon.reportToast(toast), () => undefined);
  }, [granted, toast]);
  return null;
}
