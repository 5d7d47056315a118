import { EMPLOYMENT_TYPES, SCHOOL_SECTORS } from '@agency/content/vacancy-options';
import { regionList } from '@agency/regions';

/** Value lists shared by several types. Values are stable ids used in URLs and queries; titles are for staff. */
export const regions = regionList.map((region) => ({ title: region.label.en, value: region.id }));

export const schoolSectors = SCHOOL_SECTORS.map((o) => ({ title: o.label.en, value: o.value }));

export const employmentTypes = EMPLOYMENT_TYPES.map((o) => ({ title: o.label.en, value: o.value }));

export const socialPlatforms = [
  { title: 'Facebook', value: 'facebook' },
  { title: 'Instagram', value: 'instagram' },
  { title: 'LinkedIn', value: 'linkedin' },
  { title: 'YouTube', value: 'youtube' },
  { title: 'WhatsApp', value: 'whatsapp' },
];
