// /espace/connexion: the sign-in address of earlier versions. Signing in now happens on /espace
// (?onglet=connexion); the query (redirectTo, onglet) goes along.
import { redirect } from "react-router";
import type { Route } from "./+types/sign-in";
import { MEMBER_HOME_PATH } from "~/lib/member-paths";

export function loader({ request }: Route.LoaderArgs) {
  return redirect(`${MEMBER_HOME_PATH}${new URL(request.url).search}`, 301);
}
