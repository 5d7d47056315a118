import { defineField, defineType } from 'sanity';

/** An image with the text a screen reader reads out instead of it. */
export const accessibleImage = defineType({
  name: 'accessibleImage',
  title: 'Image',
  type: 'image',
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Description for screen readers',
      description: 'Say what the picture shows, in one sentence, e.g. "A teacher reading with three pupils".',
      type: 'localeString',
      validation: (rule) => rule.required(),
    }),
  ],
});
