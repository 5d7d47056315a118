/**
 * The regions the agency places teachers in, defined once. The Studio schema (vacancy region, settings' job terms,
 * validation), the content queries' types, the site (tabs, labels, JobPosting) and the application form read them.
 */
export const REGION_IDS = ['hong-kong', 'macau'] as const;
/** Stable id stored in content and used in URLs and queries. */
export type RegionId = (typeof REGION_IDS)[number];

export interface Region {
  id: RegionId;
  /** The region's key in the site settings' job terms (`jobTerms.hongKong`). */
  settingsKey: 'hongKong' | 'macau';
  /** What the application form stores and sends for "location interested in" (English; the agency reads it in mail). */
  formValue: 'Hong Kong' | 'Macau';
  label: { en: string; 'zh-Hant': string };
  /** The currency jobs here are paid in. */
  currency: 'HKD' | 'MOP';
  /** Most teaching hours a vacancy here may ask for per week. */
  maxWeeklyTeachingHours: number;
  /** ISO 3166 code, for schema.org addresses. */
  countryCode: 'HK' | 'MO';
}

export const regions: Record<RegionId, Region> = {
  'hong-kong': {
    id: 'hong-kong',
    settingsKey: 'hongKong',
    formValue: 'Hong Kong',
    label: { en: 'Hong Kong', 'zh-Hant': '香港' },
    currency: 'HKD',
    maxWeeklyTeachingHours: 26,
    countryCode: 'HK',
  },
  macau: {
    id: 'macau',
    settingsKey: 'macau',
    formValue: 'Macau',
    label: { en: 'Macau', 'zh-Hant': '澳門' },
    currency: 'MOP',
    maxWeeklyTeachingHours: 28,
    countryCode: 'MO',
  },
};

/** The regions in display order. */
export const regionList: readonly Region[] = REGION_IDS.map((id) => regions[id]);

export function isRegionId(value: unknown): value is RegionId {
  return (REGION_IDS as readonly unknown[]).includes(value);
}
