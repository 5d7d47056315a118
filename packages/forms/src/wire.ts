// Form values to and from the wire names of spec section 7 (the legacy provider's names, which apps/api serves
// too). The names themselves are in the table of form fields (form-fields.ts).
import type { ApplicationField, ApplicationValues, ApplicationVariant } from './application-schema.ts';
import type { EnquiryField, EnquiryValues } from './enquiry-schema.ts';
import { APPLICATION_FIELDS, ENQUIRY_FIELDS, type FormField } from './form-fields.ts';
import type { FormMeta } from './form-meta.ts';

const wireNames = <F extends string>(fields: Record<F, FormField>) =>
  Object.fromEntries(Object.entries<FormField>(fields).map(([name, f]) => [name, f.wire])) as Record<
    F,
    string
  >;

export const ENQUIRY_WIRE_NAMES = wireNames(ENQUIRY_FIELDS);
export const APPLICATION_WIRE_NAMES = wireNames(APPLICATION_FIELDS);

export const META_WIRE_NAMES = {
  idempotencyKey: 'idempotency_key',
  formStartedAt: 'form_started_at',
  honeypot: 'company_website',
  lang: 'lang',
  landing: 'landing_source',
} as const satisfies Record<keyof FormMeta, string>;

/** The landing's medium and campaign go beside its source (insights, decision 071). */
const LANDING_WIRE = { medium: 'landing_medium', campaign: 'landing_campaign' } as const;

const LIST_FIELDS = new Set<ApplicationField>(['sectors', 'functions']);
const VACANCIES_ONLY = new Set<ApplicationField>(['sectors', 'functions', 'vacancy']);

/** A parsed urlencoded body: @fastify/formbody gives string | string[] per key (repeated keys → array). */
export type WireBody = URLSearchParams | Readonly<Record<string, unknown>>;

function readAll(body: WireBody, key: string): string[] {
  if (body instanceof URLSearchParams) return body.getAll(key);
  if (!Object.hasOwn(body, key)) return [];
  const raw = body[key];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((v): v is string => typeof v === 'string');
}
const readOne = (body: WireBody, key: string) => readAll(body, key)[0] ?? '';
const has = (body: WireBody, key: string) =>
  body instanceof URLSearchParams ? body.has(key) : Object.hasOwn(body, key);

function appendMeta(params: URLSearchParams, meta: FormMeta) {
  params.append(META_WIRE_NAMES.idempotencyKey, meta.idempotencyKey);
  params.append(META_WIRE_NAMES.formStartedAt, String(meta.formStartedAt));
  params.append(META_WIRE_NAMES.honeypot, meta.honeypot);
  if (meta.lang) params.append(META_WIRE_NAMES.lang, meta.lang);
  if (meta.landing) {
    params.append(META_WIRE_NAMES.landing, meta.landing.source);
    if (meta.landing.medium) params.append(LANDING_WIRE.medium, meta.landing.medium);
    if (meta.landing.campaign) params.append(LANDING_WIRE.campaign, meta.landing.campaign);
  }
}

/** The anti-abuse fields as sent (unvalidated: `formStartedAt` is NaN when absent or not a number). */
export function fromMetaWire(body: WireBody): FormMeta {
  const started = readOne(body, META_WIRE_NAMES.formStartedAt);
  const lang = readOne(body, META_WIRE_NAMES.lang);
  const source = readOne(body, META_WIRE_NAMES.landing);
  return {
    ...(lang ? { lang: lang.startsWith('zh') ? 'zh-Hant' : 'en' } : {}),
    ...(source
      ? {
          landing: {
            source,
            medium: readOne(body, LANDING_WIRE.medium) || null,
            campaign: readOne(body, LANDING_WIRE.campaign) || null,
          },
        }
      : {}),
    idempotencyKey: readOne(body, META_WIRE_NAMES.idempotencyKey),
    formStartedAt: /^\d{1,16}$/.test(started) ? Number(started) : Number.NaN,
    honeypot: readOne(body, META_WIRE_NAMES.honeypot),
  };
}

export function toEnquiryWire(values: EnquiryValues, meta: FormMeta): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, wire] of Object.entries(ENQUIRY_WIRE_NAMES))
    params.append(wire, values[field as EnquiryField]);
  appendMeta(params, meta);
  return params;
}

export function fromEnquiryWire(body: WireBody): { values: EnquiryValues; meta: FormMeta } {
  const values = {} as EnquiryValues;
  for (const [field, wire] of Object.entries(ENQUIRY_WIRE_NAMES))
    values[field as EnquiryField] = readOne(body, wire);
  return { values, meta: fromMetaWire(body) };
}

/** Vacancies applications always carry the `vacancy` key (empty = any vacancy): its presence marks the variant. */
export function toApplicationWire(
  values: ApplicationValues,
  meta: FormMeta,
  variant: ApplicationVariant,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, wire] of Object.entries(APPLICATION_WIRE_NAMES) as [ApplicationField, string][]) {
    if (VACANCIES_ONLY.has(field) && variant !== 'vacancies') continue;
    const value = values[field];
    if (Array.isArray(value)) for (const item of value) params.append(wire, item);
    else params.append(wire, value);
  }
  appendMeta(params, meta);
  return params;
}

export function fromApplicationWire(body: WireBody): {
  values: ApplicationValues;
  meta: FormMeta;
  variant: ApplicationVariant;
} {
  const values = {} as Record<ApplicationField, string | string[]>;
  for (const [field, wire] of Object.entries(APPLICATION_WIRE_NAMES) as [ApplicationField, string][]) {
    values[field] = LIST_FIELDS.has(field) ? readAll(body, wire) : readOne(body, wire);
  }
  const variant: ApplicationVariant = [...VACANCIES_ONLY].some((f) => has(body, APPLICATION_WIRE_NAMES[f]))
    ? 'vacancies'
    : 'teach-abroad';
  return { values: values as unknown as ApplicationValues, meta: fromMetaWire(body), variant };
}

const invert = (names: Record<string, string>) => new Map(Object.entries(names).map(([f, w]) => [w, f]));
const enquiryFieldByWire = invert({ ...ENQUIRY_WIRE_NAMES, ...META_WIRE_NAMES });
const applicationFieldByWire = invert({ ...APPLICATION_WIRE_NAMES, ...META_WIRE_NAMES });

export const enquiryWireName = (field: string): string =>
  (ENQUIRY_WIRE_NAMES as Record<string, string>)[field] ??
  (META_WIRE_NAMES as Record<string, string>)[field] ??
  field;
export const applicationWireName = (field: string): string =>
  (APPLICATION_WIRE_NAMES as Record<string, string>)[field] ??
  (META_WIRE_NAMES as Record<string, string>)[field] ??
  field;
export const enquiryFieldOf = (wire: string): string => enquiryFieldByWire.get(wire) ?? wire;
export const applicationFieldOf = (wire: string): string => applicationFieldByWire.get(wire) ?? wire;
