// Which error a field shows: the browser's own check, or what the server said about the value it was sent.
import type { FieldError } from '@agency/forms';

export interface ServerError {
  message: string;
  /** The value the server judged: the message goes away once the user changes it. */
  value: unknown;
}

export type ServerErrors = Record<string, ServerError>;

export function serverErrorsFrom(errors: FieldError[], values: Record<string, unknown>): ServerErrors {
  const result: ServerErrors = {};
  for (const { field, message } of errors) result[field] ??= { message, value: values[field] };
  return result;
}

/** The same value: lists (choices, files) item by item, since formik keeps its own copy of a form's first values. */
const sameValue = (a: unknown, b: unknown) =>
  Object.is(a, b) ||
  (Array.isArray(a) &&
    Array.isArray(b) &&
    a.length === b.length &&
    a.every((item, i) => Object.is(item, b[i])));

export function visibleError(
  field: string,
  clientErrors: Record<string, unknown>,
  serverErrors: ServerErrors,
  value: unknown,
): string | undefined {
  const client = clientErrors[field];
  if (typeof client === 'string') return client;
  const server = serverErrors[field];
  return server && sameValue(server.value, value) ? server.message : undefined;
}
