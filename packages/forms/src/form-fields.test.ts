import { expect, test } from 'vitest';
import { APPLICATION_FIELD_ORDER, emptyApplication } from './application-schema.ts';
import { emptyEnquiry } from './enquiry-schema.ts';
import { APPLICATION_FIELDS, ENQUIRY_FIELDS, FORM_FIELDS, fieldLabel, fieldNamesOf } from './form-fields.ts';

test('each form’s table names every field of its schema once, and nothing else', () => {
  expect(Object.keys(ENQUIRY_FIELDS).sort()).toEqual(Object.keys(emptyEnquiry()).sort());
  expect(Object.keys(APPLICATION_FIELDS).sort()).toEqual(
    [...Object.keys(emptyApplication()), 'fileName'].sort(),
  );
  for (const variant of ['teach-abroad', 'vacancies'] as const)
    for (const field of APPLICATION_FIELD_ORDER[variant]) expect(APPLICATION_FIELDS).toHaveProperty(field);
});

test('wire names are unique within a form, and keep the legacy provider’s quirks', () => {
  for (const fields of Object.values(FORM_FIELDS)) {
    const wires = Object.values(fields).map((f) => f.wire);
    expect(new Set(wires).size).toBe(wires.length);
  }
  expect(ENQUIRY_FIELDS.firstName.wire).toBe('last_name');
  expect(ENQUIRY_FIELDS.message.wire).toBe('textarea');
  expect(APPLICATION_FIELDS.message.wire).toBe('message');
});

test('every field has an English and a different, non-empty Traditional Chinese label', () => {
  for (const fields of Object.values(FORM_FIELDS))
    for (const { label } of Object.values(fields)) {
      expect(label.en.trim()).not.toBe('');
      expect(label['zh-Hant'].trim()).not.toBe('');
      expect(label['zh-Hant']).not.toBe(label.en);
    }
});

test('labels in a language, in the table’s order; an unknown field shows its name', () => {
  expect(fieldLabel('enquiry', 'schoolCompany', 'en')).toBe('School / Company (if applicable)');
  expect(fieldLabel('application', 'idNo', 'zh-Hant')).toBe('身份證號碼');
  expect(fieldLabel('application', 'schoolCompany', 'en')).toBe('schoolCompany');
  expect(fieldLabel('enquiry', 'toString', 'en')).toBe('toString');
  expect(fieldNamesOf('enquiry')).toEqual([
    'firstName',
    'surname',
    'schoolCompany',
    'phone',
    'email',
    'message',
  ]);
});
