// /admin/exemples: what remains of the sample content a new install shows, kind by kind, and its
// removal in one act (features/samples). The page is the confirmation: it works without
// JavaScript, and the post removes everything in one transaction, recorded in the journal.
import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/samples";
import { FormError } from "~/components/ui/form-error";
import { SubmitButton } from "~/components/ui/submit-button";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { sampleCountText } from "~/features/samples/samples";
import { countSamples, removeAllSamples } from "~/features/samples/samples.server";
import { requesterFrom, runFormAction } from "~/lib/form-action.server";
import { formErrorsOf } from "~/lib/form-reply";
import { authorisedUser, permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("settings:manage")];

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Contenus d’exemple", description: "Retirer les contenus d’exemple du site.", noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const counts = await countSamples(getDatabase(context));
  return { counts: counts.filter((c) => c.count > 0), total: counts.reduce((sum, c) => sum + c.count, 0) };
}

const removeSchema = z.object({ intent: z.literal("remove-samples") });

export async function action({ context, request }: Route.ActionArgs) {
  const user = authorisedUser(context);
  const outcome = await runFormAction({
    request,
    requester: await requesterFrom(context),
    schema: removeSchema,
    form: "samples-remove",
    limitBy: "back-office",
    mutate: () => removeAllSamples(getDatabase(context), user),
  });
  if (outcome.status === "refused") return outcome.response;
  const removed = outcome.value!.counts.filter((c) => c.count > 0).map((c) => sampleCountText(c.kind, c.count));
  return redirectWithToast(
    "/admin",
    removed.length
      ? { title: "Contenus d’exemple retirés", description: `Retirés du site\u202f: ${removed.join(", ")}.` }
      : { title: "Aucun contenu d’exemple", description: "Il n’en restait plus aucun." },
  );
}

export default function SamplesPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { counts, total } = loaderData;
  return (
    <AdminPage title="Contenus d’exemple" back={{ to: "/admin", label: "Tableau de bord" }}>
      {total === 0 ? (
        <p className="max-w-2xl rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50">
          Aucun contenu d’exemple ne reste sur le site&#8239;: tout ce qu’il montre a été saisi par l’association.
        </p>
      ) : (
        <div className="max-w-2xl rounded-2xl border border-red-200 bg-red-50 p-6 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50">
          <p className="text-lg font-semibold">Retirer tous les contenus d’exemple&#8239;?</p>
          <p className="mt-2">
            Le site a été installé avec des contenus fictifs, marqués «&#8239;Exemple&#8239;», pour montrer à quoi il ressemble. Ceux qui restent seront supprimés
            en une fois&#8239;:
          </p>
          <ul className="mt-3 list-disc pl-6">
            {counts.map((c) => (
              <li key={c.kind}>
                {sampleCountText(c.kind, c.count)}
                {c.online < c.count ? ` (dont ${c.online.toLocaleString("fr-FR")} en ligne)` : ""}
              </li>
            ))}
          </ul>
          <p className="mt-3">
            Un exemple que vous avez modifié et enregistré est devenu le vôtre&#8239;: il reste. La suppression est définitive et sera inscrite au journal.
          </p>
          <div className="mt-4 empty:hidden">
            <FormError errors={formErrorsOf(actionData)} />
          </div>
          <Form method="post" className="mt-6 flex flex-wrap items-center gap-3">
            <input type="hidden" name="intent" value="remove-samples" />
            <SubmitButton variant="danger" pending={navigation.state === "submitting"} pendingLabel="Suppression...">
              Retirer tous les contenus d’exemple
            </SubmitButton>
            <Link to="/admin" className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-brand-800 underline dark:text-brand-100">
              Annuler
            </Link>
          </Form>
        </div>
      )}
    </AdminPage>
  );
}
