import { describe, expect, it } from 'vitest';
import { enquirySchema, type EnquiryValues } from './enquiry-schema.ts';
import { MAX_LENGTHS } from './limits.ts';
import { validateFields } from './validate.ts';

const valid: EnquiryValues = {
  firstName: 'Mei',
  surname: 'Chan',
  schoolCompany: 'Sunshine Kindergarten',
  phone: '85291234567',
  email: 'mei.chan@school.edu.hk',
  message: 'We need two teachers from September.',
};

const errorsFor = (patch: Partial<EnquiryValues>) => {
  const result = validateFields(enquirySchema, { ...valid, ...patch });
  return result.ok ? [] : result.errors;
};

describe('enquirySchema', () => {
  it('accepts a complete enquiry and trims the text', () => {
    const result = validateFields(enquirySchema, { ...valid, firstName: '  Mei ' });
    expect(result).toEqual({ ok: true, value: valid });
  });

  it('leaves School / Company optional, as its label "(if applicable)" says', () => {
    expect(errorsFor({ schoolCompany: '' })).toEqual([]);
    expect(errorsFor({ schoolCompany: '   ' })).toEqual([]);
  });

  it.each(['firstName', 'surname', 'phone', 'email', 'message'] as const)(
    'requires %s (blank counts as empty)',
    (field) => {
      expect(errorsFor({ [field]: '' })).toEqual([{ field, message: `forms:errors.required.${field}` }]);
      expect(errorsFor({ [field]: '   ' })).toEqual([{ field, message: `forms:errors.required.${field}` }]);
    },
  );

  it.each([
    ['a forged mail line (CR LF)', 'Mei\r\nBcc: everyone@example.com'],
    ['a line feed', 'Mei\nChan'],
    ['a NUL', 'Mei\u0000'],
    ['a tab', 'Mei\tChan'],
    ['a right-to-left override', 'Mei\u202eolleh'],
    ['a bidi isolate', '\u2066Mei\u2069'],
    ['a line separator', 'Mei\u2028Chan'],
  ])('refuses %s in one-line fields, with its own message', (_label, text) => {
    for (const field of ['firstName', 'surname', 'schoolCompany'] as const) {
      expect(errorsFor({ [field]: text })).toEqual([{ field, message: 'forms:errors.controlCharacters' }]);
    }
  });

  it('keeps line breaks in the message, and names in any script', () => {
    expect(errorsFor({ message: 'Dear agency,\r\nWe need two teachers.\n\nThanks' })).toEqual([]);
    expect(errorsFor({ firstName: '美玲', surname: "O'Brien-Núñez" })).toEqual([]);
  });

  it('reports every failing field, not only the last one', () => {
    const result = validateFields(enquirySchema, {});
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.map((e) => e.field)).toEqual(
        Object.keys(valid).filter((f) => f !== 'schoolCompany'),
      );
  });

  it.each([
    ['+852 9123 4567', '+85291234567'],
    ['(+853) 6612-3456', '+85366123456'],
    ['+44 20.7946.0958', '+442079460958'],
    ['  852-9123-4567 ', '85291234567'],
    ['91234567', '91234567'],
    ['(852) 9123 4567', '85291234567'],
  ])('accepts the phone %j as people write it and keeps its digits (and its +) %j', (phone, digits) => {
    const result = validateFields(enquirySchema, { ...valid, phone });
    expect(result).toEqual({ ok: true, value: { ...valid, phone: digits } });
  });

  it.each([
    '12a45678',
    '9123 4567 ext',
    '１２３４５６７８',
    '852+91234567',
    '++85291234567',
    '+',
    '--',
    '9123/4567',
  ])('rejects the phone %j (letters or other signs)', (phone) => {
    expect(errorsFor({ phone })).toEqual([{ field: 'phone', message: 'forms:errors.phoneFormat' }]);
  });

  it.each(['1234567', '+852 123', '1234 5678 9012 3456'])(
    'rejects the phone %j (too few or too many digits)',
    (phone) => {
      expect(errorsFor({ phone })).toEqual([{ field: 'phone', message: 'forms:errors.phoneLength' }]);
    },
  );

  it.each(['a@b.co', 'x.y@mail.example.info', 'ME@SCHOOL.HK'])('accepts the e-mail %j', (email) => {
    expect(errorsFor({ email })).toEqual([]);
  });

  it.each(['plain', 'a@b', 'a@b.c', 'a@b.museum', 'a@b.c0m', 'a b@c.com', '@b.com', 'a@.com', 'a@@b.com'])(
    'rejects the e-mail %j (ending of 2 to 4 letters)',
    (email) => {
      expect(errorsFor({ email })).toEqual([{ field: 'email', message: 'forms:errors.emailFormat' }]);
    },
  );

  it('limits lengths', () => {
    expect(errorsFor({ firstName: 'a'.repeat(MAX_LENGTHS.firstName) })).toEqual([]);
    expect(errorsFor({ firstName: 'a'.repeat(MAX_LENGTHS.firstName + 1) })).toEqual([
      { field: 'firstName', message: 'forms:errors.tooLong' },
    ]);
    expect(errorsFor({ message: 'a'.repeat(MAX_LENGTHS.enquiryMessage + 1) })).toEqual([
      { field: 'message', message: 'forms:errors.tooLong' },
    ]);
    expect(errorsFor({ phone: '1 '.repeat(MAX_LENGTHS.phone) })).toEqual([
      { field: 'phone', message: 'forms:errors.tooLong' },
    ]);
  });

  it('drops unknown keys', () => {
    const result = validateFields(enquirySchema, { ...valid, admin: 'yes' });
    expect(result.ok && Object.keys(result.value).sort()).toEqual(Object.keys(valid).sort());
  });
});
