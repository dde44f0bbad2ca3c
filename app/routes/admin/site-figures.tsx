// /admin/contenus/chiffres: every figure the site states, with its label, for the editorial team
// and administrators ("site:write"). The figures the database can count (members, actions,
// positions, files in progress) are "calculé automatiquement" or typed. Until a first save the
// code's defaults show; a save from an older version of the page is refused and keeps what was
// typed. The pages read the result on their next view (features/figures).
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/site-figures";
import { FormStatus } from "~/components/ui/form-status";
import { SubmitButton } from "~/components/ui/submit-button";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { LastSaved } from "~/features/admin/settings/LastSaved";
import { settingsAction } from "~/features/admin/settings/settings-action.server";
import { BoardFigureFieldset, NumberFigureFieldset } from "~/features/figures/components/FigureFieldsets";
import { countsToday } from "~/composition/figure-counts.server";
import { BOARD_FIGURE_KEYS, figuresFormSchema, figuresToForm, NUMBER_FIGURE_KEYS, type NumberFigureKey } from "~/features/figures/figures";
import { loadFigureSettings, saveFigureSettings } from "~/features/figures/figures.server";
import { requestNow } from "~/lib/clock.server";
import { authorisedUser, permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

const PATH = "/admin/contenus/chiffres";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("site:write")];

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Chiffres du site", description: "Administration\u202f: les chiffres affichés sur le site.", noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const db = getDatabase(context);
  const [{ figures, version, updatedAt }, counts] = await Promise.all([loadFigureSettings(db), countsToday(db, requestNow(request))]);
  // The figures still at their sample value: labelled « Exemple » on the form too.
  const samples = [...NUMBER_FIGURE_KEYS.filter((key) => figures.numbers[key].sample), ...BOARD_FIGURE_KEYS.filter((key) => figures.board[key].sample).map((key) => `board.${key}`)];
  return { values: figuresToForm(figures), version, updatedAt: updatedAt?.toISOString() ?? null, counts, samples };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = authorisedUser(context);
  return settingsAction({
    context,
    request,
    schema: figuresFormSchema,
    form: "site-figures",
    save: (form) => saveFigureSettings(getDatabase(context), user, form),
    done: { path: PATH, toast: { title: "Chiffres enregistrés", description: "Les pages du site affichent désormais ces chiffres." } },
  });
}

const SECTIONS: { id: string; title: string; intro: string; keys: NumberFigureKey[] }[] = [
  {
    id: "chiffres-presquile",
    title: "La Presqu’île en chiffres",
    intro: "Les chiffres de la page d’accueil et du panneau «\u202fLa Presqu’île aujourd’hui\u202f» de Notre histoire.",
    keys: ["visitors", "inhabitants", "employees", "unesco", "shops", "listedMonuments"],
  },
  {
    id: "chiffres-association",
    title: "L’association",
    intro: "Les chiffres des pages Prises de position et Adhésion. Le site peut les compter lui-même, ou afficher le nombre que vous saisissez.",
    keys: ["members", "actions", "positions", "inProgress"],
  },
];

export default function SiteFiguresPage({ loaderData, actionData }: Route.ComponentProps) {
  const { values, version, updatedAt, counts, samples } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `chiffres-${version}`,
    lastResult: actionData?.result ?? null,
    defaultValue: values,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: figuresFormSchema }),
  });
  const numbers = fields.numbers.getFieldset();
  const board = fields.board.getFieldset();
  const countOf = (key: NumberFigureKey) => (key in counts ? counts[key as keyof typeof counts] : undefined);
  return (
    <AdminPage title="Chiffres du site">
      <p className="max-w-prose text-slate-700 dark:text-slate-300">
        Chaque chiffre affiché sur le site se modifie ici, une seule fois pour toutes les pages qui le montrent. Les changements apparaissent dès le prochain
        affichage des pages.{" "}
        <LastSaved updatedAt={updatedAt} never="Les valeurs ci-dessous sont celles d’origine du site." />
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-10">
        <FormStatus errorId={form.errorId} errors={form.errors} />
        <input type="hidden" name="version" value={version} />
        {SECTIONS.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="space-y-4">
            <h2 id={section.id} className="font-serif text-2xl font-bold text-brand-800 dark:text-brand-100">
              {section.title}
            </h2>
            <p className="text-slate-700 dark:text-slate-300">{section.intro}</p>
            {section.keys.map((key) => (
              <NumberFigureFieldset key={key} figureKey={key} meta={numbers[key]} counted={countOf(key)} sample={samples.includes(key)} />
            ))}
          </section>
        ))}
        <section aria-labelledby="chiffres-bureau" className="space-y-4">
          <h2 id="chiffres-bureau" className="font-serif text-2xl font-bold text-brand-800 dark:text-brand-100">
            Le bureau en chiffres
          </h2>
          <p className="text-slate-700 dark:text-slate-300">Les quatre statistiques de la page Notre équipe, écrites telles qu’elles s’affichent.</p>
          <div className="grid gap-4 lg:grid-cols-2">
            {BOARD_FIGURE_KEYS.map((key) => (
              <BoardFigureFieldset key={key} figureKey={key} meta={board[key]} sample={samples.includes(`board.${key}`)} />
            ))}
          </div>
        </section>
        <div className="border-t border-slate-200 pt-5 dark:border-slate-700">
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Enregistrement...">
            Enregistrer les chiffres
          </SubmitButton>
        </div>
      </Form>
    </AdminPage>
  );
}
