// The application-status request (issue 30 item 1): an e-mail address and, optionally, a reference. One schema for
// the browser form on /ApplicationStatus and the API's POST /api/forms/status. The page's language travels with it
// and becomes the link mail's language. The answer never says whether anything matched.
import { mixed, object, string, type ObjectSchema } from 'yup';
import { ALERT_LANGS, type AlertLang } from './alert-schema.ts';
import { email } from './fields.ts';
import type { FormMeta } from './form-meta.ts';
import { MAX_LENGTHS } from './limits.ts';
import { ERROR_KEYS, requiredKey } from './messages.ts';
import { metaErrors, type WireParse } from './parse-wire.ts';
import { validateFields, type FieldError } from './validate.ts';
import { fromMetaWire, META_WIRE_NAMES, type WireBody } from './wire.ts';

export interface StatusRequestValues {
  email: string;
  /** Optional: narrows the link to one submission's address, e.g. APP-2026-7KX3Q9. */
  reference: string;
  lang: AlertLang;
}
export type StatusRequestField = keyof StatusRequestValues;

/** A reference as the agency writes them: APP-2026-7KX3Q9, or the older ENQ-2026-000123. */
export const REFERENCE_PATTERN = /^(APP|ENQ)-\d{4}-[0-9A-Z]{6}$/i;

export const statusRequestSchema: ObjectSchema<StatusRequestValues> = object({
  email: email(MAX_LENGTHS.email),
  reference: string()
    .trim()
    .max(20, ERROR_KEYS.tooLong)
    .matches(REFERENCE_PATTERN, { message: ERROR_KEYS.referenceFormat, excludeEmptyString: true })
    .default(''),
  lang: mixed<AlertLang>()
    .required(requiredKey('lang'))
    .oneOf([...ALERT_LANGS], ERROR_KEYS.invalidOption)
    .default('en'),
});

export const emptyStatusRequest = (lang: AlertLang): StatusRequestValues => ({
  email: '',
  reference: '',
  lang,
});

export function toStatusRequestWire(values: StatusRequestValues, meta: FormMeta): URLSearchParams {
  const params = new URLSearchParams();
  params.append('email', values.email);
  params.append('reference', values.reference);
  params.append('lang', values.lang);
  params.append(META_WIRE_NAMES.idempotencyKey, meta.idempotencyKey);
  params.append(META_WIRE_NAMES.formStartedAt, String(meta.formStartedAt));
  params.append(META_WIRE_NAMES.honeypot, meta.honeypot);
  return params;
}

const first = (body: WireBody, key: string): string => {
  if (body instanceof URLSearchParams) return body.get(key) ?? '';
  const raw = Object.hasOwn(body, key) ? body[key] : undefined;
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' ? value : '';
};

/** The request's fields as sent, unvalidated. */
export const readStatusRequestValues = (body: WireBody) => ({
  email: first(body, 'email'),
  reference: first(body, 'reference'),
  lang: first(body, 'lang'),
});

export function parseStatusRequestWire(body: WireBody): WireParse<StatusRequestValues> {
  const meta = fromMetaWire(body);
  const result = validateFields(statusRequestSchema, readStatusRequestValues(body));
  const errors: FieldError[] = [...(result.ok ? [] : result.errors), ...metaErrors(meta)];
  if (result.ok && errors.length === 0) return { ok: true, values: result.value, meta };
  return { ok: false, errors, meta };
}
