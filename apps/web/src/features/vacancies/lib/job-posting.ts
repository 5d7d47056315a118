/**
 * schema.org JobPosting for a vacancy page (Google's job posting rich result).
 * Required by Google: title, description (HTML), datePosted, hiringOrganization, jobLocation with addressCountry.
 * Recommended, added when the content has them: validThrough, employmentType, baseSalary, directApply.
 */
import { regions, type RegionId } from '@agency/regions';

/** Google's employmentType values. */
export const employmentTypes = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;
export type EmploymentType = (typeof employmentTypes)[number];

export interface JobPostingInput {
  title: string;
  descriptionHtml: string;
  /** ISO date or date-time the vacancy was published. */
  datePosted: string;
  /** Closing date (ISO); the posting expires at the end of that day in Hong Kong time. */
  validThrough?: string | null;
  /** The day the job starts (YYYY-MM-DD). */
  jobStartDate?: string | null;
  employmentType?: string | null;
  region: RegionId;
  salary?: {
    min?: number | null;
    max?: number | null;
    currency?: string | null;
    unit?: string | null;
  } | null;
  /** Absolute URL of the vacancy page. */
  url: string;
  /** The applicant applies on the page itself (the application form is there). */
  directApply: boolean;
}

export interface HiringOrganization {
  name: string;
  /** The agency's site (absolute). */
  url: string;
  logo?: string | null;
  /** The employment agency licence number (Hong Kong law: in every job advertisement). */
  eaLicence?: string | null;
  businessRegistration?: string | null;
}

const salaryUnits = new Set(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']);

/** Date-only closing dates become the end of that day in Hong Kong (UTC+8), as Google asks for a date-time. */
function toValidThrough(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T23:59:59+08:00` : date;
}

function toBaseSalary(salary: JobPostingInput['salary']) {
  if (!salary?.currency) return undefined;
  const { min, max } = salary;
  const hasMin = typeof min === 'number' && Number.isFinite(min);
  const hasMax = typeof max === 'number' && Number.isFinite(max);
  if (!hasMin && !hasMax) return undefined;
  const unitText =
    salary.unit && salaryUnits.has(salary.unit.toUpperCase()) ? salary.unit.toUpperCase() : 'MONTH';
  const value =
    hasMin && hasMax && min !== max
      ? { '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitText }
      : { '@type': 'QuantitativeValue', value: hasMin ? min : max, unitText };
  return { '@type': 'MonetaryAmount', currency: salary.currency.toUpperCase(), value };
}

/** The licence and registration as schema.org PropertyValues. */
function organizationIds(organization: HiringOrganization) {
  return [
    ['Employment agency licence (Hong Kong)', organization.eaLicence],
    ['Business registration (Hong Kong)', organization.businessRegistration],
  ]
    .filter((pair): pair is [string, string] => Boolean(pair[1]))
    .map(([propertyID, value]) => ({ '@type': 'PropertyValue', propertyID, value }));
}

export function buildJobPosting(input: JobPostingInput, organization: HiringOrganization) {
  const region = regions[input.region];
  const employmentType =
    input.employmentType && (employmentTypes as readonly string[]).includes(input.employmentType)
      ? input.employmentType
      : undefined;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: input.title,
    description: input.descriptionHtml,
    datePosted: input.datePosted,
    ...(input.validThrough ? { validThrough: toValidThrough(input.validThrough) } : {}),
    ...(input.jobStartDate ? { jobStartDate: input.jobStartDate } : {}),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: organization.name,
      sameAs: organization.url,
      ...(organization.logo ? { logo: organization.logo } : {}),
      ...(organizationIds(organization).length > 0 ? { identifier: organizationIds(organization) } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: region.label.en,
        addressCountry: region.countryCode,
      },
    },
    ...(toBaseSalary(input.salary) ? { baseSalary: toBaseSalary(input.salary) } : {}),
    directApply: input.directApply,
    url: input.url,
  };
}

/**
 * JSON for a `<script type="application/ld+json">` element: `<`, `>`, `&` and the JS line separators are
 * escaped so no content can close the element early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
