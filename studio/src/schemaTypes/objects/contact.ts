import { defineField, defineType } from 'sanity';
import { socialPlatforms } from '../../constants.ts';

/** An office shown in the footer and on Contact Us. */
export const office = defineType({
  name: 'office',
  title: 'Office',
  type: 'object',
  fields: [
    defineField({
      name: 'name',
      title: 'Office name',
      description: 'e.g. "Hong Kong office".',
      type: 'localeString',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'address',
      title: 'Postal address',
      description: 'One line per address line.',
      type: 'localeText',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'name.en', subtitle: 'address.en' } },
});

export const socialLink = defineType({
  name: 'socialLink',
  title: 'Social media link',
  type: 'object',
  fields: [
    defineField({
      name: 'platform',
      title: 'Platform',
      type: 'string',
      options: { list: socialPlatforms },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'url',
      title: 'Web address of the page',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
  ],
  preview: { select: { title: 'platform', subtitle: 'url' } },
});
