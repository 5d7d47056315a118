import { expect, test, vi } from 'vitest';
import { buildCountryList } from '../scripts/country-list.ts';
import { CHINESE_ORDER, COUNTRY_ROWS } from './countries.generated.ts';

test('the generated country list is what i18n-iso-countries and CLDR give (else run generate:countries)', () => {
  const fresh = buildCountryList();
  expect(COUNTRY_ROWS).toEqual(fresh.rows);
  expect(CHINESE_ORDER).toEqual(fresh.chineseOrder);
});

test('loading the country options and listing them in either language makes no Intl object', async () => {
  const made = [
    vi.spyOn(Intl, 'Collator'),
    vi.spyOn(Intl, 'DisplayNames'),
    vi.spyOn(String.prototype, 'localeCompare'),
  ];
  try {
    vi.resetModules();
    const { countryOptions } = await import('./nationalities.ts');
    expect(countryOptions('en')).toHaveLength(COUNTRY_ROWS.length);
    expect(countryOptions('zh-Hant')).toHaveLength(COUNTRY_ROWS.length);
    for (const spy of made) expect(spy).not.toHaveBeenCalled();
  } finally {
    for (const spy of made) spy.mockRestore();
  }
});

test('the Chinese names are Hong Kong usage, not Taiwan’s (issue 42)', () => {
  const chinese = new Map(COUNTRY_ROWS.map(([code, , name]) => [code, name]));
  expect(chinese.get('TT')).toBe('千里達和多巴哥');
  expect(chinese.get('SZ')).toBe('斯威士蘭');
  expect(chinese.get('NG')).toBe('尼日利亞');
  expect(chinese.get('TZ')).toBe('坦桑尼亞');
  expect(chinese.get('AU')).toBe('澳洲');
});
