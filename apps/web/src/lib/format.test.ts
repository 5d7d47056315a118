import { expect, test, vi } from 'vitest';
import { formatDate, formatNumber, formatSalaryRange } from './format.ts';

test('numbers group thousands in both languages', () => {
  expect(formatNumber(12_345, 'en')).toBe('12,345');
  expect(formatNumber(12_345, 'zh-Hant')).toBe('12,345');
});

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
  expect(formatSalaryRange(null, 24000, 'hkd', 'en')).toBe('HK$24,000');
  expect(formatSalaryRange(null, null, 'HKD', 'en')).toBeNull();
  expect(formatSalaryRange(1, 2, null, 'en')).toBeNull();
});

test('a formatter is made once per language and options, not on every call', () => {
  const numbers = vi.spyOn(Intl, 'NumberFormat');
  const dates = vi.spyOn(Intl, 'DateTimeFormat');
  for (let i = 0; i < 3; i += 1) {
    expect(formatSalaryRange(1000, 2000, 'EUR', 'en')).toMatch(/^€1,000\s?–\s?€?2,000$/);
    expect(formatDate('2025-11-0' + (i + 1), 'zh-Hant')).toMatch(/^2025年11月\d日$/);
  }
  expect(numbers).toHaveBeenCalledTimes(1);
  expect(dates.mock.calls.length).toBeLessThanOrEqual(1);
  numbers.mockRestore();
  dates.mockRestore();
});
