import { UsersIcon } from '@sanity/icons/Users';
import { defineField, defineType } from 'sanity';
import { requiredImage } from '../objects/accessible-image.ts';
import { regions } from '../../constants.ts';

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: UsersIcon,
  fields: [
    defineField({
      name: 'honorific',
      title: 'Title',
      type: 'string',
      options: { list: ['Ms.', 'Mr.', 'Mrs.', 'Dr.'], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'surname',
      title: 'Surname',
      description: 'Only the surname is published, e.g. "Carter" shows as "Ms. Carter".',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'placement',
      title: 'Where they teach',
      description: 'e.g. "Primary school, Sha Tin".',
      type: 'localeString',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'destination',
      title: 'Destination',
      type: 'string',
      options: { list: regions, layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'content',
      title: 'What they say',
      description: 'Their words, with their permission. Keep it to one or two short paragraphs.',
      type: 'localeBlockContent',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'photo',
      title: 'Photo',
      description: 'Portrait, 4:5 (e.g. 800 × 1000 pixels).',
      type: 'accessibleImage',
      validation: requiredImage,
    }),
    defineField({
      name: 'hoverPhoto',
      title: 'Second photo (shown on hover)',
      description: 'Same size as the first photo, e.g. the teacher in class.',
      type: 'accessibleImage',
      validation: requiredImage,
    }),
    defineField({
      name: 'order',
      title: 'Position on the Reviews page',
      description: 'Lower numbers come first. The first four are shown before "To View More".',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  orderings: [{ title: 'Position', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { honorific: 'honorific', surname: 'surname', subtitle: 'placement.en', media: 'photo' },
    prepare: ({ honorific, surname, subtitle, media }) => ({
      title: `${honorific ?? ''} ${surname ?? ''}`.trim(),
      subtitle,
      media,
    }),
  },
});
