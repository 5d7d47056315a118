// Runs a schema over a plain object and reports every failing field once, as `{ field, message }` with the
// message an i18n key. Used by the API (then mapped to wire names) and by tests.
import { ValidationError, type Schema } from 'yup';

export interface FieldError<F extends string = string> {
  field: F;
  message: string;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** `sectors[1]` → `sectors`: an error inside a list belongs to the list's field. */
const fieldOf = (path: string | undefined) => (path ?? '').replace(/\[.*$/, '').split('.')[0] ?? '';

/** yup reports in no useful order; the error summary lists fields in the order the form shows them. */
function inSchemaOrder(schema: Schema<unknown>, errors: FieldError[]): FieldError[] {
  const fields =
    'fields' in schema && typeof schema.fields === 'object' && schema.fields
      ? Object.keys(schema.fields)
      : [];
  const rank = (field: string) => (fields.includes(field) ? fields.indexOf(field) : fields.length);
  return [...errors].sort((a, b) => rank(a.field) - rank(b.field));
}

export function validateFields<T>(schema: Schema<T>, input: unknown): Validation<T> {
  try {
    const value = schema.validateSync(input, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const failures = error.inner.length > 0 ? error.inner : [error];
    const seen = new Set<string>();
    const errors: FieldError[] = [];
    for (const failure of failures) {
      const field = fieldOf(failure.path);
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ field, message: String(failure.message) });
    }
    return { ok: false, errors: inSchemaOrder(schema, errors) };
  }
}
