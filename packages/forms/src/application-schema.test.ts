import { describe, expect, it } from 'vitest';
import {
  applicationFormSchemaFor,
  applicationSchemaFor,
  emptyApplication,
  type ApplicationValues,
} from './application-schema.ts';
import { validateFields } from './validate.ts';

const teachAbroad: ApplicationValues = {
  ...emptyApplication(),
  firstName: 'Sam',
  surname: 'Taylor',
  idNo: 'P1234567',
  nationality: 'Canada',
  phone: '14165550100',
  email: 'sam.taylor@example.ca',
  maritalStatus: 'Single',
  educationLevel: "Bachelor's degree",
  teflCertificateHeld: 'Yes',
  passportHeld: 'Canada',
  careerLevel: 'Up to 2 years',
  locationInterestedIn: 'Macau',
  regionYouResideIn: 'Canada',
  areaYouResideIn: 'Toronto',
  message: 'I taught phonics for two years.',
  fileName: 'cv_3f2a9c',
};
const vacancies: ApplicationValues = {
  ...teachAbroad,
  sectors: ['Kindergarten', 'Learning centre'],
  functions: ['Native English teacher'],
  vacancy: 'hong-kong-2025-11-05',
};

const errors = (variant: 'teach-abroad' | 'vacancies', values: object) => {
  const result = validateFields(applicationSchemaFor(variant), values);
  return result.ok ? [] : result.errors;
};

