// Labels of the job-alert criteria and vacancy facts in each language, for the mails and the alert pages.
import { ALERT_FIELDS, ANY, type AlertCriteria, type AlertFrequency, type AlertLang } from '@agency/forms';
import { employmentTypeLabel, FREQUENCY_WORDS, regionLabel, sectorLabel } from '@agency/forms/alert-labels';
import { intlFormat, mailLocale } from '../mail/mail-words.ts';

export { employmentTypeLabel, FREQUENCY_WORDS, regionLabel, sectorLabel };

/** The criteria's names: the table of form fields' labels (packages/forms). */
export const CRITERIA_WORDS = {
  regions: ALERT_FIELDS.regions.label,
  sectors: ALERT_FIELDS.sectors.label,
  employmentTypes: ALERT_FIELDS.employmentTypes.label,
  frequency: ALERT_FIELDS.frequency.label,
} as const;

const joiner = (lang: AlertLang) => (lang === 'zh-Hant' ? '、' : ', ');

/** What an alert asks for, one line per criterion. */
export function criteriaFacts(
  criteria: AlertCriteria,
  frequency: AlertFrequency,
  lang: AlertLang,
): { label: string; value: string }[] {
  const list = (values: string[] | null, label: (v: string, l: AlertLang) => string) =>
    (values ?? [ANY]).map((v) => label(v, lang)).join(joiner(lang));
  return [
    { label: CRITERIA_WORDS.regions[lang], value: list(criteria.regions, regionLabel) },
    { label: CRITERIA_WORDS.sectors[lang], value: list(criteria.sectors, sectorLabel) },
    {
      label: CRITERIA_WORDS.employmentTypes[lang],
      value: list(criteria.employmentTypes, employmentTypeLabel),
    },
    { label: CRITERIA_WORDS.frequency[lang], value: FREQUENCY_WORDS[frequency][lang] },
  ];
}

/**
 * Salary ranges as written, kept: formatRange is slow in V8 (~0.2 ms a call, a range formatter made each time),
 * and a digest run writes the same few vacancies' salaries into thousands of mails.
 */
const salaries = new Map<string, string>();
const SALARIES_KEPT = 1000;

/** `HK$22,000–24,000 a month`. */
export function formatSalary(
  salary: { currency: string; min: number; max: number } | null,
  lang: AlertLang,
): string | null {
  if (!salary) return null;
  const key = `${lang} ${salary.currency} ${salary.min} ${salary.max}`;
  let text = salaries.get(key);
  if (text === undefined) {
    const money = intlFormat(
      `money ${lang} ${salary.currency}`,
      () =>
        new Intl.NumberFormat(mailLocale(lang), {
          style: 'currency',
          currency: salary.currency,
          maximumFractionDigits: 0,
        }),
    );
    const range =
      salary.min === salary.max ? money.format(salary.min) : money.formatRange(salary.min, salary.max);
    text = lang === 'zh-Hant' ? `每月 ${range}` : `${range} a month`;
    if (salaries.size >= SALARIES_KEPT) salaries.clear();
    salaries.set(key, text);
  }
  return text;
}
