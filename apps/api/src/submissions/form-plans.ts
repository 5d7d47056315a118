// How each form's validated values become a stored record: keyed by FIELD name (wire names end at the route:
// the forms package's parse functions translate them). The mail labels them from the same field names.
import {
  fieldNamesOf,
  parseApplicationWire,
  parseEnquiryWire,
  type ApplicationValues,
  type EnquiryValues,
} from '@agency/forms';
import type { SubmitPlan } from './submit-form.ts';

function recordOf(values: object, fields: readonly string[]): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const field of fields) {
    const value = (values as Record<string, unknown>)[field];
    // Teach Abroad has no sectors/functions/vacancy: leave the empty ones out of the record and the mail.
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    if (value === '' && (field === 'vacancy' || field === 'fileName')) continue;
    record[field] = value;
  }
  return record;
}

export const enquiryPlan: SubmitPlan<EnquiryValues> = {
  kind: 'enquiry',
  parse: (body) => parseEnquiryWire(body),
  toRecord: (values) => ({ data: recordOf(values, fieldNamesOf('enquiry')), email: values.email }),
};

export const applicationPlan: SubmitPlan<ApplicationValues> = {
  kind: 'application',
  parse: (body) => parseApplicationWire(body),
  toRecord: (values) => ({
    data: recordOf(values, fieldNamesOf('application')),
    email: values.email,
    uploadId: values.fileName,
  }),
};
