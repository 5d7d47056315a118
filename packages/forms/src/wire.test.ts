import { describe, expect, it } from 'vitest';
import { emptyApplication, type ApplicationValues } from './application-schema.ts';
import type { EnquiryValues } from './enquiry-schema.ts';
import type { FormMeta } from './form-meta.ts';
import { parseApplicationWire, parseEnquiryWire } from './parse-wire.ts';
import { fromApplicationWire, fromEnquiryWire, toApplicationWire, toEnquiryWire } from './wire.ts';

const meta: FormMeta = {
  idempotencyKey: '0b7f6c4e-9a43-4a55-8d2f-2f7e0f3c1a9b',
  formStartedAt: 1763800000000,
  honeypot: '',
};
const enquiry: EnquiryValues = {
  firstName: 'Mei',
  surname: 'Chan',
  schoolCompany: 'Sunshine',
  phone: '85291234567',
  email: 'mei@school.hk',
  message: 'Hello',
};
const application: ApplicationValues = {
  ...emptyApplication('hk-2025-11-05'),
  firstName: 'Sam',
  surname: 'Taylor',
  idNo: 'P1',
  nationality: 'Canada',
  phone: '14165550100',
  email: 'sam@example.ca',
  maritalStatus: 'Married',
  educationLevel: "Master's degree",
  teflCertificateHeld: 'No',
  passportHeld: 'Ireland',
  careerLevel: 'Entry level',
  locationInterestedIn: 'Hong Kong',
  availableToStart: '3-to-6-months',
  regionYouResideIn: 'Canada',
  areaYouResideIn: 'Ontario',
  message: 'Hi',
  sectors: ['Kindergarten', 'Primary school'],
  functions: ['Teaching assistant'],
  fileName: 'up_1',
};

describe('enquiry wire mapping', () => {
  it('sends the legacy names: last_name carries the FIRST name, textarea the message, plus the anti-abuse fields', () => {
    const wire = toEnquiryWire(enquiry, meta);
    expect([...wire.entries()]).toEqual([
      ['last_name', 'Mei'],
      ['surname', 'Chan'],
      ['schoolCompany', 'Sunshine'],
      ['phone', '85291234567'],
      ['email', 'mei@school.hk'],
      ['textarea', 'Hello'],
      ['idempotency_key', meta.idempotencyKey],
      ['form_started_at', '1763800000000'],
      ['company_website', ''],
    ]);
  });

  it('round-trips through a parsed body object', () => {
    const body = Object.fromEntries(toEnquiryWire(enquiry, meta));
    expect(fromEnquiryWire(body)).toEqual({ values: enquiry, meta });
    expect(parseEnquiryWire(body)).toEqual({ ok: true, values: enquiry, meta });
  });

  it('ignores prototype keys and non-string values', () => {
    const body = JSON.parse(
      '{"__proto__": {"admin": true}, "last_name": ["Mei", "Evil"], "surname": {"x": 1}}',
    );
    const { values } = fromEnquiryWire(body);
    expect(values.firstName).toBe('Mei');
    expect(values.surname).toBe('');
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('takes the phone as the applicant wrote it and gives the server its digits and its +', () => {
    const body = { ...Object.fromEntries(toEnquiryWire(enquiry, meta)), phone: '(+853) 6612-3456' };
    const result = parseEnquiryWire(body);
    expect(result.ok && result.values.phone).toBe('+85366123456');
  });

  it('answers invalid fields with WIRE names and message keys, meta included', () => {
    const body = {
      ...Object.fromEntries(toEnquiryWire(enquiry, meta)),
      last_name: '',
      textarea: '',
      phone: 'x',
      form_started_at: 'soon',
      idempotency_key: '1',
    };
    const result = parseEnquiryWire(body);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toEqual([
        { field: 'last_name', message: 'forms:errors.required.firstName' },
        { field: 'phone', message: 'forms:errors.phoneFormat' },
        { field: 'textarea', message: 'forms:errors.required.message' },
        { field: 'idempotency_key', message: 'forms:errors.metaInvalid' },
        { field: 'form_started_at', message: 'forms:errors.metaInvalid' },
      ]);
  });
});

describe('application wire mapping', () => {
  it('sends sectors and functions as repeated keys and the vacancy slug on the Vacancies form', () => {
    const wire = toApplicationWire(application, meta, 'vacancies');
    expect(wire.get('last_name')).toBe('Sam');
    expect(wire.get('id_no')).toBe('P1');
    expect(wire.get('region_you_reside_in')).toBe('Canada');
    expect(wire.get('fileName')).toBe('up_1');
    expect(wire.getAll('sectors')).toEqual(['Kindergarten', 'Primary school']);
    expect(wire.getAll('functions')).toEqual(['Teaching assistant']);
    expect(wire.get('vacancy')).toBe('hk-2025-11-05');
    expect(wire.toString()).toContain('sectors=Kindergarten&sectors=Primary+school');
  });

  it('leaves the Vacancies-only fields off Teach Abroad', () => {
    const wire = toApplicationWire(
      { ...application, sectors: [], functions: [], vacancy: '' },
      meta,
      'teach-abroad',
    );
    expect(wire.has('sectors') || wire.has('functions') || wire.has('vacancy')).toBe(false);
    expect([...wire.keys()]).toEqual([
      'last_name',
      'surname',
      'phone',
      'email',
      'id_no',
      'nationality',
      'marital_status',
      'education_level',
      'tefl_certificate_held',
      'passport_held',
      'career_level',
      'location_interested_in',
      'available_to_start',
      'region_you_reside_in',
      'area_you_reside_in',
      'message',
      'fileName',
      'idempotency_key',
      'form_started_at',
      'company_website',
    ]);
  });

  it('recognises the variant and round-trips (a single sector arrives as a string from formbody)', () => {
    const params = toApplicationWire(application, meta, 'vacancies');
    expect(fromApplicationWire(params)).toEqual({ values: application, meta, variant: 'vacancies' });
    const body = { ...Object.fromEntries(params), sectors: 'Kindergarten' };
    expect(fromApplicationWire(body).values.sectors).toEqual(['Kindergarten']);
    const ta = toApplicationWire(
      { ...application, sectors: [], functions: [], vacancy: '' },
      meta,
      'teach-abroad',
    );
    expect(fromApplicationWire(ta).variant).toBe('teach-abroad');
  });

  it('validates with the variant schema: a Vacancies body without sectors fails on sectors', () => {
    const params = toApplicationWire({ ...application, sectors: [] }, meta, 'vacancies');
    const result = parseApplicationWire(params);
    expect(result.variant).toBe('vacancies');
    expect(result.ok ? [] : result.errors).toEqual([
      { field: 'sectors', message: 'forms:errors.required.sectors' },
    ]);
    const good = parseApplicationWire(toApplicationWire(application, meta, 'vacancies'));
    expect(good.ok).toBe(true);
  });

  it('reports missing fields by wire name', () => {
    const result = parseApplicationWire(
      new URLSearchParams({ idempotency_key: meta.idempotencyKey, form_started_at: '1' }),
    );
    expect(result.ok ? [] : result.errors.map((e) => e.field)).toEqual([
      'last_name',
      'surname',
      'nationality',
      'phone',
      'email',
      'education_level',
      'tefl_certificate_held',
      'passport_held',
      'career_level',
      'location_interested_in',
      'region_you_reside_in',
      'area_you_reside_in',
      'message',
      'fileName',
    ]);
  });
});
