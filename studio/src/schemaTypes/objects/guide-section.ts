import { defineField, defineType } from 'sanity';
import { requiredImage } from './accessible-image.ts';

/** One section of a destination guide (sights, cuisine, weather, …). */
export const guideSection = defineType({
  name: 'guideSection',
  title: 'Guide section',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'localeString',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'localeBlockContent',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'image', title: 'Picture', type: 'accessibleImage', validation: requiredImage }),
  ],
  preview: { select: { title: 'heading.en', media: 'image' } },
});

/** The figures the cost-of-living section quotes, kept as numbers so the site formats them per language. */
export const livingCosts = defineType({
  name: 'livingCosts',
  title: 'Housing costs',
  type: 'object',
  fields: [
    defineField({
      name: 'rent',
      title: 'Monthly rent for a shared dorm or room',
      type: 'salaryRange',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'depositMonths',
      title: 'Usual deposit (months of rent)',
      type: 'number',
      validation: (rule) => rule.integer().min(0).max(6),
    }),
    defineField({
      name: 'ownApartmentDepositMonths',
      title: 'Deposit for your own apartment (months of rent)',
      description: 'Landlords sometimes ask for more when you rent a whole flat.',
      type: 'number',
      validation: (rule) => rule.integer().min(0).max(6),
    }),
  ],
});
