import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryOptions } from './nationalities.ts';

describe('countries', () => {
  it('lists about 200 countries with unique English values', () => {
    expect(COUNTRIES.length).toBeGreaterThan(190);
    expect(COUNTRIES.length).toBeLessThan(260);
    expect(new Set(COUNTRIES.map((c) => c.value)).size).toBe(COUNTRIES.length);
    expect(COUNTRIES.map((c) => c.value)).toEqual(
      expect.arrayContaining([
        'United Kingdom',
        'Ireland',
        'South Africa',
        'Australia',
        'New Zealand',
        'Canada',
      ]),
    );
    expect(COUNTRIES.some((c) => c.code === 'AQ')).toBe(false);
  });

  it('gives Chinese labels with the same English values', () => {
    const zh = countryOptions('zh-Hant');
    expect(zh).toHaveLength(COUNTRIES.length);
    expect(zh.find((o) => o.value === 'United Kingdom')?.label).toBe('英國');
    expect(zh.find((o) => o.value === 'South Africa')?.label).toBe('南非');
    expect(countryOptions('en')[0]).toEqual({ value: 'Afghanistan', label: 'Afghanistan' });
  });
});
