import { afterEach, expect, test, vi } from 'vitest';
import { intlLocale, LANGS } from '../i18n/lang.ts';
import { formatDate, formatNumber, formatSalaryRange } from './format.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const COUNTS = [
  0,
  1,
  7,
  10,
  99,
  999,
  1000,
  1001,
  12_345,
  22_000,
  100_000,
  1_234_567,
  Number.MAX_SAFE_INTEGER,
];

test('dates are long dates in the page language, never shifted by time zone', () => {
  expect(formatDate('2025-11-05', 'en')).toBe('5 November 2025');
  expect(formatDate('2025-11-05', 'zh-Hant')).toBe('2025年11月5日');
  expect(formatDate('not a date', 'en')).toBe('not a date');
  // A date-time is the day it is in Hong Kong.
  expect(formatDate('2025-11-05T16:30:00Z', 'en')).toBe('6 November 2025');
});

test('salary ranges use the currency and the page language', () => {
  expect(formatSalaryRange(22000, 24000, 'HKD', 'en')).toBe('HK$22,000–24,000');
  expect(formatSalaryRange(22000, 24000, 'HKD', 'zh-Hant')).toBe('HK$22,000-24,000');
  expect(formatSalaryRange(21000, 22000, 'MOP', 'zh-Hant')).toBe('MOP\u00a021,000-22,000');
  expect(formatSalaryRange(24000, 24000, 'HKD', 'en')).toBe('HK$24,000');
  expect(formatSalaryRange(null, 24000, 'HKD', 'en')).toBe('HK$24,000');
  expect(formatSalaryRange(null, null, 'HKD', 'en')).toBeNull();
  expect(formatSalaryRange(1, 2, null, 'en')).toBeNull();
});

test('every form prints what Intl prints for the language’s locale', () => {
  for (const lang of LANGS) {
    const locale = intlLocale(lang);
    const number = new Intl.NumberFormat(locale);
    for (const count of COUNTS) expect(formatNumber(count, lang)).toBe(number.format(count));

    for (const currency of ['HKD', 'MOP', 'hkd']) {
      const money = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: currency.toUpperCase(),
        maximumFractionDigits: 0,
      });
      for (const min of COUNTS) {
        expect(formatSalaryRange(min, null, currency, lang)).toBe(money.format(min));
        expect(formatSalaryRange(min, min, currency, lang)).toBe(money.format(min));
        for (const max of COUNTS.filter((value) => value > min)) {
          expect(formatSalaryRange(min, max, currency, lang)).toBe(money.formatRange(min, max));
        }
      }
    }

    const utcDay = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    const hongKongDay = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Hong_Kong' });
    for (let hour = 0; hour < 2 * 366 * 24; hour += 5) {
      const instant = new Date(Date.UTC(2027, 0, 1) + hour * 3_600_000);
      const iso = instant.toISOString();
      expect(formatDate(iso.slice(0, 10), lang)).toBe(utcDay.format(instant));
      expect(formatDate(iso, lang)).toBe(hongKongDay.format(instant));
    }
  }
});

test('values outside the written-out forms are left to Intl', () => {
  expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
  expect(formatNumber(-3, 'en')).toBe('-3');
  expect(formatSalaryRange(22000, 24000, 'USD', 'en')).toBe('US$22,000–24,000');
  expect(formatSalaryRange(22000.6, null, 'HKD', 'en')).toBe('HK$22,001');
});

test('the site’s own figures make no Intl formatter (the first one costs a browser 12–20 ms)', () => {
  const numberFormat = vi.spyOn(Intl, 'NumberFormat');
  const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
  for (const lang of LANGS) {
    formatNumber(12, lang);
    formatSalaryRange(22000, 24000, 'HKD', lang);
    formatSalaryRange(21000, null, 'MOP', lang);
    formatDate('2026-09-01', lang);
    formatDate('2026-09-01T08:00:00Z', lang);
  }
  expect(numberFormat).not.toHaveBeenCalled();
  expect(dateTimeFormat).not.toHaveBeenCalled();
});
