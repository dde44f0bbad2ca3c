// /user-space: an old sign-in target of the photo page. It leads to the sign-in page with its
// query (redirectTo), which sends visitors already signed in straight on.
import { redirect } from "react-router";
import type { Route } from "./+types/user-space-redirect";
import { SIGN_IN_PATH } from "~/lib/member-paths";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`${SIGN_IN_PATH}${url.search}`, 301);
}
