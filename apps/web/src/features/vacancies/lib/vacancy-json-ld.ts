import { lastOpenDay, localize, type VacancyBySlugQueryResult } from '@agency/content';
import type { Lang } from '../../../i18n/lang.ts';
import { buildJobPosting, type EmploymentType, type HiringOrganization } from './job-posting.ts';
import { portableTextToHtml } from '../../../lib/portable-text-html.ts';

export type Vacancy = NonNullable<VacancyBySlugQueryResult>;

const googleEmploymentTypes: Record<Vacancy['employmentType'], EmploymentType> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
};

/** The vacancy's schema.org JobPosting, in the page's language. */
export function vacancyJobPosting(
  vacancy: Vacancy,
  lang: Lang,
  url: string,
  organization: HiringOrganization,
) {
  return buildJobPosting(
    {
      title: localize(vacancy.title, lang) ?? '',
      descriptionHtml: portableTextToHtml(localize(vacancy.description, lang)),
      // When the agency published it in the Studio (Sanity sets _createdAt).
      datePosted: vacancy._createdAt,
      // The last day it takes applications: its closing date, or its start date without one.
      validThrough: lastOpenDay(vacancy),
      jobStartDate: vacancy.startDate,
      employmentType: googleEmploymentTypes[vacancy.employmentType],
      region: vacancy.region,
      salary: { ...vacancy.salary, unit: 'MONTH' },
      url,
      directApply: true,
    },
    organization,
  );
}
