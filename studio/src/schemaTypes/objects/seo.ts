import { defineField, defineType } from 'sanity';

/** What search engines and link previews show when a page sets nothing more specific. */
export const seo = defineType({
  name: 'seo',
  title: 'Search and sharing',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Site title',
      description: 'Shown in the browser tab and search results after the page name.',
      type: 'localeString',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      description: 'One or two sentences, under 160 characters, shown below the title in search results.',
      type: 'localeText',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'siteUrl',
      title: 'Public web address of the site',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
    defineField({ name: 'shareImage', title: 'Picture for link previews', type: 'accessibleImage' }),
  ],
});
