import { CaseIcon } from '@sanity/icons/Case';
import { defineField, defineType } from 'sanity';
import { todayInHongKong, vacancyStatus, type VacancyStatus } from '@agency/content/vacancy-status';
import { isRegionId, regionList, regions as regionDefinitions, type Region } from '@agency/regions';
import { employmentTypes, regions, schoolSectors } from '../../constants.ts';

const statusLabels: Record<VacancyStatus, string> = { open: 'Open', filled: 'Filled', closed: 'Closed' };

function regionOf(document: unknown): Region | undefined {
  const id = (document as { region?: string } | undefined)?.region;
  return isRegionId(id) ? regionDefinitions[id] : undefined;
}

const startOf = (document: unknown) => (document as { startDate?: string } | undefined)?.startDate;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
/** A closing date leaves at least this many weeks before the start, the shortest a work visa takes. */
const VISA_WEEKS = 6;

/** Until a region is picked, the strictest cap applies. */
const strictestHoursCap = Math.min(...regionList.map((region) => region.maxWeeklyTeachingHours));

export const vacancy = defineType({
  name: 'vacancy',
  title: 'Vacancy',
  type: 'document',
  icon: CaseIcon,
  groups: [
    { name: 'job', title: 'The job', default: true },
    { name: 'terms', title: 'Pay and hours' },
    { name: 'listing', title: 'Listing' },
  ],
  fields: [
    defineField({
      name: 'region',
      title: 'Region',
      type: 'string',
      group: 'job',
      options: { list: regions, layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'startDate',
      title: 'Start date',
      description: 'The first working day. The Vacancies page lists the newest start date first.',
      type: 'date',
      group: 'job',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'title',
      title: 'Job title',
      description: 'e.g. "Kindergarten English Teacher, Tseung Kwan O".',
      type: 'localeString',
      group: 'job',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'sector',
      title: 'School sector',
      type: 'string',
      group: 'job',
      options: { list: schoolSectors },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'role',
      title: 'Role',
      description: 'The position, e.g. "Native English Teacher (NET)".',
      type: 'localeString',
      group: 'job',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'summary',
      title: 'Summary',
      description: 'Two or three sentences shown in the vacancy list.',
      type: 'localeText',
      group: 'job',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Full description',
      description: 'Duties, requirements and benefits. Use sub-headings and bullet lists.',
      type: 'localeBlockContent',
      group: 'job',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'salary',
      title: 'Monthly salary',
      type: 'salaryRange',
      group: 'terms',
      validation: (rule) =>
        rule.required().custom((salary, context) => {
          const region = regionOf(context.document);
          const expected = region?.currency;
          const currency = (salary as { currency?: string } | undefined)?.currency;
          return (
            !expected || !currency || currency === expected || `Jobs in this region are paid in ${expected}.`
          );
        }),
    }),
    defineField({
      name: 'weeklyTeachingHours',
      title: 'Teaching hours per week',
      description: `At most ${regionList.map((r) => `${r.maxWeeklyTeachingHours} in ${r.label.en}`).join(' and ')}.`,
      type: 'number',
      group: 'terms',
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(1)
          .custom((hours, context) => {
            const max = regionOf(context.document)?.maxWeeklyTeachingHours ?? strictestHoursCap;
            return (
              typeof hours !== 'number' ||
              hours <= max ||
              `At most ${max} teaching hours a week in this region.`
            );
          }),
    }),
    defineField({
      name: 'employmentType',
      title: 'Employment type',
      type: 'string',
      group: 'terms',
      options: { list: employmentTypes, layout: 'radio' },
      initialValue: 'full-time',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'slug',
      title: 'Web address',
      description:
        'The last part of the vacancy page address. Click "Generate" after writing the English title.',
      type: 'slug',
      group: 'listing',
      options: { source: 'title.en', maxLength: 96 },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'closingDate',
      title: 'Closing date for applications',
      description:
        'Optional, shown as "Apply by". The vacancy leaves the site after this day; left empty, it leaves after the start date. Leave at least 6 weeks (better 8) before the start for the work visa.',
      type: 'date',
      group: 'listing',
      validation: (rule) => [
        rule.custom((closing, context) => {
          const start = startOf(context.document);
          return !closing || !start || closing <= start || 'Applications must close before the start date.';
        }),
        // A warning, not an error: the agency may know a candidate who already holds a visa.
        rule
          .custom((closing, context) => {
            const start = startOf(context.document);
            if (typeof closing !== 'string' || !start || closing > start) return true;
            const weeks = Math.floor(daysBetween(closing, start) / 7);
            const gap = weeks === 0 ? 'less than a week' : `only ${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
            return (
              weeks >= VISA_WEEKS ||
              `Applications close ${gap} before the start date, but a work visa takes 6–12 weeks. Leave at least ${VISA_WEEKS}.`
            );
          })
          .warning(),
      ],
    }),
    defineField({
      name: 'filled',
      title: 'Filled',
      description:
        'Switch on when the job is taken: it leaves the site (its page says it is no longer open) but stays here for the record.',
      type: 'boolean',
      group: 'listing',
      initialValue: false,
    }),
  ],
  orderings: [
    {
      title: 'Start date, newest first',
      name: 'startDateDesc',
      by: [{ field: 'startDate', direction: 'desc' }],
    },
  ],
  preview: {
    select: {
      title: 'title.en',
      startDate: 'startDate',
      closingDate: 'closingDate',
      region: 'region',
      filled: 'filled',
    },
    // Open, Filled or Closed by the same rule the site applies (packages/content vacancy-status.ts).
    prepare: ({ title, startDate, closingDate, region, filled }) => ({
      title,
      subtitle: [
        startDate && statusLabels[vacancyStatus({ startDate, closingDate, filled }, todayInHongKong())],
        startDate,
        isRegionId(region) ? regionDefinitions[region].label.en : undefined,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
});
