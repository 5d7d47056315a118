import { ImagesIcon } from '@sanity/icons/Images';
import { defineField, defineType } from 'sanity';
import { requiredImage } from '../objects/accessible-image.ts';

/** A school or group shown in the "Who We Work With" strip on the home page. */
export const partnerLogo = defineType({
  name: 'partnerLogo',
  title: 'Partner logo',
  type: 'document',
  icon: ImagesIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Organisation name',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'logo',
      title: 'Logo',
      description: 'PNG or SVG with a transparent background, about 480 × 240 pixels.',
      type: 'accessibleImage',
      validation: requiredImage,
    }),
    defineField({
      name: 'url',
      title: 'Their website',
      description: 'Optional. The logo links here.',
      type: 'url',
      validation: (rule) => rule.uri({ scheme: ['https', 'http'] }),
    }),
    defineField({
      name: 'order',
      title: 'Position in the strip',
      description: 'Lower numbers come first.',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  orderings: [{ title: 'Position', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name', subtitle: 'url', media: 'logo' } },
});
