/**
 * Numbers, dates and money in the page's language, with `Intl` for the site's locale of each language
 * (`intlLocale`: en-GB, zh-Hant-HK). The server's Node and the visitors' Chromium print the same text for these
 * (checked for Node 24 / ICU 78 and Chromium 156: decision 019), so hydration matches the server's HTML.
 */
import { intlLocale, type Lang } from '../i18n/lang.ts';

/** A whole number, e.g. `1,200`. */
export function formatNumber(value: number, language: Lang): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}

/**
 * Formats a `YYYY-MM-DD` (or ISO date-time) as a long date: `5 November 2025`, `2025年11月5日`. A date-only value is
 * printed as it is, so the day never shifts with the visitor's (or the server's) time zone; a date-time is printed
 * as the day it is in Hong Kong.
 */
export function formatDate(value: string, language: Lang): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const instant = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(instant.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeZone: dateOnly ? 'UTC' : 'Asia/Hong_Kong',
  }).format(instant);
}

/** `HK$22,000–24,000`, or one figure when only one is known; null when there is no salary. */
export function formatSalaryRange(
  min: number | null | undefined,
  max: number | null | undefined,
  currency: string | null | undefined,
  language: Lang,
): string | null {
  const hasMin = typeof min === 'number';
  const hasMax = typeof max === 'number';
  if (!currency || (!hasMin && !hasMax)) return null;
  const money = new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: currency.toUpperCase(),
    maximumFractionDigits: 0,
  });
  if (hasMin && hasMax && min !== max) return money.formatRange(min, max);
  return money.format(hasMin ? min : (max as number));
}
