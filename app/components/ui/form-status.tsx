// The top of a public form: the failure of the last submission (a titled alert) or the
// form-level errors, then the note explaining the asterisk of required fields.
import { FormError } from "./form-error";

export interface FormFailure {
  title: string;
  description: string;
}

export function FormStatus({ failure, errorId, errors }: { failure?: FormFailure | null; errorId?: string; errors?: string[] }) {
  return (
    <>
      {failure ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{failure.title}</p>
          <p className="mt-1 text-sm">{failure.description}</p>
        </div>
      ) : (
        <FormError id={errorId} errors={errors} />
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Les champs marqués d’un astérisque (<span aria-hidden="true">*</span>
        <span className="sr-only">astérisque</span>) sont obligatoires.
      </p>
    </>
  );
}
