// The document shell: root middleware (the session, read once per request into the router
// context), root loader (site identity, current user, theme, flash toast), the page layout
// with header and footer, and the French error pages.
// zod-setup: also first on the server render path (the browser loads it from entry.client).
import "~/lib/zod-setup";
import { useEffect } from "react";
import enhanceEntry from "virtual:adpl/enhance-entry";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { SiteShell } from "~/composition/SiteShell";
import { AudienceMeasurement } from "~/features/analytics/components/AudienceMeasurement";
import { ConsentBanner } from "~/features/consent/components/ConsentBanner";
import { getConsent } from "~/features/consent/consent.server";
import { OfflineApp } from "~/features/offline/components/OfflineApp";
import { ErrorPage, errorPageTitle } from "~/components/layout/ErrorPage";
import { useNonce } from "~/lib/nonce";
import { isApplication } from "~/lib/rendering";
import { SPECULATION_RULES_TEXT } from "~/lib/speculation";
import { sessionMiddleware } from "~/lib/request-context.server";
import { loadShellData, shellDataMiddleware } from "~/composition/shell-data.server";
import { readToast } from "~/lib/toast.server";
import { hasTestClock } from "~/lib/clock.server";
import { useRootData, type RootLoaderData } from "~/lib/root-data";
import { pageTitle } from "~/lib/seo";
import stylesheet from "./app.css?url";
// The same hashed files app.css declares: preloaded so headings and text swap in early.
import serifFont from "@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff2?url";
import sansFont from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url";

export const links: Route.LinksFunction = () => [
  // The only render-blocking resource: listed first so it loads before the module preloads.
  { rel: "stylesheet", href: stylesheet, precedence: "high" },
  { rel: "preload", href: sansFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: serifFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

// Pages define their own metadata; an error page shown by a boundary (this one, or the member
// and admin layouts') gets its title here, since the page's own meta did not run.
export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? [{ title: pageTitle(errorPageTitle(isRouteErrorResponse(error) ? error.status : 500), "ADPL") }, { name: "robots", content: "noindex" }]
    : [];

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware, shellDataMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [shell, { toast, clearHeader }] = await Promise.all([loadShellData(context), readToast(request)]);
  // The session cookie's daily refresh is forwarded by sessionMiddleware.
  // The audience-measurement choice (null: not made, the banner shows), read from its cookie.
  // No pages fetched ahead for a page rendered at a test clock's time (lib/clock.server.ts).
  const frame: RootLoaderData = { ...shell, toast };
  return data({ ...frame, consent: getConsent(request), speculation: !hasTestClock(request) }, clearHeader ? { headers: { "Set-Cookie": clearHeader } } : undefined);
}

/** The root loader's own fields (the consent choice, page speculation): absent on a refusal. */
function useDocumentData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const speculation = useDocumentData()?.speculation;
  const nonce = useNonce();
  // Only application routes ship the React app to the browser (ADR 0024); every page loads the
  // enhancement entry, which drives the shell and the page's own behaviours.
  const app = isApplication(useMatches());
  // Marks the document once React has hydrated it; the end-to-end tests wait for it (and for
  // html[data-enhanced], set by the enhancement entry) before using widgets.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const themeClass = root?.theme ?? "system";
  return (
    <html lang="fr" className={themeClass} data-app={app ? "" : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#152e52" />
        <Meta />
        <Links />
        <script type="module" src={enhanceEntry} nonce={nonce} data-enhance="" />
        {/* A document's links to public pages are prefetched when the pointer rests on them. */}
        {app || speculation === false ? null : <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: SPECULATION_RULES_TEXT }} />}
      </head>
      <body className="min-h-screen">
        {children}
        {app ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <SiteShell>
        <Outlet />
      </SiteShell>
      <Consent />
      <OfflineApp />
    </>
  );
}

/** The consent banner (until a choice is made) and, with consent only, the audience measurement. */
function Consent() {
  // A refusal raised by a guard carries the shell's data without the choice: show nothing then.
  const consent = useDocumentData()?.consent;
  const { pathname } = useLocation();
  if (consent === undefined) return null;
  return (
    <>
      <ConsentBanner consent={consent} pathname={pathname} />
      <AudienceMeasurement consent={consent} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  let status = 500;
  let detail: string | undefined;
  if (isRouteErrorResponse(error)) {
    status = error.status;
  } else if (import.meta.env.DEV && error instanceof Error) {
    detail = error.stack;
  }
  return (
    <>
      <SiteShell>
        <ErrorPage status={status} path={location.pathname} detail={detail} />
      </SiteShell>
      <Consent />
      <OfflineApp />
    </>
  );
}
