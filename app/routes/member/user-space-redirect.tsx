// /user-space: an old sign-in target of the photo page; the member space lives at /espace.
import { redirect } from "react-router";
import type { Route } from "./+types/user-space-redirect";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`/espace${url.search}`, 301);
}
