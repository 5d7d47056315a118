import { regionList } from '@agency/regions';
import { defineArrayMember, defineField } from 'sanity';

/** Job terms (spec section 9) and the hiring process (spec section 1), grouped in the settings form. */
export const jobTermsFields = [
  defineField({
    name: 'jobTerms',
    title: 'Job terms',
    description:
      'Quoted on Teach Abroad, the destination guides and Vacancies. Change them here, not in page text.',
    type: 'object',
    group: 'jobs',
    validation: (rule) => rule.required(),
    fields: [
      defineField({
        name: 'placementYears',
        title: 'Length of a placement (years)',
        type: 'number',
        validation: (rule) => rule.required().min(0.5),
      }),
      defineField({
        name: 'classSize',
        title: 'Pupils per class',
        type: 'numberRange',
        validation: (rule) => rule.required(),
      }),
      defineField({
        name: 'daysOffPerWeek',
        title: 'Days off per week',
        type: 'number',
        validation: (rule) => rule.required().integer().min(1).max(7),
      }),
      ...regionList.map((region) =>
        defineField({
          name: region.settingsKey,
          title: region.label.en,
          type: 'regionTerms',
          // The region's currency and hours cap (packages/regions) bound what the settings may quote.
          validation: (rule) =>
            rule.required().custom((terms) => {
              const { salary, maxTeachingHoursPerWeek: hours } = (terms ?? {}) as {
                salary?: { currency?: string };
                maxTeachingHoursPerWeek?: number;
              };
              if (salary?.currency && salary.currency !== region.currency)
                return `Jobs in ${region.label.en} are paid in ${region.currency}.`;
              if (typeof hours === 'number' && hours > region.maxWeeklyTeachingHours)
                return `At most ${region.maxWeeklyTeachingHours} teaching hours a week in ${region.label.en}.`;
              return true;
            }),
        }),
      ),
      defineField({
        name: 'replacementGuaranteeMonths',
        title: 'Free replacement window (months)',
        description:
          'A school gets a free replacement if a teacher resigns within this many months of starting.',
        type: 'number',
        validation: (rule) => rule.required().integer().min(0),
      }),
      defineField({
        name: 'replacementConditions',
        title: 'Replacement small print',
        description: 'e.g. "T&Cs apply".',
        type: 'localeString',
        validation: (rule) => rule.required(),
      }),
      defineField({
        name: 'teflMinHours',
        title: 'Minimum TEFL certificate (hours)',
        type: 'number',
        validation: (rule) => rule.required().integer().min(1),
      }),
      defineField({
        name: 'teflModules',
        title: 'Modules in the TEFL course',
        type: 'number',
        validation: (rule) => rule.required().integer().min(1),
      }),
      defineField({
        name: 'teflCourseUrl',
        title: 'TEFL course provider link',
        type: 'url',
        validation: (rule) => rule.required().uri({ scheme: ['https'] }),
      }),
    ],
  }),
];

export const hiringFields = [
  defineField({
    name: 'hiringSteps',
    title: 'Hiring steps',
    description: 'What happens after a teacher applies, in order.',
    type: 'array',
    group: 'hiring',
    of: [defineArrayMember({ type: 'hiringStep' })],
    validation: (rule) => rule.required().min(3).max(8),
  }),
  defineField({
    name: 'passportNote',
    title: 'Passport note',
    description: 'Shown under the hiring steps.',
    type: 'localeText',
    group: 'hiring',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'hiringTimes',
    title: 'Hiring times',
    description:
      'For reference: the site does not show these figures, the hiring steps above tell visitors the same times in their text. Change both together.',
    type: 'object',
    group: 'hiring',
    validation: (rule) => rule.required(),
    fields: [
      defineField({
        name: 'interviewMinutes',
        title: 'Interview length (minutes)',
        type: 'number',
        validation: (rule) => rule.required().integer().min(5),
      }),
      defineField({
        name: 'offerWorkingDays',
        title: 'Answer after the interview (working days)',
        type: 'numberRange',
        validation: (rule) => rule.required(),
      }),
      defineField({
        name: 'visaWeeks',
        title: 'Visa processing (weeks)',
        type: 'numberRange',
        validation: (rule) => rule.required(),
      }),
    ],
  }),
];
