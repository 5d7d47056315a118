import { expect, test } from 'vitest';
import { postedFieldOf, postedValues } from './posted-form.ts';

test('what a browser posted comes back by field name, lists as lists', () => {
  const body = { last_name: 'Mei', textarea: 'Hello', company_website: '' };
  expect(postedValues('enquiry', body)).toMatchObject({ firstName: 'Mei', message: 'Hello', email: '' });
  const application = new URLSearchParams('last_name=Tom&sectors=primary&sectors=secondary&vacancy=');
  expect(postedValues('application', application)).toMatchObject({
    firstName: 'Tom',
    sectors: ['primary', 'secondary'],
  });
  expect(postedValues('alert', { email: 'a@b.example', regions: ['macau'] })).toMatchObject({
    email: 'a@b.example',
    regions: ['macau'],
  });
});

test('a refusal names the field the form shows it on', () => {
  expect(postedFieldOf('enquiry')('last_name')).toBe('firstName');
  expect(postedFieldOf('application')('file')).toBe('cv');
  expect(postedFieldOf('application')('fileName')).toBe('cv');
  expect(postedFieldOf('application')('career_level')).toBe('careerLevel');
  expect(postedFieldOf('status')('reference')).toBe('reference');
});
