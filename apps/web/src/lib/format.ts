/** Dates and money for the page's language, with Intl and the site's locale for each language. */
import { intlLocale, type Lang } from '../i18n/lang.ts';

/**
 * Formats a `YYYY-MM-DD` (or ISO date-time) as a long date. Date-only values are read and printed in UTC, so
 * the day never shifts with the visitor's (or the prerenderer's) time zone.
 */
export function formatDate(value: string, language: Lang): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeZone: dateOnly ? 'UTC' : 'Asia/Hong_Kong',
  }).format(date);
}

/** `HK$22,000 – HK$24,000`, or one figure when only one is known; null when there is no salary. */
export function formatSalaryRange(
  min: number | null | undefined,
  max: number | null | undefined,
  currency: string | null | undefined,
  language: Lang,
): string | null {
  if (!currency) return null;
  const format = new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: currency.toUpperCase(),
    maximumFractionDigits: 0,
  });
  const hasMin = typeof min === 'number';
  const hasMax = typeof max === 'number';
  if (hasMin && hasMax) return min === max ? format.format(min) : format.formatRange(min, max);
  if (hasMin) return format.format(min);
  if (hasMax) return format.format(max);
  return null;
}
