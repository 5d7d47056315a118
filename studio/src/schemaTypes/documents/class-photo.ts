import { ImageIcon } from '@sanity/icons/Image';
import { defineField, defineType } from 'sanity';
import { requiredImage } from '../objects/accessible-image.ts';

/** A picture in the Teach Abroad carousel. */
export const classPhoto = defineType({
  name: 'classPhoto',
  title: 'Class photo',
  type: 'document',
  icon: ImageIcon,
  fields: [
    defineField({
      name: 'image',
      title: 'Photo',
      description:
        'Landscape, 3:2 (e.g. 1200 × 800 pixels). Only photos the school and parents agreed to publish.',
      type: 'accessibleImage',
      validation: requiredImage,
    }),
    defineField({
      name: 'caption',
      title: 'Caption',
      description: 'Shown under the photo, e.g. "Phonics games in a Kowloon kindergarten".',
      type: 'localeString',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'order',
      title: 'Position in the carousel',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  orderings: [{ title: 'Position', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'caption.en', media: 'image' } },
});
