// The hidden key of one rendering of a form: a retried post under it returns the first answer.
import { IDEMPOTENCY_FIELD } from "~/lib/form-fields";

export function IdempotencyField({ value }: { value: string | undefined }) {
  return value ? <input type="hidden" name={IDEMPOTENCY_FIELD} value={value} /> : null;
}
