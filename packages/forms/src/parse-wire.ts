// Server-side entry points: a urlencoded body in, validated values out, or the 400 error list with WIRE field
// names and i18n message keys (the contract's `errors: [{ field, message }]`).
import {
  applicationSchemaFor,
  type ApplicationValues,
  type ApplicationVariant,
} from './application-schema.ts';
import { enquirySchema, type EnquiryValues } from './enquiry-schema.ts';
import { UUID_PATTERN, type FormMeta } from './form-meta.ts';
import { ERROR_KEYS } from './messages.ts';
import { validateFields, type FieldError } from './validate.ts';
import {
  applicationWireName,
  enquiryWireName,
  fromApplicationWire,
  fromEnquiryWire,
  META_WIRE_NAMES,
  type WireBody,
} from './wire.ts';

export type WireParse<T> =
  { ok: true; values: T; meta: FormMeta } | { ok: false; errors: FieldError[]; meta: FormMeta };

const HONEYPOT_MAX = 500;

/** Well-formed meta only; what a filled honeypot or a too-quick fill means is the server's decision. */
export function metaErrors(meta: FormMeta): FieldError[] {
  const errors: FieldError[] = [];
  if (!UUID_PATTERN.test(meta.idempotencyKey))
    errors.push({ field: META_WIRE_NAMES.idempotencyKey, message: ERROR_KEYS.metaInvalid });
  if (!Number.isSafeInteger(meta.formStartedAt))
    errors.push({ field: META_WIRE_NAMES.formStartedAt, message: ERROR_KEYS.metaInvalid });
  if (meta.honeypot.length > HONEYPOT_MAX)
    errors.push({ field: META_WIRE_NAMES.honeypot, message: ERROR_KEYS.tooLong });
  return errors;
}

function finish<T>(
  result: ReturnType<typeof validateFields<T>>,
  meta: FormMeta,
  wireName: (field: string) => string,
): WireParse<T> {
  const errors = [
    ...(result.ok ? [] : result.errors.map((e) => ({ field: wireName(e.field), message: e.message }))),
    ...metaErrors(meta),
  ];
  if (result.ok && errors.length === 0) return { ok: true, values: result.value, meta };
  return { ok: false, errors, meta };
}

export function parseEnquiryWire(body: WireBody): WireParse<EnquiryValues> {
  const { values, meta } = fromEnquiryWire(body);
  return finish(validateFields(enquirySchema, values), meta, enquiryWireName);
}

export function parseApplicationWire(
  body: WireBody,
): WireParse<ApplicationValues> & { variant: ApplicationVariant } {
  const { values, meta, variant } = fromApplicationWire(body);
  return {
    ...finish(validateFields(applicationSchemaFor(variant), values), meta, applicationWireName),
    variant,
  };
}
