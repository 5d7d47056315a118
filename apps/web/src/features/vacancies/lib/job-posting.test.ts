import { expect, test } from 'vitest';
import { buildJobPosting, serializeJsonLd, type JobPostingInput } from './job-posting.ts';

const organization = {
  name: 'Agency',
  url: 'https://agency.example/',
  logo: 'https://agency.example/logo.png',
};
const base: JobPostingInput = {
  title: 'ESL Teacher – Kowloon',
  descriptionHtml: '<p>Teach small classes.</p>',
  datePosted: '2025-08-01',
  region: 'hong-kong',
  url: 'https://agency.example/Vacancies/esl-teacher-kowloon',
  directApply: true,
};

test('has every property Google requires', () => {
  const posting = buildJobPosting(base, organization);
  expect(posting['@context']).toBe('https://schema.org/');
  expect(posting['@type']).toBe('JobPosting');
  expect(posting.title).toBe(base.title);
  expect(posting.description).toBe('<p>Teach small classes.</p>');
  expect(posting.datePosted).toBe('2025-08-01');
  expect(posting.hiringOrganization).toEqual({
    '@type': 'Organization',
    name: 'Agency',
    sameAs: 'https://agency.example/',
    logo: 'https://agency.example/logo.png',
  });
  expect(posting.jobLocation.address.addressCountry).toBe('HK');
  expect(posting.directApply).toBe(true);
});

test('Macau vacancies are located in Macau (MO)', () => {
  const posting = buildJobPosting({ ...base, region: 'macau' }, organization);
  expect(posting.jobLocation.address).toEqual({
    '@type': 'PostalAddress',
    addressLocality: 'Macau',
    addressCountry: 'MO',
  });
});

test('adds the recommended properties the content has', () => {
  const posting = buildJobPosting(
    {
      ...base,
      validThrough: '2025-10-15',
      employmentType: 'FULL_TIME',
      salary: { min: 22000, max: 24000, currency: 'hkd', unit: 'month' },
    },
    organization,
  );
  expect(posting.validThrough).toBe('2025-10-15T23:59:59+08:00');
  expect(posting.employmentType).toBe('FULL_TIME');
  expect(posting.baseSalary).toEqual({
    '@type': 'MonetaryAmount',
    currency: 'HKD',
    value: { '@type': 'QuantitativeValue', minValue: 22000, maxValue: 24000, unitText: 'MONTH' },
  });
});

test('a single salary figure is a value, and missing figures leave baseSalary out', () => {
  const single = buildJobPosting(
    { ...base, salary: { min: 24000, max: null, currency: 'HKD' } },
    organization,
  );
  expect(single.baseSalary?.value).toEqual({ '@type': 'QuantitativeValue', value: 24000, unitText: 'MONTH' });
  const none = buildJobPosting({ ...base, salary: { min: null, max: null, currency: 'HKD' } }, organization);
  expect(none).not.toHaveProperty('baseSalary');
});

test('leaves out what the content lacks or Google does not accept', () => {
  const posting = buildJobPosting(
    { ...base, employmentType: 'full time please', validThrough: null },
    organization,
  );
  expect(posting).not.toHaveProperty('employmentType');
  expect(posting).not.toHaveProperty('validThrough');
  expect(posting).not.toHaveProperty('baseSalary');
  const noLogo = buildJobPosting(base, { name: 'Agency', url: 'https://agency.example/' });
  expect(noLogo.hiringOrganization).not.toHaveProperty('logo');
});

test('serialised JSON cannot close its script element and still parses back', () => {
  const data = { description: '</script><script>alert(1)</script> & \u2028' };
  const json = serializeJsonLd(data);
  expect(json).not.toContain('</script');
  expect(json).not.toContain('<');
  expect(JSON.parse(json)).toEqual(data);
});

test('carries the start date and the agency licence (Hong Kong job advertisements must show it)', () => {
  const posting = buildJobPosting(
    { ...base, jobStartDate: '2027-01-04', validThrough: '2026-11-02' },
    { ...organization, eaLicence: '12345', businessRegistration: '67890123' },
  );
  expect(posting).toMatchObject({ jobStartDate: '2027-01-04', validThrough: '2026-11-02T23:59:59+08:00' });
  expect(posting.hiringOrganization).toMatchObject({
    identifier: [
      { '@type': 'PropertyValue', propertyID: 'Employment agency licence (Hong Kong)', value: '12345' },
      { '@type': 'PropertyValue', propertyID: 'Business registration (Hong Kong)', value: '67890123' },
    ],
  });
});
