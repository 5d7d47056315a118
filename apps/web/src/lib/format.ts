/**
 * Numbers, dates and money in the page's language, with `Intl` for the site's locale of each language
 * (`intlLocale`: en-GB, zh-Hant-HK). The server's Node and the visitors' Chromium print the same text for these
 * (checked for Node 24 / ICU 78 and Chromium 156: decision 065), so hydration matches the server's HTML.
 *
 * Each formatter is made once per language and options and kept: making one costs far more than formatting
 * with it (a page lists many dates and salaries, and the server renders every page).
 */
import { intlLocale, type Lang } from '../i18n/lang.ts';

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function kept<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

const numberFormat = (language: Lang, currency?: string) =>
  kept(`number:${language}:${currency ?? ''}`, () =>
    currency
      ? new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency, maximumFractionDigits: 0 })
      : new Intl.NumberFormat(intlLocale(language)),
  );

/** A whole number, e.g. `1,200`. */
export function formatNumber(value: number, language: Lang): string {
  return numberFormat(language).format(value);
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
  const timeZone = dateOnly ? 'UTC' : 'Asia/Hong_Kong';
  return kept(
    `date:${language}:${timeZone}`,
    () => new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone }),
  ).format(instant);
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
  const money = numberFormat(language, currency.toUpperCase());
  if (hasMin && hasMax && min !== max) return money.formatRange(min, max);
  return money.format(hasMin ? min : (max as number));
}
