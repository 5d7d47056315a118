import { defineField, defineType } from 'sanity';

/**
 * Localised values: English (`en`, required, the fallback) and Traditional Chinese (`zhHant`).
 * A missing Chinese value is only a warning: the site then shows the English text.
 */
const missingChinese = (value: unknown) =>
  (Array.isArray(value) ? value.length > 0 : Boolean(value)) ||
  'Add the Traditional Chinese text, or the site shows the English text instead.';

export const localeString = defineType({
  name: 'localeString',
  title: 'Short text (English + 中文)',
  type: 'object',
  options: { columns: 2 },
  fields: [
    defineField({ name: 'en', title: 'English', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'zhHant',
      title: '繁體中文',
      type: 'string',
      validation: (rule) => rule.custom(missingChinese).warning(),
    }),
  ],
});

export const localeText = defineType({
  name: 'localeText',
  title: 'Paragraph (English + 中文)',
  type: 'object',
  fields: [
    defineField({
      name: 'en',
      title: 'English',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'zhHant',
      title: '繁體中文',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.custom(missingChinese).warning(),
    }),
  ],
});

export const localeBlockContent = defineType({
  name: 'localeBlockContent',
  title: 'Rich text (English + 中文)',
  type: 'object',
  fields: [
    defineField({
      name: 'en',
      title: 'English',
      type: 'blockContent',
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'zhHant',
      title: '繁體中文',
      type: 'blockContent',
      validation: (rule) => rule.custom(missingChinese).warning(),
    }),
  ],
});
