// The alert of a form's own errors (what no single field is at fault for): its own module, so
// that a page showing only this alert loads none of the fields' code (browser chunks, ADR 0024).
/** A form-level error (e.g. wrong password), announced to screen readers. */
export function FormError({ errors, id }: { errors?: string[]; id?: string }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      {errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}
