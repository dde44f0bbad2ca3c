// The member space (/espace and the pages under it): its middleware requires a signed-in user
// for every loader and action below, so a member page cannot forget to check. Signed-out
// visitors are sent to /espace (tab connexion) and brought back afterwards.
import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { AreaError } from "~/features/account/components/AreaError";
import { memberGuard } from "~/lib/permissions.server";

export const middleware: Route.MiddlewareFunction[] = [memberGuard];

// A loader makes client-side navigations into the member space go through the server, so the
// middleware runs for them too (React Router only calls the server when a route has a loader).
export function loader() {
  return null;
}

export default function MemberLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaError error={error} back={{ to: "/espace", label: "Retour à mon espace" }} />;
}
