/**
 * Numbers, dates and money in the page's language: exactly what `Intl` prints for the site's locale of each
 * language (`intlLocale`: en-GB, zh-Hant-HK), written out for the values the site shows (whole numbers, the
 * currencies of its regions, calendar dates) and left to `Intl` for anything else.
 *
 * Why not `Intl` for everything: a browser's first `Intl.NumberFormat` or `Intl.DateTimeFormat` costs it 12–20 ms
 * (measured in Chromium: the engine builds its table of available locales), inside the hydration of most pages
 * (issue 14). And the server prerenders with Node's ICU while each visitor's browser hydrates with its own, whose
 * currency ranges and spacing differ between engines and versions; a text that differs from the prerendered HTML
 * makes React throw the page's markup away and render it again. Written out, both sides print the same text.
 * `format.test.ts` checks every form against `Intl`.
 */
import { hongKongDate } from '@agency/content';
import { intlLocale, type Lang } from '../i18n/lang.ts';

/** The symbol each region's currency is printed with, the same in both languages (followed by what, see below). */
const CURRENCY_PREFIX: Record<string, string> = { HKD: 'HK$', MOP: 'MOP\u00a0' };

/** Between the two figures of a range: an en dash in English, a hyphen in Traditional Chinese (CLDR). */
const RANGE_SEPARATOR: Record<Lang, string> = { en: '–', 'zh-Hant': '-' };

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Whole, non-negative numbers within the range a double holds exactly: the only ones written out here. */
function isPlainCount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/** `12345` → `12,345` (both languages group thousands with a comma). */
function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** A whole number, e.g. `1,200`. */
export function formatNumber(value: number, language: Lang): string {
  if (isPlainCount(value)) return groupThousands(value);
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}

/**
 * Formats a `YYYY-MM-DD` (or ISO date-time) as a long date: `5 November 2025`, `2025年11月5日`. Date-only values
 * are printed as they are, so the day never shifts with the visitor's (or the prerenderer's) time zone; a date-time
 * is printed as the day it is in Hong Kong.
 */
export function formatDate(value: string, language: Lang): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const instant = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(instant.getTime())) return value;
  const [year, month, day] = (dateOnly ? value : hongKongDate(instant)).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  if (year < 1000 || year > 9999) {
    return new Intl.DateTimeFormat(intlLocale(language), {
      dateStyle: 'long',
      timeZone: dateOnly ? 'UTC' : 'Asia/Hong_Kong',
    }).format(instant);
  }
  return language === 'en' ? `${day} ${ENGLISH_MONTHS[month - 1]} ${year}` : `${year}年${month}月${day}日`;
}

/** `HK$22,000–24,000`, or one figure when only one is known; null when there is no salary. */
export function formatSalaryRange(
  min: number | null | undefined,
  max: number | null | undefined,
  currency: string | null | undefined,
  language: Lang,
): string | null {
  if (!currency) return null;
  const hasMin = typeof min === 'number';
  const hasMax = typeof max === 'number';
  if (!hasMin && !hasMax) return null;
  const prefix = CURRENCY_PREFIX[currency.toUpperCase()];
  const written =
    prefix !== undefined &&
    (!hasMin || isPlainCount(min)) &&
    (!hasMax || isPlainCount(max)) &&
    !(hasMin && hasMax && min > max);
  if (!written) return intlMoney(min, max, currency, language);
  if (hasMin && hasMax && min !== max) {
    return `${prefix}${groupThousands(min)}${RANGE_SEPARATOR[language]}${groupThousands(max)}`;
  }
  return `${prefix}${groupThousands(hasMin ? min : (max as number))}`;
}

function intlMoney(
  min: number | null | undefined,
  max: number | null | undefined,
  currency: string,
  language: Lang,
): string {
  const format = new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: currency.toUpperCase(),
    maximumFractionDigits: 0,
  });
  if (typeof min === 'number' && typeof max === 'number') {
    return min === max ? format.format(min) : format.formatRange(min, max);
  }
  return format.format((typeof min === 'number' ? min : max) as number);
}
