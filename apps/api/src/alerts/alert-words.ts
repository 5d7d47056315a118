// Labels of the job-alert criteria and vacancy facts in each language, for the mails and the alert pages.
import { ALERT_FIELDS, ANY, type AlertCriteria, type AlertFrequency, type AlertLang } from '@agency/forms';
import { employmentTypeLabel, FREQUENCY_WORDS, regionLabel, sectorLabel } from '@agency/forms/alert-labels';

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

/** `1 February 2027`, `2027年2月1日` (a YYYY-MM-DD date as written, no time zone). */
export function formatDay(value: string, lang: AlertLang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const instant = new Date(`${value}T00:00:00Z`);
  return new Intl.DateTimeFormat(lang === 'zh-Hant' ? 'zh-Hant-HK' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(instant);
}

/** `HK$22,000–24,000 a month`. */
export function formatSalary(
  salary: { currency: string; min: number; max: number } | null,
  lang: AlertLang,
): string | null {
  if (!salary) return null;
  const money = new Intl.NumberFormat(lang === 'zh-Hant' ? 'zh-Hant-HK' : 'en-GB', {
    style: 'currency',
    currency: salary.currency,
    maximumFractionDigits: 0,
  });
  const range =
    salary.min === salary.max ? money.format(salary.min) : money.formatRange(salary.min, salary.max);
  return lang === 'zh-Hant' ? `每月 ${range}` : `${range} a month`;
}
