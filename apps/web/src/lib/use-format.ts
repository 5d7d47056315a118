import { useLang } from '../i18n/use-lang.ts';
import { formatDate, formatNumber, formatSalaryRange } from './format.ts';

/**
 * The page's dates, numbers and salaries in its language (lib/format.ts). The server and the browser format the
 * same way (fixed locales and time zones), so hydration matches.
 */
export function useFormat() {
  const lang = useLang();
  return {
    /** A long date: `5 November 2025`, `2025年11月5日`. */
    date: (value: string) => formatDate(value, lang),
    /** A whole number, e.g. `1,200`. */
    number: (value: number) => formatNumber(value, lang),
    /** `HK$22,000–24,000`, or one figure when only one is known; null when there is no salary. */
    salaryRange: (
      min: number | null | undefined,
      max: number | null | undefined,
      currency: string | null | undefined,
    ) => formatSalaryRange(min, max, currency, lang),
  };
}
