// Any unknown path: the spec's 404 page, with HTTP status 404 and the path in the server log.
import { data, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundContent } from "~/components/layout/ErrorPage";
import { logger } from "~/lib/logger.server";
import { seo } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  logger.warn({ path }, "404: unknown route");
  return data(null, { status: 404 });
}

// Unknown paths posted to still answer 404, never 405 or 500.
export function action({ request }: Route.ActionArgs) {
  return loader({ request } as Route.LoaderArgs);
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Page introuvable", description: "Cette page n’existe pas.", noindex: true });

export default function NotFound() {
  const location = useLocation();
  return <NotFoundContent path={location.pathname} />;
}
