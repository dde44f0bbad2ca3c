// The back-office (/admin and everything under it): its middleware lets through only people
// holding some back-office permission, before any loader or action of the subtree runs.
// Sections that need a particular permission add `middleware = [permissionGuard("…")]`.
import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { AreaError } from "~/features/account/components/AreaError";
import { backOfficeGuard } from "~/lib/permissions.server";
import { APPLICATION_HANDLE } from "~/lib/rendering";

// The back-office is the application: the React app runs in the browser (ADR 0024).
export const handle = APPLICATION_HANDLE;

export const middleware: Route.MiddlewareFunction[] = [backOfficeGuard];

// A loader makes client-side navigations into the back-office go through the server, so the
// middleware runs for them too (React Router only calls the server when a route has a loader).
export function loader() {
  return null;
}

export default function AdminLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaError error={error} back={{ to: "/admin", label: "Retour au tableau de bord" }} />;
}
