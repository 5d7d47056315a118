import { describe, expect, test } from 'vitest';
import type { InsightsReport } from '@agency/forms/insights';
import { insightsCsv } from './insights-csv.ts';

const empty: InsightsReport = {
  from: '2026-12-01',
  to: '2026-12-01',
  days: [],
  totals: { visitors: 0, views: 0, started: 0, drafts: 0, sent: 0, enquiries: 0, alerts: 0, eligibility: 0 },
  pages: [],
  sources: [],
  campaigns: [],
  referrers: [],
  vacancies: [],
  funnel: { viewed: 0, started: 0, sent: 0 },
};

describe('the Insights CSV', () => {
  test('a utm value a spreadsheet would run as a formula is written as text; commas and quotes are quoted', () => {
    const csv = insightsCsv({
      ...empty,
      campaigns: [{ source: '@evil', medium: 'a,b', campaign: '=HYPERLINK("x")', visitors: 2 }],
    });
    expect(csv.split('\r\n')[1]).toBe(`campaign,"'=HYPERLINK(""x"")","'@evil / a,b",2,,,,`);
  });
});
