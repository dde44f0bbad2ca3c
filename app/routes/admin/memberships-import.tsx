// /admin/adhesions/import: the payment provider's CSV export, for "payments:manage", in three
// steps that all work without JavaScript: 1. upload the file (multipart, at most 2 MB, read
// strictly: a malformed file is refused with the reason and nothing changes); 2. say which column
// holds the date, the amount, the payer's email and the reference (guessed from the headers; the
// file waits on the server, ?fichier=<id>); 3. the result: the households marked paid, and the
// rows left for manual handling with why. The rules are in features/membership/payment-import.
import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/memberships-import";
import { FieldErrors, inputClass } from "~/components/ui/field";
import { FormStatus } from "~/components/ui/form-status";
import { SubmitButton } from "~/components/ui/submit-button";
import { AdminPage } from "~/features/admin/components/AdminFrame";
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, importMappingSchema, importUploadSchema, UNMATCHED_REASONS, type ImportField } from "~/features/membership/payments";
import { loadImport, recentImports, runImport, storeImportFile } from "~/features/membership/payment-import.server";
import { formatDateTime } from "~/lib/dates";
import { FormRefusal, requesterFrom, runFormAction } from "~/lib/form-action.server";
import { formErrorsOf, replyFor, resultWithoutFormErrors } from "~/lib/form-reply";
import { authorisedUser, permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";

const PATH = "/admin/adhesions/import";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("payments:manage")];

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Importer des paiements", description: "Administration\u202f: rapprocher le fichier du prestataire de paiement des adhésions.", noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const db = getDatabase(context);
  const id = new URL(request.url).searchParams.get("fichier");
  if (id) {
    const view = await loadImport(db, id);
    if (!view) throw data("Ce fichier n’est plus disponible\u202f: déposez-le de nouveau.", { status: 404 });
    return { view };
  }
  return { view: { step: "upload" as const, recent: await recentImports(db) } };
}

