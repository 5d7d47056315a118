import { EnvelopeIcon } from '@sanity/icons/Envelope';
import {
  MAIL_PLACEHOLDERS,
  REPLY_TEMPLATE_PURPOSE_TITLES,
  REPLY_TEMPLATE_PURPOSES,
} from '@agency/content/reply-templates';
import { defineField, defineType } from 'sanity';

const placeholders = Object.entries(MAIL_PLACEHOLDERS)
  .map(([name, meaning]) => `{${name}} ${meaning}`)
  .join('; ');

/**
 * A reply staff send to a candidate from their record (issue 44): subject and body in both languages, with
 * placeholders the staff API fills when it is sent. Staff-only: the site never shows it.
 */
export const replyTemplate = defineType({
  name: 'replyTemplate',
  title: 'Reply template',
  type: 'document',
  icon: EnvelopeIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      description: 'What staff pick in the composer, e.g. "Interview invitation".',
      type: 'localeString',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'purpose',
      title: 'Used for',
      description:
        'The composer offers the template of this purpose at the right moment: Interview invitation when a card moves to Interview, Not progressed when it is rejected. One template per purpose.',
      type: 'string',
      options: {
        list: REPLY_TEMPLATE_PURPOSES.map((value) => ({
          value,
          title: REPLY_TEMPLATE_PURPOSE_TITLES[value],
        })),
        layout: 'radio',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'key',
      title: 'Key',
      description:
        'A short stable name (letters, digits, dashes). The record of every mail sent names its template by it.',
      type: 'slug',
      options: { source: 'name.en', maxLength: 60 },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'subject',
      title: 'Subject',
      description: `Placeholders, filled when the mail is sent: ${placeholders}. A placeholder without a value stops the mail until staff give one.`,
      type: 'localeString',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      title: 'Body',
      description: `Paragraphs, lists, bold and links. Placeholders, filled when the mail is sent: ${placeholders}.`,
      type: 'localeBlockContent',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'name.en', subtitle: 'purpose' },
    prepare: ({ title, subtitle }) => ({
      title,
      subtitle:
        REPLY_TEMPLATE_PURPOSE_TITLES[subtitle as keyof typeof REPLY_TEMPLATE_PURPOSE_TITLES] ?? subtitle,
    }),
  },
});
