// A radio group drawn as selectable cards: a fieldset with its legend, keyboard operable like any
// radio group, with the group’s error. Shared by the forms of the site.
import type { ReactNode } from "react";
import { FieldErrors } from "~/components/ui/field";

export interface Choice {
  value: string;
  label: ReactNode;
  description?: ReactNode;
}

interface ChoiceGroupProps {
  /** Base for the ids of the options and the error. */
  id: string;
  name: string;
  legend: ReactNode;
  choices: ReadonlyArray<Choice>;
  defaultValue?: string;
  errors?: string[];
  required?: boolean;
  hint?: ReactNode;
  columns?: 2 | 3 | 4;
  onChange?: (value: string) => void;
}

const gridColumns = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-3", 4: "grid-cols-2 sm:grid-cols-4" } as const;

export function ChoiceGroup({ id, name, legend, choices, defaultValue, errors, required, hint, columns = 3, onChange }: ChoiceGroupProps) {
  const describedBy = [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={errors?.length ? true : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
        {legend}
        {required ? (
          <span className="text-red-700 dark:text-red-400" aria-hidden="true">
            {" "}*
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 mb-2 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <div className={`grid gap-3 ${gridColumns[columns]}`}>
        {choices.map((choice) => {
          const optionId = `${id}-${choice.value}`;
          return (
            <div key={choice.value} className="relative">
              <input
                type="radio"
                id={optionId}
                name={name}
                value={choice.value}
                defaultChecked={defaultValue === choice.value}
                onChange={onChange ? (event) => event.target.checked && onChange(choice.value) : undefined}
                className="peer absolute left-4 top-4 h-4 w-4 accent-brand-600"
              />
              <label
                htmlFor={optionId}
                className="block h-full cursor-pointer rounded-xl border-2 border-slate-200 bg-white py-3 pl-10 pr-4 text-slate-900 transition-colors hover:border-brand-200 peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:peer-checked:border-brand-200 dark:peer-checked:bg-slate-800"
              >
                <span className="block font-semibold">{choice.label}</span>
                {choice.description ? <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-300">{choice.description}</span> : null}
              </label>
            </div>
          );
        })}
      </div>
      <FieldErrors id={`${id}-error`} errors={errors} />
    </fieldset>
  );
}
