import { describe, expect, it } from 'vitest';
import { keepLanguage, localize, type Localized } from './localize.ts';

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

describe('keepLanguage', () => {
  const title = { _type: 'localeString', en: 'English Tutor', zhHant: '英語導師' };
  const untranslated = { _type: 'localeText', en: 'Small groups', zhHant: '' };
  const body = {
    _type: 'localeBlockContent',
    en: [{ _type: 'block', _key: 'a', children: [{ _type: 'span', text: 'Hello' }] }],
    zhHant: [{ _type: 'block', _key: 'b', children: [{ _type: 'span', text: '你好' }] }],
  };
  const vacancies = [
    { _id: 'v1', slug: 'tutor', salary: { currency: 'HKD', min: 24000 }, title, summary: untranslated },
    { _id: 'v2', slug: 'teacher', closingDate: null, section: { heading: title, body, tags: ['a', 'b'] } },
  ];

  it('keeps only English on an English page', () => {
    const [first, second] = keepLanguage(vacancies, 'en');
    expect(first?.title).toEqual({ _type: 'localeString', en: 'English Tutor' });
    expect(first?.summary).toEqual({ _type: 'localeText', en: 'Small groups' });
    expect(second?.section?.body).toEqual({ _type: 'localeBlockContent', en: body.en });
    expect(JSON.stringify(keepLanguage(vacancies, 'en'))).not.toMatch(/英語|你好/);
  });

  it('keeps only Chinese on a Chinese page, with an empty English value of the same kind', () => {
    const [first, second] = keepLanguage(vacancies, 'zh-Hant');
    expect(first?.title).toEqual({ _type: 'localeString', en: '', zhHant: '英語導師' });
    expect(second?.section?.body).toEqual({ _type: 'localeBlockContent', en: [], zhHant: body.zhHant });
    expect(JSON.stringify(keepLanguage(vacancies, 'zh-Hant'))).not.toMatch(/English Tutor|Hello/);
  });

  it('keeps English on a Chinese page where the Chinese text is missing or empty', () => {
    expect(keepLanguage(untranslated, 'zh-Hant')).toEqual({ _type: 'localeText', en: 'Small groups' });
    expect(keepLanguage({ _type: 'localeString', en: 'Mong Kok' }, 'zh-Hant')).toEqual({
      _type: 'localeString',
      en: 'Mong Kok',
    });
    expect(keepLanguage({ ...body, zhHant: [] }, 'zh-Hant')).toEqual({
      _type: 'localeBlockContent',
      en: body.en,
    });
  });

  it('gives what localize gives, in both languages', () => {
    for (const lang of ['en', 'zh-Hant'] as const) {
      const fields: (Localized<unknown> & { _type: string })[] = [title, untranslated, body];
      for (const field of [...fields, { _type: 'localeString', en: 'Macau' }]) {
        expect(localize(keepLanguage(field, lang), lang)).toEqual(localize(field, lang));
      }
    }
  });

  it('leaves data that is not a localised field as it was', () => {
    const plain = {
      _id: 'x',
      count: 3,
      open: true,
      none: null,
      list: [1, 'two'],
      alt: { _type: 'other', en: 'a' },
    };
    expect(keepLanguage(plain, 'zh-Hant')).toEqual(plain);
    expect(keepLanguage(null, 'en')).toBeNull();
    expect(keepLanguage('text', 'en')).toBe('text');
  });
});
