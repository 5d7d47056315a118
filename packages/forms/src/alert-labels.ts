// The words for a job alert's choices in each language: "any", each region, school sector and employment type, and
// each frequency. The alert mails, the alert pages (apps/api) and the staff area's counts read them here; the value
// lists themselves come from @agency/regions and @agency/content's vacancy options. No yup: the staff area loads it.
import { EMPLOYMENT_TYPES, SCHOOL_SECTORS } from '@agency/content/vacancy-options';
import { isRegionId, regions } from '@agency/regions';
import type { FieldLang } from './form-fields.ts';

/** The option that means "every value of this list", now and any added later. */
export const ANY = 'any';

const ANY_WORDS = {
  regions: { en: 'Any region', 'zh-Hant': '任何地區' },
  sectors: { en: 'Any sector', 'zh-Hant': '任何類別' },
  employmentTypes: { en: 'Any type', 'zh-Hant': '任何形式' },
} as const;

export const FREQUENCY_WORDS = {
  daily: { en: 'Daily', 'zh-Hant': '每日' },
  weekly: { en: 'Weekly (Mondays)', 'zh-Hant': '每週（星期一）' },
} as const satisfies Record<string, Record<FieldLang, string>>;

export function regionLabel(value: string, lang: FieldLang): string {
  if (value === ANY) return ANY_WORDS.regions[lang];
  return isRegionId(value) ? regions[value].label[lang] : value;
}
export function sectorLabel(value: string, lang: FieldLang): string {
  if (value === ANY) return ANY_WORDS.sectors[lang];
  return SCHOOL_SECTORS.find((o) => o.value === value)?.label[lang] ?? value;
}
export function employmentTypeLabel(value: string, lang: FieldLang): string {
  if (value === ANY) return ANY_WORDS.employmentTypes[lang];
  return EMPLOYMENT_TYPES.find((o) => o.value === value)?.label[lang] ?? value;
}
export function frequencyLabel(value: string, lang: FieldLang): string {
  return value in FREQUENCY_WORDS ? FREQUENCY_WORDS[value as keyof typeof FREQUENCY_WORDS][lang] : value;
}
