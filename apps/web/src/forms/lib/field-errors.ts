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

export function visibleError(
  field: string,
  clientErrors: Record<string, unknown>,
  serverErrors: ServerErrors,
  value: unknown,
): string | undefined {
  const client = clientErrors[field];
  if (typeof client === 'string') return client;
  const server = serverErrors[field];
  return server && Object.is(server.value, value) ? server.message : undefined;
}
