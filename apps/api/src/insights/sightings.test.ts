import { describe, expect, test } from 'vitest';
import { rowsOf } from './sightings.ts';
import { viewOf } from './test-support/insights-site.ts';

const sighting = viewOf;

describe('what a sighting is counted as', () => {
  test('a Chinese vacancy page: its vacancy and language, the path without its query', () => {
    const [row] = rowsOf(sighting('/zh-hant/Vacancies/hk-2026-01?utm_source=%20fair-qr%0A'), '2026-12-02');
    expect(row).toMatchObject({
      path: '/zh-hant/Vacancies/hk-2026-01',
      vacancy: 'hk-2026-01',
      lang: 'zh-Hant',
    });
    expect(row?.source).toBe('fair-qr');
  });

  test('an eligibility result rendered for the form without JavaScript is also a check', () => {
    const rows = rowsOf(sighting('/Eligibility?degree=yes'), '2026-12-02');
    expect(rows.map((row) => row.kind)).toEqual(['view', 'eligibility']);
    expect(rowsOf(sighting('/Eligibility'), '2026-12-02').map((row) => row.kind)).toEqual(['view']);
  });
});
