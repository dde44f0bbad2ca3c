// /adhesion-structured: the membership form alone, no year chosen in advance; then the payment step.
import { useLocation } from "react-router";
import type { Route } from "./+types/membership-structured";
import { MembershipPage } from "~/features/membership/components/MembershipPage";
import { loadMembershipPage, membershipAction } from "~/features/membership/page.server";
import { useRootData } from "~/lib/root-data";
import { getRequestInfo } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Formulaire d’adhésion",
    description: "Adhésion à l’association de la Presqu’île de Lyon pour un foyer de 1 à 4 personnes : formulaire et paiement sécurisé en ligne.",
    keywords: ["adhésion", "formulaire", "cotisation"],
    noindex: args.location.search.includes("etape=paiement"),
  });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  return loadMembershipPage(request, "form");
}

export async function action({ request, context }: Route.ActionArgs) {
  return membershipAction({ request, clientIp: getRequestInfo(context).clientIp, requestId: getRequestInfo(context).requestId, basePath: "/adhesion-structured" });
}

export default function MembershipStructuredRoute({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const donationUrl = useRootData()?.site.donationUrl ?? "";
  return (
    <MembershipPage state={loaderData} mode="form" basePath="/adhesion-structured" donationUrl={donationUrl} actionData={actionData} formKey={location.key} />
  );
}
