import { describe, expect, it } from 'vitest';
import { localize } from './localize.ts';

describe('localize', () => {
  it('picks the requested language', () => {
    expect(localize({ en: 'Vacancies', zhHant: '職位空缺' }, 'zh-Hant')).toBe('職位空缺');
    expect(localize({ en: 'Vacancies', zhHant: '職位空缺' }, 'en')).toBe('Vacancies');
  });

  it('falls back to English when the Chinese value is missing or empty', () => {
    expect(localize({ en: 'Vacancies' }, 'zh-Hant')).toBe('Vacancies');
    expect(localize({ en: 'Vacancies', zhHant: '' }, 'zh-Hant')).toBe('Vacancies');
    expect(localize({ en: [{ _type: 'block' }], zhHant: [] }, 'zh-Hant')).toEqual([{ _type: 'block' }]);
  });

  it('returns undefined for a missing field', () => {
    expect(localize(null, 'en')).toBeUndefined();
  });
});
