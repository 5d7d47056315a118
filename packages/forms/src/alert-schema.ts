// The job-alert subscription (issue 29): an e-mail address, what to hear about (regions, school sectors, employment
// types; each a list where "any" stands for every value) and how often. One schema for the browser form, the API's
// POST /api/forms/alert and the manage page. The page's language travels with it and becomes the mail's language.
import { EMPLOYMENT_TYPE_VALUES, SCHOOL_SECTOR_VALUES } from '@agency/content/vacancy-options';
import { REGION_IDS } from '@agency/regions';
import { array, mixed, object, string, type ObjectSchema } from 'yup';
import { email } from './fields.ts';
import type { FormMeta } from './form-meta.ts';
import { MAX_LENGTHS } from './limits.ts';
import { ERROR_KEYS, requiredKey } from './messages.ts';
import { validateFields, type FieldError } from './validate.ts';
import { fromMetaWire, META_WIRE_NAMES, type WireBody } from './wire.ts';
import { metaErrors, type WireParse } from './parse-wire.ts';

import { ANY } from './alert-labels.ts';

export { ANY };
export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_LANGS = ['en', 'zh-Hant'] as const;
export type AlertLang = (typeof ALERT_LANGS)[number];

/** The choices of each criterion, "any" first. */
export const ALERT_CRITERIA_OPTIONS = {
  regions: [ANY, ...REGION_IDS],
  sectors: [ANY, ...SCHOOL_SECTOR_VALUES],
  employmentTypes: [ANY, ...EMPLOYMENT_TYPE_VALUES],
} as const;
export type AlertCriterion = keyof typeof ALERT_CRITERIA_OPTIONS;
export const ALERT_CRITERIA = Object.keys(ALERT_CRITERIA_OPTIONS) as AlertCriterion[];

export interface AlertValues {
  email: string;
  regions: string[];
  sectors: string[];
  employmentTypes: string[];
  frequency: AlertFrequency;
  lang: AlertLang;
}

export type AlertField = keyof AlertValues;

/** At least one choice, each from the list, no repeats. */
const criterion = (field: AlertCriterion) =>
  array()
    .of(
      string()
        .required()
        .oneOf([...ALERT_CRITERIA_OPTIONS[field]], ERROR_KEYS.invalidOption),
    )
    .required(requiredKey(field))
    .min(1, requiredKey(field))
    .test('unique', ERROR_KEYS.invalidOption, (v) => !v || new Set(v).size === v.length)
    .default([]);

export const alertSchema: ObjectSchema<AlertValues> = object({
  email: email(MAX_LENGTHS.email),
  regions: criterion('regions'),
  sectors: criterion('sectors'),
  employmentTypes: criterion('employmentTypes'),
  frequency: mixed<AlertFrequency>()
    .required(requiredKey('frequency'))
    .oneOf([...ALERT_FREQUENCIES], ERROR_KEYS.invalidOption)
    .default('weekly'),
  lang: mixed<AlertLang>()
    .required(requiredKey('lang'))
    .oneOf([...ALERT_LANGS], ERROR_KEYS.invalidOption)
    .default('en'),
});

/** The criteria part of the schema: the manage page changes these and the frequency, never the address. */
export const alertCriteriaSchema = alertSchema.pick(['regions', 'sectors', 'employmentTypes', 'frequency']);

export const emptyAlert = (lang: AlertLang): AlertValues => ({
  email: '',
  regions: [ANY],
  sectors: [ANY],
  employmentTypes: [ANY],
  frequency: 'weekly',
  lang,
});

/** What an alert matches: `null` for a criterion means any value. */
export interface AlertCriteria {
  regions: string[] | null;
  sectors: string[] | null;
  employmentTypes: string[] | null;
}

/** Validated lists → stored criteria: a list holding "any" matches every value, whatever else it holds. */
export function criteriaOf(values: Pick<AlertValues, AlertCriterion>): AlertCriteria {
  const one = (list: string[]) => (list.includes(ANY) ? null : [...list].sort());
  return {
    regions: one(values.regions),
    sectors: one(values.sectors),
    employmentTypes: one(values.employmentTypes),
  };
}

/** Stored criteria → the form's lists. */
export function criteriaValues(criteria: AlertCriteria): Pick<AlertValues, AlertCriterion> {
  return {
    regions: criteria.regions ?? [ANY],
    sectors: criteria.sectors ?? [ANY],
    employmentTypes: criteria.employmentTypes ?? [ANY],
  };
}

// The wire: the field names themselves (no legacy provider here), lists as repeated keys, plus the meta fields.
function readAll(body: WireBody, key: string): string[] {
  if (body instanceof URLSearchParams) return body.getAll(key);
  if (!Object.hasOwn(body, key)) return [];
  const raw = body[key];
  return (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string');
}

export function toAlertWire(values: AlertValues, meta: FormMeta): URLSearchParams {
  const params = new URLSearchParams();
  params.append('email', values.email);
  for (const field of ALERT_CRITERIA) for (const value of values[field]) params.append(field, value);
  params.append('frequency', values.frequency);
  params.append('lang', values.lang);
  params.append(META_WIRE_NAMES.idempotencyKey, meta.idempotencyKey);
  params.append(META_WIRE_NAMES.formStartedAt, String(meta.formStartedAt));
  params.append(META_WIRE_NAMES.honeypot, meta.honeypot);
  return params;
}

/** The alert's fields as sent, unvalidated. */
export const readAlertValues = (body: WireBody) => ({
  email: readAll(body, 'email')[0] ?? '',
  regions: readAll(body, 'regions'),
  sectors: readAll(body, 'sectors'),
  employmentTypes: readAll(body, 'employmentTypes'),
  frequency: readAll(body, 'frequency')[0] ?? '',
  lang: readAll(body, 'lang')[0] ?? '',
});

export function parseAlertWire(body: WireBody): WireParse<AlertValues> {
  const meta = fromMetaWire(body);
  const result = validateFields(alertSchema, readAlertValues(body));
  const errors: FieldError[] = [...(result.ok ? [] : result.errors), ...metaErrors(meta)];
  if (result.ok && errors.length === 0) return { ok: true, values: result.value, meta };
  return { ok: false, errors, meta };
}

/** The manage page's form: criteria and frequency only (the address and language stay). */
export function parseAlertCriteriaWire(
  body: WireBody,
):
  | { ok: true; values: Pick<AlertValues, AlertCriterion | 'frequency'> }
  | { ok: false; errors: FieldError[] } {
  const { email: _email, lang: _lang, ...values } = readAlertValues(body);
  const result = validateFields(alertCriteriaSchema, values);
  return result.ok ? { ok: true, values: result.value } : { ok: false, errors: result.errors };
}
