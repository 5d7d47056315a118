// Cheap bot signals that need no third-party service (OWASP Bot Management): the hidden honeypot field and a
// minimum time between the form rendering and its submission.
//
// Decision: a filled honeypot or a too-quick submit gets a 400 naming the meta field, and nothing is stored or
// sent. We do not fake success: a person whose browser autofilled the hidden field, or who was very quick, must
// not believe an enquiry went through when it did not — the form keeps their input and they can send it again.
import { ERROR_KEYS, META_WIRE_NAMES, type FormMeta } from '@agency/forms';
import type { FieldError } from '@agency/forms';

/** A browser clock this far ahead of ours is still a person; further ahead is a made-up start time. */
export const MAX_CLOCK_SKEW_MS = 2 * 60_000;
/** A form rendered longer ago than this is a replayed value, not a person filling it in. */
export const MAX_FORM_AGE_MS = 24 * 60 * 60_000;

/**
 * The start time must lie between now − 24 h and now − FORM_MIN_FILL_MS. A browser clock up to 2 minutes ahead of
 * ours (a start time at most 2 minutes in the future) is let through as skew, not as a fast bot; `0`, an hour in
 * the future or a day-old value are refused (each used to skip the check).
 */
export function fillTimeOk(formStartedAt: number, minFillMs: number, now: number): boolean {
  const elapsed = now - formStartedAt;
  if (elapsed < 0) return elapsed >= -MAX_CLOCK_SKEW_MS;
  return elapsed >= minFillMs && elapsed <= MAX_FORM_AGE_MS + MAX_CLOCK_SKEW_MS;
}

export function humanCheckErrors(meta: FormMeta, minFillMs: number, now: number): FieldError[] {
  const errors: FieldError[] = [];
  if (meta.honeypot !== '') errors.push({ field: META_WIRE_NAMES.honeypot, message: ERROR_KEYS.metaInvalid });
  if (!fillTimeOk(meta.formStartedAt, minFillMs, now)) {
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
