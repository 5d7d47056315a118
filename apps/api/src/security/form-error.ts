import type { FieldError } from '@agency/forms';

/**
 * A rejection the forms routes answer with the contract's shape: `{ status, message, errors? }`.
 * `message` is a short generic sentence for people; details go to the logs. Each of `errors` names a failing field
 * by its WIRE name, with an i18n key of the `forms` namespace.
 */
export class FormError extends Error {
  readonly statusCode: number;
  readonly errors: FieldError[];
  constructor(statusCode: number, message: string, errors: FieldError[] = []) {
    super(message);
    this.name = 'FormError';
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export const invalidInput = (errors: FieldError[]) =>
  new FormError(400, 'Some fields need attention. Please check them and try again.', errors);
