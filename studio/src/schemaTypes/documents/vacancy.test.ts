import { describe, expect, it } from 'vitest';
import { todayInHongKong } from '@agency/content/vacancy-status';
import { vacancy } from './vacancy.ts';

const prepare = (fields: Record<string, unknown>) =>
  (vacancy.preview!.prepare as (value: Record<string, unknown>) => { subtitle: string })(fields).subtitle;

describe('the vacancy list in the Studio', () => {
  const today = todayInHongKong();
  it('shows whether each vacancy is Open, Filled or Closed, by the site’s rule', () => {
    expect(prepare({ startDate: '2999-01-01', region: 'macau' })).toBe('Open · 2999-01-01 · Macau');
    expect(prepare({ startDate: '2999-01-01', filled: true })).toMatch(/^Filled · /);
    expect(prepare({ startDate: '2999-01-01', closingDate: '2000-01-01' })).toMatch(/^Closed · /);
    expect(prepare({ startDate: '2000-01-01' })).toMatch(/^Closed · /);
    expect(prepare({ startDate: today })).toMatch(/^Open · /);
  });

  it('shows no status before a start date is set', () => {
    expect(prepare({ region: 'hong-kong' })).toBe('Hong Kong');
  });
});
