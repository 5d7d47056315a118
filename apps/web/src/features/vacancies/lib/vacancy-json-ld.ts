import { localize, type VacancyBySlugQueryResult } from '@agency/content';
import type { Lang } from '../../../i18n/lang.ts';
import { buildJobPosting, type EmploymentType, type HiringOrganization } from './job-posting.ts';
import { portableTextToHtml } from './portable-text.ts';

export type Vacancy = NonNullable<VacancyBySlugQueryResult>;

const googleEmploymentTypes: Record<Vacancy['employmentType'], EmploymentType> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
};

/**
 * When the vacancy was published: the document's `_createdAt` once `vacancyBySlugQuery` returns it (requested
 * from the content owners). Until then the start date stands in, so the required property is never missing.
 */
export function datePostedOf(vacancy: Vacancy): string {
  const created = (vacancy as Vacancy & { _createdAt?: unknown })._createdAt;
  if (typeof created === 'string' && created) return created;
  return vacancy.startDate;
}

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
      datePosted: datePostedOf(vacancy),
      validThrough: vacancy.closingDate,
      employmentType: googleEmploymentTypes[vacancy.employmentType],
      region: vacancy.region,
      salary: { ...vacancy.salary, unit: 'MONTH' },
      url,
      directApply: true,
    },
    organization,
  );
}
