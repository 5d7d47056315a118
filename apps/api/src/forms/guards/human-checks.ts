// Cheap bot signals that need no third-party service (OWASP Bot Management): the hidden honeypot field and a
// minimum time between the form rendering and its submission.
//
// Decision: a filled honeypot or a too-quick submit gets a 400 naming the meta field, and nothing is stored or
// sent. We do not fake success: a person whose browser autofilled the hidden field, or who was very quick, must
// not believe an enquiry went through when it did not — the form keeps their input and they can send it again.
import { ERROR_KEYS, META_WIRE_NAMES, type FormMeta } from '@agency/forms';
import type { FieldError } from '@agency/forms';

export function humanCheckErrors(meta: FormMeta, minFillMs: number, now: number): FieldError[] {
  const errors: FieldError[] = [];
  if (meta.honeypot !== '') errors.push({ field: META_WIRE_NAMES.honeypot, message: ERROR_KEYS.metaInvalid });
  const elapsed = now - meta.formStartedAt;
  // A negative elapsed time is a browser clock running ahead of ours, not a bot: let it through.
  if (elapsed >= 0 && elapsed < minFillMs) {
    errors.push({ field: META_WIRE_NAMES.formStartedAt, message: ERROR_KEYS.metaInvalid });
  }
  return errors;
}

/** Field names that could reach an object's prototype are refused outright, whatever else the body holds. */
const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

export function forbiddenFieldErrors(body: unknown): FieldError[] {
  if (typeof body !== 'object' || body === null) return [];
  return Object.keys(body)
    .filter((name) => FORBIDDEN_NAMES.has(name))
    .map((name) => ({ field: name, message: ERROR_KEYS.invalidOption }));
}
