// /adhesion: join in three steps. Choose the year (?annee=), fill in the form, then the payment step
// (?etape=paiement&ref=…). The state lives in the URL so reloads and no-JavaScript visits work.
import { useLocation } from "react-router";
import type { Route } from "./+types/membership";
import { MembershipPage } from "~/features/membership/components/MembershipPage";
import { loadMembershipPage, membershipAction } from "~/features/membership/page.server";
import { useRootData } from "~/lib/root-data";
import { getRequestInfo } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Adhérer à l’association",
    description: "Rejoignez l’association de la Presqu’île de Lyon : adhésion 2025 ou 2026 pour un foyer de 1 à 4 personnes, paiement sécurisé en ligne.",
    keywords: ["adhésion", "adhérer", "cotisation", "don"],
    // The payment step is personal: keep it out of search engines.
    noindex: args.location.search.includes("etape=paiement"),
  });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  return loadMembershipPage(request, "steps");
}

export async function action({ request, context }: Route.ActionArgs) {
  return membershipAction({ request, clientIp: getRequestInfo(context).clientIp, requestId: getRequestInfo(context).requestId, basePath: "/adhesion" });
}

export default function MembershipRoute({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const donationUrl = useRootData()?.site.donationUrl ?? "";
  return <MembershipPage state={loaderData} mode="steps" basePath="/adhesion" donationUrl={donationUrl} actionData={actionData} formKey={location.key} />;
}
