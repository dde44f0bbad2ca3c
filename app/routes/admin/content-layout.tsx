// /admin/blog, /admin/rencontres, /admin/propositions, /admin/prises-positions and their
// editors: the section's middleware answers 404 for an unknown section and 403 without the
// kind's permission, before any loader or action below runs (the admin layout has already
// required a back-office user), and records the user it lets in: the pages read it through
// authorisedUser(context). Every page below has a loader, so client-side navigations go
// through the server and this middleware too; the layout needs no loader of its own.
import { Outlet } from "react-router";
import type { Route } from "./+types/content-layout";
import { requireContentSection } from "~/features/admin/content/editor.server";

export const middleware: Route.MiddlewareFunction[] = [
  async ({ context, params, request }) => {
    await requireContentSection(context, request, params.section);
  },
];

export default function ContentLayout() {
  return <Outlet />;
}
