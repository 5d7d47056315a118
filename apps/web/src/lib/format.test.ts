import { expect, test } from 'vitest';
import { formatDate, formatSalaryRange } from './format.ts';

test('dates are long dates in the page language, never shifted by time zone', () => {
  expect(formatDate('2025-11-05', 'en')).toBe('5 November 2025');
  expect(formatDate('2025-11-05', 'zh-Hant')).toBe('2025年11月5日');
  expect(formatDate('not a date', 'en')).toBe('not a date');
});

test('salary ranges use the currency and the page language', () => {
  expect(formatSalaryRange(22000, 24000, 'HKD', 'en')).toBe('HK$22,000–24,000');
  expect(formatSalaryRange(21000, 22000, 'MOP', 'zh-Hant')).toMatch(/MOP/);
  expect(formatSalaryRange(24000, 24000, 'HKD', 'en')).toBe('HK$24,000');
  expect(formatSalaryRange(null, 24000, 'HKD', 'en')).toBe('HK$24,000');
  expect(formatSalaryRange(null, null, 'HKD', 'en')).toBeNull();
  expect(formatSalaryRange(1, 2, null, 'en')).toBeNull();
});
