// Runs a shared schema in the browser and words its messages for formik.
import { validateFields, type FieldError } from '@agency/forms';
import type { Schema } from 'yup';
import type { Translate } from './error-text.ts';

export function wordedErrors(
  schema: Schema<unknown>,
  values: unknown,
  translate: Translate,
): Record<string, string> {
  const result = validateFields(schema, values);
  return result.ok ? {} : worded(result.errors, translate);
}

export function worded(errors: readonly FieldError[], translate: Translate): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { field, message } of errors) out[field] ??= translate(message, field);
  return out;
}
