import { defineField, defineType } from 'sanity';

/** The job terms that differ between Hong Kong and Macau. */
export const regionTerms = defineType({
  name: 'regionTerms',
  title: 'Terms in this region',
  type: 'object',
  fields: [
    defineField({
      name: 'salary',
      title: 'Typical monthly salary',
      type: 'salaryRange',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'maxTeachingHoursPerWeek',
      title: 'Most teaching hours per week',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1).max(60),
    }),
    defineField({
      name: 'intakesPerYear',
      title: 'Intakes per year',
      description:
        'How many times a year schools here take new teachers. Leave empty if there is no fixed rhythm.',
      type: 'number',
      validation: (rule) => rule.integer().min(1).max(12),
    }),
  ],
});
