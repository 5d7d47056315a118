import { APPLICATION_MAIL_LABELS, ENQUIRY_MAIL_LABELS } from '@agency/forms/mail-labels';
import { expect, test } from 'vitest';
import zhForms from '../../../web/src/i18n/locales/zh-Hant/forms.json';
import { fieldLabel } from './field-labels.ts';
import { fill } from './i18n.tsx';

test('English labels are the forms package’s own; Chinese ones the public form’s', () => {
  for (const [field, label] of Object.entries(APPLICATION_MAIL_LABELS)) {
    expect(fieldLabel('application', field, 'en')).toBe(label);
  }
  expect(fieldLabel('enquiry', 'schoolCompany', 'en')).toBe(ENQUIRY_MAIL_LABELS.schoolCompany);
  expect(fieldLabel('application', 'idNo', 'zh-Hant')).toBe(zhForms.fields.idNo);
  expect(fieldLabel('application', 'unknownField', 'zh-Hant')).toBe('unknownField');
});

test('placeholders are filled, unknown ones left as they are', () => {
  expect(fill('Signed in as {name}', { name: 'Amy' })).toBe('Signed in as Amy');
  expect(fill('{count} of {total}', { count: 3 })).toBe('3 of {total}');
});