describe('application schemas', () => {
  it('asks for the ID/passport number and marital status without requiring them (collect the minimum)', () => {
    expect(errors('teach-abroad', { ...teachAbroad, idNo: '', maritalStatus: '' })).toEqual([]);
    expect(errors('vacancies', { ...vacancies, idNo: '  ', maritalStatus: '' })).toEqual([]);
    expect(errors('teach-abroad', { ...teachAbroad, maritalStatus: 'Complicated' })).toEqual([
      { field: 'maritalStatus', message: 'forms:errors.invalidOption' },
    ]);
    expect(errors('teach-abroad', { ...teachAbroad, idNo: 'K123\r\nBcc: x' })).toEqual([
      { field: 'idNo', message: 'forms:errors.controlCharacters' },
    ]);
  });

  it("asks when they could start without requiring it, and takes only the checker's answers", () => {
    expect(errors('teach-abroad', { ...teachAbroad, availableToStart: '' })).toEqual([]);
    expect(errors('vacancies', { ...vacancies, availableToStart: '  ' })).toEqual([]);
    expect(errors('vacancies', { ...vacancies, availableToStart: 'tomorrow' })).toEqual([
      { field: 'availableToStart', message: 'forms:errors.invalidOption' },
    ]);
  });

  it('accepts a complete Teach Abroad and a complete Vacancies application', () => {
    expect(errors('teach-abroad', teachAbroad)).toEqual([]);
    expect(errors('vacancies', vacancies)).toEqual([]);
    expect(errors('vacancies', { ...vacancies, vacancy: '' })).toEqual([]);
  });

  it.each([
    'firstName',
    'surname',
    'nationality',
    'phone',
    'email',
    'educationLevel',
    'teflCertificateHeld',
    'passportHeld',
    'careerLevel',
    'locationInterestedIn',
    'regionYouResideIn',
    'areaYouResideIn',
    'message',
    'fileName',
  ] as const)('requires %s', (field) => {
    expect(errors('teach-abroad', { ...teachAbroad, [field]: '' })).toEqual([
      { field, message: `forms:errors.required.${field}` },
    ]);
    expect(errors('vacancies', { ...vacancies, [field]: ' ' })).toEqual([
      { field, message: `forms:errors.required.${field}` },
    ]);
  });

  it('checks phone and e-mail like the enquiry', () => {
    expect(errors('teach-abroad', { ...teachAbroad, phone: '+1 416 x' })).toEqual([
      { field: 'phone', message: 'forms:errors.phoneFormat' },
    ]);
    expect(errors('teach-abroad', { ...teachAbroad, email: 'sam@example.c' })).toEqual([
      { field: 'email', message: 'forms:errors.emailFormat' },
    ]);
  });

  it.each([
    ['maritalStatus', 'Divorced'],
    ['educationLevel', 'Wizard'],
    ['teflCertificateHeld', 'Maybe'],
    ['careerLevel', 'Up to 11 years'],
    ['availableToStart', 'next-year'],
    ['locationInterestedIn', 'Taipei'],
    ['nationality', 'Atlantis'],
    ['passportHeld', 'Atlantis'],
    ['regionYouResideIn', 'Atlantis'],
  ] as const)('only accepts listed choices for %s', (field, value) => {
    expect(errors('teach-abroad', { ...teachAbroad, [field]: value })).toEqual([
      { field, message: 'forms:errors.invalidOption' },
    ]);
  });

  it.each([
    ['maritalStatus', ['Single', 'Married']],
    ['careerLevel', ['Entry level', 'Up to 1 year', 'Up to 2 years', 'Up to 3 years', 'Up to 4 years']],
    ['locationInterestedIn', ['Hong Kong', 'Macau']],
    ['teflCertificateHeld', ['Yes', 'No']],
    ['availableToStart', ['within-3-months', '3-to-6-months', 'later']],
  ] as const)('accepts every %s choice', (field, values) => {
    for (const value of values)
      expect(errors('teach-abroad', { ...teachAbroad, [field]: value })).toEqual([]);
  });

  it('requires at least one sector and one function on the Vacancies form', () => {
    expect(errors('vacancies', { ...vacancies, sectors: [], functions: [] })).toEqual([
      { field: 'sectors', message: 'forms:errors.required.sectors' },
      { field: 'functions', message: 'forms:errors.required.functions' },
    ]);
  });

  it('rejects unknown or repeated sectors and functions', () => {
    expect(errors('vacancies', { ...vacancies, sectors: ['select1'] })).toEqual([
      { field: 'sectors', message: 'forms:errors.invalidOption' },
    ]);
    expect(
      errors('vacancies', { ...vacancies, functions: ['Teaching assistant', 'Teaching assistant'] }),
    ).toEqual([{ field: 'functions', message: 'forms:errors.invalidOption' }]);
  });

  it('checks the vacancy slug', () => {
    expect(errors('vacancies', { ...vacancies, vacancy: '../etc/passwd' })).toEqual([
      { field: 'vacancy', message: 'forms:errors.vacancyFormat' },
    ]);
  });

  it('refuses sectors, functions or a vacancy on a Teach Abroad application', () => {
    expect(errors('teach-abroad', { ...teachAbroad, sectors: ['Kindergarten'] }).map((e) => e.field)).toEqual(
      ['sectors'],
    );
    expect(errors('teach-abroad', { ...teachAbroad, vacancy: 'x' }).map((e) => e.field)).toEqual(['vacancy']);
  });

  it('rejects a fileName that could name a path', () => {
    for (const fileName of ['../x', 'a/b', '.hidden', 'a\\b'])
      expect(errors('teach-abroad', { ...teachAbroad, fileName })).toEqual([
        { field: 'fileName', message: 'forms:errors.fileNameFormat' },
      ]);
  });

  it('the browser form schemas do not ask for the fileName', () => {
    const { fileName: _ignored, ...form } = vacancies;
    expect(validateFields(applicationFormSchemaFor('vacancies'), form).ok).toBe(true);
    expect(
      validateFields(applicationFormSchemaFor('teach-abroad'), {
        ...form,
        sectors: [],
        functions: [],
        vacancy: '',
      }).ok,
    ).toBe(true);
    const missing = validateFields(applicationFormSchemaFor('vacancies'), { ...form, sectors: [] });
    expect(missing.ok ? [] : missing.errors.map((e) => e.field)).toEqual(['sectors']);
  });
});
