// The ONE place the staff area reads what a submission stored: the `data` JSON of a submissions row. Rows written
// before and after the switch to schema field names (issue 9) both read as field names here, through the forms'
// own wire-name mapping, so nothing else in the staff area knows how the record is keyed.
import {
  APPLICATION_WIRE_NAMES,
  applicationFieldOf,
  ENQUIRY_WIRE_NAMES,
  enquiryFieldOf,
  type SubmissionKind,
} from '@agency/forms';

export type StoredFields = { field: string; value: string | string[] }[];

const FIELD_ORDER: Record<SubmissionKind, string[]> = {
  enquiry: Object.keys(ENQUIRY_WIRE_NAMES),
  application: Object.keys(APPLICATION_WIRE_NAMES),
};
const fieldOf: Record<SubmissionKind, (key: string) => string> = {
  enquiry: enquiryFieldOf,
  application: applicationFieldOf,
};
/** Not shown as a field: the upload id is an internal link to the CV, which the detail shows as files. */
const HIDDEN = new Set(['fileName']);

/** The stored values by schema field name, in the form's order. */
export function readStoredFields(kind: SubmissionKind, data: string): StoredFields {
  const byField = new Map<string, string | string[]>();
  for (const [key, value] of Object.entries(JSON.parse(data) as Record<string, unknown>)) {
    if (typeof value === 'string' || Array.isArray(value))
      byField.set(fieldOf[kind](key), value as string | string[]);
  }
  return FIELD_ORDER[kind]
    .filter((field) => byField.has(field) && !HIDDEN.has(field))
    .map((field) => ({ field, value: byField.get(field)! }));
}

// SQL over the same JSON, for search and filters. The first name's key was `last_name` (the legacy wire quirk)
// before issue 9 and `firstName` after; both are read.
const firstName = `coalesce(json_extract(data, '$.firstName'), json_extract(data, '$.${ENQUIRY_WIRE_NAMES.firstName}'), '')`;
export const NAME_SQL = `trim(${firstName} || ' ' || coalesce(json_extract(data, '$.surname'), ''))`;
export const VACANCY_SQL = `json_extract(data, '$.${APPLICATION_WIRE_NAMES.vacancy}')`;