/** Both steps post here (the file as multipart, the columns as a plain form), each with its intent. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = authorisedUser(context);
  const db = getDatabase(context);
  const requester = await requesterFrom(context);
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const outcome = await runFormAction({
      request,
      requester,
      schema: importUploadSchema,
      form: "payment-import-file",
      limitBy: "back-office",
      mutate: async (value) => {
        const stored = await storeImportFile(db, user, value.file as File);
        if (stored.status === "refused") throw new FormRefusal({ formErrors: [`Fichier refusé\u202f: ${stored.message} Aucun paiement n’a été importé.`] }, 422);
        return stored.id;
      },
    });
    if (outcome.status === "refused") return outcome.response;
    return redirectWithToast(`${PATH}?fichier=${outcome.value}`, { title: "Fichier lu", description: "Vérifiez les colonnes, puis lancez l’import." });
  }
  const outcome = await runFormAction({
    request,
    requester,
    schema: importMappingSchema,
    form: "payment-import-columns",
    limitBy: "back-office",
    mutate: async ({ import_id: id, date, amount, email, reference }) => {
      const result = await runImport(db, user, id, { date, amount, email, reference });
      switch (result.status) {
        case "not_found":
          throw new FormRefusal({ formErrors: ["Ce fichier n’est plus disponible\u202f: déposez-le de nouveau."] }, 404);
        case "refused":
          throw new FormRefusal({ formErrors: [result.message] });
        case "already_imported":
          return { id, toast: { title: "Déjà importé", description: "Ce fichier a déjà été importé\u202f: rien n’a changé." } };
        case "done": {
          const { matched, unmatched } = result.result;
          return {
            id,
            toast: {
              title: "Import terminé",
              description: `${matched.length} paiement${matched.length > 1 ? "s" : ""} enregistré${matched.length > 1 ? "s" : ""}, ${unmatched.length} ligne${unmatched.length > 1 ? "s" : ""} à traiter à la main.`,
            },
          };
        }
      }
    },
  });
  if (outcome.status === "refused") return outcome.response;
  const { id, toast } = outcome.value!;
  return redirectWithToast(`${PATH}?fichier=${id}`, toast);
}


const sectionTitle = "font-serif text-xl font-bold text-brand-800 dark:text-brand-100";

export default function MembershipsImportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  const reply = actionData ?? null;
  const formErrors = formErrorsOf(reply);
  return (
    <AdminPage title="Importer des paiements" back={{ to: "/admin/adhesions", label: "Retour aux adhésions" }}>
      <ol className="mb-6 flex flex-wrap gap-3 text-sm" aria-label="Étapes de l’import">
        {["Déposer le fichier", "Choisir les colonnes", "Résultat"].map((label, index) => {
          const current = (view.step === "upload" && index === 0) || (view.step === "mapping" && index === 1) || (view.step === "result" && index === 2);
          return (
            <li key={label} aria-current={current ? "step" : undefined} className={`rounded-full border px-3 py-1 ${current ? "border-brand-700 bg-brand-50 font-semibold text-brand-900 dark:bg-slate-800 dark:text-brand-100" : "border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-300"}`}>
              {index + 1}. {label}
            </li>
          );
        })}
      </ol>
      {formErrors.length > 0 ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {formErrors.join(" ")}
        </p>
      ) : null}
      {view.step === "upload" ? <UploadStep recent={view.recent} lastResult={replyFor(reply, "upload")?.result ?? null} /> : null}
      {view.step === "mapping" ? <MappingStep view={view} lastResult={resultWithoutFormErrors(replyFor(reply, "import"))} /> : null}
      {view.step === "result" ? <ResultStep view={view} /> : null}
    </AdminPage>
  );
}

type LastResult = Parameters<typeof useForm>[0]["lastResult"];

function UploadStep({ recent, lastResult }: { recent: Array<{ id: string; fileName: string; createdAt: string; importedAt: string | null; matched: number | null; unmatched: number | null }>; lastResult: LastResult }) {
  const navigation = useNavigation();
  const errors = (lastResult?.error?.file ?? undefined) as string[] | undefined;
  return (
    <>
      <section aria-labelledby="depot-titre">
        <h2 id="depot-titre" className={sectionTitle}>
          1. Déposer le fichier du prestataire
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          L’export CSV des paiements (séparateur «&#8239;;&#8239;» ou «&#8239;,&#8239;», UTF-8, 2&nbsp;Mo et 5&nbsp;000 lignes au plus). Chaque ligne est rapprochée d’une adhésion en attente par sa référence de paiement, sinon par
          l’e-mail du payeur et le montant dû. Importer deux fois le même fichier ne change rien.
        </p>
        <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4" id="import-depot">
          <input type="hidden" name="intent" value="upload" />
          <div>
            <label htmlFor="import-fichier" className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
              Fichier CSV
            </label>
            <input
              id="import-fichier"
              type="file"
              name="file"
              accept=".csv,text/csv"
              required
              className="block w-full text-sm"
              aria-invalid={errors?.length ? true : undefined}
              aria-describedby={errors?.length ? "import-fichier-error" : undefined}
            />
            <FieldErrors id="import-fichier-error" errors={errors} />
          </div>
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Lecture...">
            Lire le fichier
          </SubmitButton>
        </Form>
      </section>
      {recent.length > 0 ? (
        <section aria-labelledby="historique-titre" className="mt-8">
          <h2 id="historique-titre" className={sectionTitle}>
            Derniers fichiers
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {recent.map((r) => (
              <li key={r.id}>
                <Link to={`${PATH}?fichier=${r.id}`} className="font-medium text-brand-800 underline dark:text-brand-100">
                  {r.fileName}
                </Link>{" "}
                — déposé le {formatDateTime(r.createdAt)}
                {r.importedAt ? `, importé\u202f: ${r.matched} paiement(s) enregistré(s), ${r.unmatched} ligne(s) à traiter` : ", pas encore importé"}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function MappingStep({ view, lastResult }: { view: { id: string; fileName: string; headers: string[]; preview: string[][]; rowCount: number; guess: Record<ImportField, number> }; lastResult: LastResult }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `import-colonnes-${view.id}`,
    lastResult,
    defaultValue: { intent: "import", import_id: view.id, ...Object.fromEntries(IMPORT_FIELDS.map((f) => [f, view.guess[f] >= 0 ? String(view.guess[f]) : ""])) },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: importMappingSchema }),
  });
  const f = fields as unknown as Record<ImportField, Parameters<typeof getSelectProps>[0] & { errors?: string[] }>;
  return (
    <section aria-labelledby="colonnes-titre">
      <h2 id="colonnes-titre" className={sectionTitle}>
        2. Choisir les colonnes
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Fichier «&#8239;{view.fileName}&#8239;»&#8239;: {view.rowCount.toLocaleString("fr-FR")} ligne{view.rowCount > 1 ? "s" : ""}. Les colonnes ont été devinées d’après leurs noms&#8239;: vérifiez-les.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <FormStatus errorId={form.errorId} errors={form.errors as string[] | undefined} />
        <input type="hidden" name="intent" value="import" />
        <input type="hidden" name="import_id" value={view.id} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {IMPORT_FIELDS.map((field) => {
            const { key, ...select } = getSelectProps(f[field]);
            const id = `colonne-${field}`;
            const errors = f[field].errors;
            return (
              <div key={key ?? field}>
                <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
                  {IMPORT_FIELD_LABELS[field]}
                </label>
                <select {...select} id={id} className={inputClass} required aria-invalid={errors?.length ? true : undefined} aria-describedby={errors?.length ? `${id}-error` : undefined}>
                  <option value="">Choisir une colonne</option>
                  {view.headers.map((header, index) => (
                    <option key={index} value={index}>
                      {header}
                    </option>
                  ))}
                </select>
                <FieldErrors id={`${id}-error`} errors={errors} />
              </div>
            );
          })}
        </div>
        <div className="relative overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <caption className="mb-1 text-left text-sm text-slate-700 dark:text-slate-300">Les premières lignes du fichier</caption>
            <thead className="border-b border-slate-300 dark:border-slate-600">
              <tr>
                {view.headers.map((header, index) => (
                  <th key={index} scope="col" className="py-2 pr-4">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.preview.map((row, index) => (
                <tr key={index} className="border-b border-slate-200 dark:border-slate-700">
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex} className="py-2 pr-4">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Import...">
            Importer les paiements
          </SubmitButton>
          <Link to={PATH} className="font-medium text-brand-800 underline dark:text-brand-100">
            Déposer un autre fichier
          </Link>
        </div>
      </Form>
    </section>
  );
}

function ResultStep({ view }: { view: Extract<Route.ComponentProps["loaderData"]["view"], { step: "result" }> }) {
  const { result } = view;
  return (
    <>
      <section aria-labelledby="resultat-titre">
        <h2 id="resultat-titre" className={sectionTitle}>
          3. Résultat
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300" role="status">
          Fichier «&#8239;{view.fileName}&#8239;» importé le {formatDateTime(view.importedAt)}&#8239;: {result.rows} ligne{result.rows > 1 ? "s" : ""}, {result.matched.length} paiement{result.matched.length > 1 ? "s" : ""} enregistré{result.matched.length > 1 ? "s" : ""}, {result.unmatched.length} ligne{result.unmatched.length > 1 ? "s" : ""} à traiter à la main.
        </p>
      </section>
      <section aria-labelledby="rapprochees-titre" className="mt-6">
        <h3 id="rapprochees-titre" className="font-serif text-lg font-bold text-brand-800 dark:text-brand-100">
          Adhésions marquées payées ({result.matched.length})
        </h3>
        {result.matched.length === 0 ? (
          <p className="mt-2 text-slate-700 dark:text-slate-300">Aucune.</p>
        ) : (
          <ResultTable
            caption="Adhésions marquées payées"
            rows={result.matched.map((r) => ({ ...r, last: r.by === "reference" ? "par la référence" : "par l’e-mail et le montant", link: r.membershipId, name: `${r.payer} (foyer n° ${r.household})` }))}
            lastHeader="Rapprochée"
          />
        )}
      </section>
      <section aria-labelledby="restantes-titre" className="mt-6">
        <h3 id="restantes-titre" className="font-serif text-lg font-bold text-brand-800 dark:text-brand-100">
          Lignes à traiter à la main ({result.unmatched.length})
        </h3>
        {result.unmatched.length === 0 ? (
          <p className="mt-2 text-slate-700 dark:text-slate-300">Aucune&#8239;: toutes les lignes ont été rapprochées.</p>
        ) : (
          <ResultTable caption="Lignes à traiter à la main" rows={result.unmatched.map((r) => ({ ...r, last: UNMATCHED_REASONS[r.reason], link: r.membershipId, name: r.membershipId ? "Voir l’adhésion" : null }))} lastHeader="Raison" />
        )}
      </section>
      <p className="mt-6">
        <Link to={PATH} className="font-medium text-brand-800 underline dark:text-brand-100">
          Importer un autre fichier
        </Link>
      </p>
    </>
  );
}

function ResultTable({ caption, rows, lastHeader }: { caption: string; rows: Array<{ line: number; date: string; amount: string; email: string; reference: string; last: string; link: string | null; name: string | null }>; lastHeader: string }) {
  return (
    <div className="mt-2 relative overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-300 dark:border-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-4">Ligne</th>
            <th scope="col" className="py-2 pr-4">Date</th>
            <th scope="col" className="py-2 pr-4">Montant</th>
            <th scope="col" className="py-2 pr-4">E-mail</th>
            <th scope="col" className="py-2 pr-4">Référence</th>
            <th scope="col" className="py-2 pr-4">{lastHeader}</th>
            <th scope="col" className="py-2 pr-4">Adhésion</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.line} className="border-b border-slate-200 dark:border-slate-700">
              <td className="py-2 pr-4">{r.line}</td>
              <td className="py-2 pr-4">{r.date}</td>
              <td className="py-2 pr-4">{r.amount}</td>
              <td className="py-2 pr-4">{r.email}</td>
              <td className="py-2 pr-4 break-all">{r.reference}</td>
              <td className="py-2 pr-4">{r.last}</td>
              <td className="py-2 pr-4">
                {r.link && r.name ? (
                  <Link to={`/admin/adhesions/${r.link}`} className="text-brand-800 underline dark:text-brand-100">
                    {r.name}
                  </Link>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
