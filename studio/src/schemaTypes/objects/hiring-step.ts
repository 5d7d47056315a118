import { defineField, defineType } from 'sanity';

/** One step of the hiring process shown to applicants (Teach Abroad and Vacancies). */
export const hiringStep = defineType({
  name: 'hiringStep',
  title: 'Hiring step',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Step title',
      description: 'A few words, e.g. "Interview".',
      type: 'localeString',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      title: 'What happens',
      type: 'localeText',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'title.en', subtitle: 'body.en' } },
});
