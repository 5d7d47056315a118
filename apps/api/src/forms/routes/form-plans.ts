// How each form's validated values become a stored record: keyed by WIRE name (the names the agency's mail
// and the legacy provider use), so the record reads the same as what was posted.
import {
  APPLICATION_WIRE_NAMES,
  ENQUIRY_WIRE_NAMES,
  parseApplicationWire,
  parseEnquiryWire,
  type ApplicationValues,
  type EnquiryValues,
} from '@agency/forms';
import type { SubmitPlan } from './submit-form.ts';

function byWireName(values: object, names: Record<string, string>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [field, wire] of Object.entries(names)) {
    const value = (values as Record<string, unknown>)[field];
    // Teach Abroad has no sectors/functions/vacancy: leave the empty ones out of the record and the mail.
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    if (value === '' && (field === 'vacancy' || field === 'fileName')) continue;
    record[wire] = value;
  }
  return record;
}

export const enquiryPlan: SubmitPlan<EnquiryValues> = {
  kind: 'enquiry',
  parse: (body) => parseEnquiryWire(body),
  toRecord: (values) => ({ data: byWireName(values, ENQUIRY_WIRE_NAMES), email: values.email }),
};

export const applicationPlan: SubmitPlan<ApplicationValues> = {
  kind: 'application',
  parse: (body) => parseApplicationWire(body),
  toRecord: (values) => ({
    data: byWireName(values, APPLICATION_WIRE_NAMES),
    email: values.email,
    uploadId: values.fileName,
  }),
};
