// Form field primitives: a label, the control, an optional hint and the error message, wired
// with ids and aria attributes (ours win over conform's, so the hint stays described). Used by
// every form of the site.
import { useLayoutEffect, useRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { restoreTypedBeforeHydration } from "~/lib/typed-before-hydration";

export const inputClass =
  "field-input";

interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: string[];
  required?: boolean;
  children: ReactNode;
  className?: string;
}

export function FieldShell({ id, label, hint, errors, required, children, className = "" }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span className="text-red-700 dark:text-red-400" aria-hidden="true">
            {" "}*
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

/**
 * A field's error slot: always rendered (hidden while empty) so that a document form's module
 * (enhance/modules/form.ts) can write a message the browser found into it without building markup.
 */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <div id={id} hidden={!errors?.length} data-field-errors="" className="field-errors">
      {errors?.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}

function describedBy(id: string, hint: unknown, errors?: string[]): string | undefined {
  const ids = [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

type BaseProps = { id: string; label: ReactNode; hint?: ReactNode; errors?: string[]; className?: string };

export function TextField({ id, label, hint, errors, className, required, ...input }: BaseProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell id={id} label={label} hint={hint} errors={errors} required={required} className={className}>
      <input
        {...input}
        id={id}
        className={inputClass}
        required={required}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, hint, errors)}
      />
    </FieldShell>
  );
}

/**
 * A password input with a show/hide toggle. The toggle needs JavaScript: rendered hidden, the
 * password-toggle module (enhance/modules/password-toggle.ts) shows it and switches the input's
 * type; the field works the same without it.
 */
export function PasswordField({ id, label, hint, errors, className, required, ...input }: BaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return (
    <FieldShell id={id} label={label} hint={hint} errors={errors} required={required} className={className}>
      <div className="relative">
        <input
          {...input}
          type="password"
          id={id}
          className={`${inputClass} pr-28`}
          required={required}
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={describedBy(id, hint, errors)}
        />
        <button
          type="button"
          hidden
          data-module="password-toggle"
          aria-controls={id}
          aria-pressed="false"
          className="absolute inset-y-1 right-1 min-w-11 rounded-md px-3 text-sm font-medium text-brand-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-100 dark:hover:bg-slate-800"
        >
          <span data-when="hidden">Afficher</span>
          <span data-when="shown" hidden>
            Masquer
          </span>
          <span className="sr-only"> le mot de passe</span>
        </button>
      </div>
    </FieldShell>
  );
}

export function TextAreaField({ id, label, hint, errors, className, required, ...input }: BaseProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const area = useRef<HTMLTextAreaElement>(null);
  // On an application page, hydration puts a text area back to its server-rendered text: an edit
  // made before is restored (lib/typed-before-hydration.ts).
  useLayoutEffect(() => restoreTypedBeforeHydration(area.current), []);
  return (
    <FieldShell id={id} label={label} hint={hint} errors={errors} required={required} className={className}>
      <textarea
        {...input}
        ref={area}
        id={id}
        className={inputClass}
        required={required}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, hint, errors)}
      />
    </FieldShell>
  );
}

export function SelectField({
  id,
  label,
  hint,
  errors,
  className,
  required,
  options,
  placeholder,
  ...select
}: BaseProps & SelectHTMLAttributes<HTMLSelectElement> & { options: ReadonlyArray<{ value: string; label: string }>; placeholder?: string }) {
  return (
    <FieldShell id={id} label={label} hint={hint} errors={errors} required={required} className={className}>
      <select
        {...select}
        id={id}
        className={inputClass}
        required={required}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, hint, errors)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

