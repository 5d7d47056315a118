import { use } from 'react';
import { useLang } from '../i18n/use-lang.ts';
import { BuiltValuesContext } from './built-values.ts';
import { formatDate, formatNumber, formatSalaryRange } from './format.ts';

/**
 * The page's dates, numbers and salaries in its language (lib/format.ts). The server's render keeps each text in
 * the page's state, and hydration reads it there, so a first load makes no `Intl` formatter (decision 061); the
 * browser formats only what the state lacks (after a client-side navigation).
 */
export function useFormat() {
  const lang = useLang();
  const built = use(BuiltValuesContext);
  return {
    /** A long date: `5 November 2025`, `2025年11月5日`. */
    date: (value: string) => built.keep(`date|${lang}|${value}`, () => formatDate(value, lang)),
    /** A whole number, e.g. `1,200`. */
    number: (value: number) => built.keep(`number|${lang}|${value}`, () => formatNumber(value, lang)),
    /** `HK$22,000–24,000`, or one figure when only one is known; null when there is no salary. */
    salaryRange: (
      min: number | null | undefined,
      max: number | null | undefined,
      currency: string | null | undefined,
    ) =>
      built.keep(`salary|${lang}|${currency}|${min}|${max}`, () =>
        formatSalaryRange(min, max, currency, lang),
      ),
  };
}
