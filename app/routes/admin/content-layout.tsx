// /admin/blog, /admin/rencontres, /admin/propositions, /admin/prises-positions and their
// editors: the section's middleware answers 404 for an unknown section and 403 without the
// kind's permission, before any loader or action below runs (the admin layout has already
// required a back-office user).
import { Outlet } from "react-router";
import type { Route } from "./+types/content-layout";
import { requireContentSection } from "~/features/admin/content/editor.server";

export const middleware: Route.MiddlewareFunction[] = [
  async ({ context, params }) => {
    await requireContentSection(context, params.section);
  },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  const { kind } = await requireContentSection(context, params.section);
  return { section: kind.section };
}

export default function ContentLayout() {
  return <Outlet />;
}
