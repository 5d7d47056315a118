// Valid wire bodies (spec section 7 names) for the tests; override fields to make them invalid.
import { randomUUID } from 'node:crypto';

type Fields = Record<string, string | string[]>;

const meta = (): Fields => ({
  idempotency_key: randomUUID(),
  form_started_at: String(Date.now() - 10_000),
  company_website: '',
});

export const enquiryFields = (overrides: Fields = {}): Fields => ({
  last_name: 'Mei',
  surname: 'Chan',
  schoolCompany: 'Sunrise Kindergarten',
  phone: '85291234567',
  email: 'mei.chan@example.com',
  textarea: 'We need two native English teachers from September.',
  ...meta(),
  ...overrides,
});

export const applicationFields = (fileName: string, overrides: Fields = {}): Fields => ({
  last_name: 'Tom',
  surname: 'Baker',
  phone: '447700900123',
  email: 'tom.baker@example.com',
  id_no: 'X1234567',
  nationality: 'United Kingdom',
  marital_status: 'Single',
  education_level: "Bachelor's degree",
  tefl_certificate_held: 'Yes',
  passport_held: 'United Kingdom',
  career_level: 'Up to 2 years',
  location_interested_in: 'Hong Kong',
  region_you_reside_in: 'United Kingdom',
  area_you_reside_in: 'Bristol',
  message: 'I would love to teach in Hong Kong.',
  fileName,
  ...meta(),
  ...overrides,
});

export function urlencoded(fields: Fields): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  return params;
}
