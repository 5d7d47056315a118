import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { eligibilityCriteria } from '@agency/content/eligibility';
import { regions, schoolSectors } from '../../constants.ts';

/**
 * A route the agency recruits for (e.g. Hong Kong primary NET) and what it asks of a teacher. The eligibility
 * checker (/Eligibility) judges a teacher's answers against these requirements, so staff update them here when
 * EDB or the schools change a rule; a publish reaches the page like any other.
 */
const requirement = defineArrayMember({
  name: 'eligibilityRequirement',
  title: 'Requirement',
  type: 'object',
  fields: [
    defineField({
      name: 'criterion',
      title: 'What is checked',
      type: 'string',
      options: { list: eligibilityCriteria.map(({ value, title }) => ({ value, title })) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'strength',
      title: 'Required or preferred',
      description: 'A teacher who lacks a required item "does not yet meet" the route; a preferred one "may meet".',
      type: 'string',
      options: {
        list: [
          { title: 'Required', value: 'required' },
          { title: 'Preferred', value: 'preferred' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'required',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'teflMinHours',
      title: 'Minimum TEFL hours',
      description: 'Leave empty when any TEFL/TESL certificate counts.',
      type: 'number',
      hidden: ({ parent }) => (parent as { criterion?: string } | undefined)?.criterion !== 'tefl',
      validation: (rule) => rule.integer().min(1).max(500),
    }),
    defineField({
      name: 'minYears',
      title: 'Minimum years of teaching experience',
      type: 'number',
      hidden: ({ parent }) => (parent as { criterion?: string } | undefined)?.criterion !== 'experience',
      validation: (rule) =>
        rule.integer().min(1).max(3).custom((years, context) => {
          const criterion = (context.parent as { criterion?: string } | undefined)?.criterion;
          return criterion !== 'experience' || typeof years === 'number' || 'Set the minimum years.';
        }),
    }),
    defineField({
      name: 'rule',
      title: 'The rule in words',
      description: 'Shown to teachers, e.g. "A bachelor\'s degree majoring in English".',
      type: 'localeString',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'rule.en', strength: 'strength' },
    prepare: ({ title, strength }) => ({ title, subtitle: strength === 'preferred' ? 'Preferred' : 'Required' }),
  },
});

export const eligibilityRoute = defineType({
  name: 'eligibilityRoute',
  title: 'Eligibility route',
  type: 'document',
  icon: CheckmarkCircleIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Route',
      description: 'e.g. "Hong Kong primary schools (NET Scheme)".',
      type: 'localeString',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'region',
      title: 'Region',
      type: 'string',
      options: { list: regions, layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'sectors',
      title: 'School sectors',
      description: 'Vacancies in these sectors (and this region) are suggested to teachers who meet the route.',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: schoolSectors, layout: 'grid' },
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'requirements',
      title: 'Requirements',
      type: 'array',
      of: [requirement],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((items) => {
            const criteria = ((items ?? []) as { criterion?: string }[]).map((item) => item.criterion);
            return new Set(criteria).size === criteria.length || 'Each criterion can appear once per route.';
          }),
    }),
    defineField({
      name: 'sourceTitle',
      title: 'Source',
      description: 'Where the rule comes from, e.g. "EDB: NET Scheme in primary schools" or "The agency".',
      type: 'localeString',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'sourceUrl',
      title: 'Source address',
      type: 'url',
      validation: (rule) => rule.uri({ scheme: ['https'] }),
    }),
    defineField({
      name: 'lastChecked',
      title: 'Last checked',
      description: 'The day someone last compared these requirements with the source.',
      type: 'date',
      validation: (rule) =>
        rule.required().custom((date) => {
          const today = new Date().toISOString().slice(0, 10);
          return !date || (date as string) <= today || 'The date cannot be in the future.';
        }),
    }),
    defineField({
      name: 'order',
      title: 'Position on the page',
      description: 'Lower numbers come first.',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  orderings: [{ title: 'Position', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name.en', subtitle: 'lastChecked' } },
});
