import { regionList } from '@agency/regions';

/** Value lists shared by several types. Values are stable ids used in URLs and queries; titles are for staff. */
export const regions = regionList.map((region) => ({ title: region.label.en, value: region.id }));

export const schoolSectors = [
  { title: 'Kindergarten', value: 'kindergarten' },
  { title: 'Primary school', value: 'primary' },
  { title: 'Secondary school', value: 'secondary' },
  { title: 'Learning centre', value: 'learning-centre' },
  { title: 'International school', value: 'international' },
];

export const employmentTypes = [
  { title: 'Full time', value: 'full-time' },
  { title: 'Part time', value: 'part-time' },
  { title: 'Fixed-term contract', value: 'contract' },
];

export const socialPlatforms = [
  { title: 'Facebook', value: 'facebook' },
  { title: 'Instagram', value: 'instagram' },
  { title: 'LinkedIn', value: 'linkedin' },
  { title: 'YouTube', value: 'youtube' },
  { title: 'WhatsApp', value: 'whatsapp' },
];
