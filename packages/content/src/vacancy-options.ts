/**
 * The value lists of a vacancy's school sector and employment type, defined once: the Studio's vacancy schema, the
 * job-alert criteria (packages/forms) and the alert mails read them. Values are the stable ids stored in content;
 * labels are what a reader sees in each language (the site's own pages label them from their i18n files).
 */
export interface VacancyOption<V extends string = string> {
  readonly value: V;
  readonly label: { readonly en: string; readonly 'zh-Hant': string };
}

export const SCHOOL_SECTORS = [
  { value: 'kindergarten', label: { en: 'Kindergarten', 'zh-Hant': '幼稚園' } },
  { value: 'primary', label: { en: 'Primary school', 'zh-Hant': '小學' } },
  { value: 'secondary', label: { en: 'Secondary school', 'zh-Hant': '中學' } },
  { value: 'learning-centre', label: { en: 'Learning centre', 'zh-Hant': '教育中心' } },
  { value: 'international', label: { en: 'International school', 'zh-Hant': '國際學校' } },
] as const satisfies readonly VacancyOption[];

export const EMPLOYMENT_TYPES = [
  { value: 'full-time', label: { en: 'Full time', 'zh-Hant': '全職' } },
  { value: 'part-time', label: { en: 'Part time', 'zh-Hant': '兼職' } },
  { value: 'contract', label: { en: 'Fixed-term contract', 'zh-Hant': '定期合約' } },
] as const satisfies readonly VacancyOption[];

export type SchoolSector = (typeof SCHOOL_SECTORS)[number]['value'];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]['value'];

export const SCHOOL_SECTOR_VALUES: readonly SchoolSector[] = SCHOOL_SECTORS.map((o) => o.value);
export const EMPLOYMENT_TYPE_VALUES: readonly EmploymentType[] = EMPLOYMENT_TYPES.map((o) => o.value);
