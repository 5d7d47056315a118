// The ONE place the staff area reads what a submission stored: the `data` JSON of a submissions row, keyed by the
// forms' field names (since migration 2). Fields come out in the order and under the names of the forms package's
// table of form fields, so nothing else in the staff area knows how the record is kept.
import { fieldNamesOf, RECORD_FIELDS, type SubmissionKind } from '@agency/forms';
import { sql } from 'kysely';
import { jsonText, type Dialect } from '../../database/database.ts';

export type StoredFields = { field: string; value: string | string[] }[];

const FIELD_ORDER: Record<SubmissionKind, string[]> = {
  enquiry: [...fieldNamesOf('enquiry'), ...Object.keys(RECORD_FIELDS)],
  application: [...fieldNamesOf('application'), ...Object.keys(RECORD_FIELDS)],
};
/** Not shown as a field: the upload id is an internal link to the CV, which the detail shows as files. */
const HIDDEN = new Set(['fileName']);

/** The stored values by field name, in the form's order. */
export function readStoredFields(kind: SubmissionKind, data: string): StoredFields {
  const stored = JSON.parse(data) as Record<string, unknown>;
  return FIELD_ORDER[kind]
    .filter((field) => !HIDDEN.has(field))
    .flatMap((field) => {
      const value = stored[field];
      return typeof value === 'string' || Array.isArray(value)
        ? [{ field, value: value as string | string[] }]
        : [];
    });
}

// SQL over the same JSON, for the list's name column and the vacancy filter.
export const nameSql = (dialect: Dialect) =>
  sql<string>`trim(coalesce(${jsonText(dialect, 'data', 'firstName')}, '') || ' ' || coalesce(${jsonText(dialect, 'data', 'surname')}, ''))`;
export const vacancySql = (dialect: Dialect) => jsonText(dialect, 'data', 'vacancy');
