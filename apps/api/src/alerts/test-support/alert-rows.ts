// A confirmed daily alert for any vacancy as a table row, for tests and benchmarks that need many alerts at once
// (inserted directly, without the subscribe and confirm round trip).
import type { Insertable } from 'kysely';
import type { AlertVacancy } from '../alert-matching.ts';
import type { AlertsTable } from '../../database/alert-tables.ts';

export function confirmedAlertRow(
  n: number,
  at: number,
  overrides: Partial<Insertable<AlertsTable>> = {},
): Insertable<AlertsTable> {
  return {
    email: `teacher${n}@example.com`,
    email_key: `teacher${n}@example.com`,
    lang: 'en',
    regions: null,
    sectors: null,
    employment_types: null,
    frequency: 'daily',
    status: 'confirmed',
    paused: 0,
    created_at: at,
    confirmed_at: at,
    last_confirmed_at: at,
    digest_cursor: at,
    keep_asked_at: null,
    confirm_mailed_at: null,
    ...overrides,
  };
}

/** A published vacancy as the digests read it: a Macau primary post, full time. */
export const alertVacancy = (overrides: Partial<AlertVacancy> = {}): AlertVacancy => ({
  id: 'v1',
  slug: 'v1',
  region: 'macau',
  sector: 'primary',
  employmentType: 'full-time',
  startDate: '2027-02-01',
  title: { en: 'Primary NET', 'zh-Hant': '小學英語教師' },
  salary: { currency: 'MOP', min: 20000, max: 25000 },
  ...overrides,
});
