// Guards the whole back-office: every admin route's loader runs after this one, and each admin
// loader and action also calls requireAdmin itself (a layout loader does not protect actions).
import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { requireAdmin } from "~/lib/permissions.server";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { adminEmail: admin.email };
}

export default function AdminLayout() {
  return <Outlet />;
}
