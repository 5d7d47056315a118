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
