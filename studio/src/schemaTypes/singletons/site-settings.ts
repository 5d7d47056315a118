import { isExampleLicence } from '@agency/content/example-licence';
import { CogIcon } from '@sanity/icons/Cog';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { requiredImage } from '../objects/accessible-image.ts';
import { jobTermsFields, hiringFields } from './site-settings-terms.ts';

/** One document holding what every page shares: contact details, job terms, legal text, SEO defaults. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'agency', title: 'Agency', default: true },
    { name: 'contact', title: 'Contact' },
    { name: 'jobs', title: 'Job terms' },
    { name: 'hiring', title: 'Hiring process' },
    { name: 'pages', title: 'Page pictures' },
    { name: 'legal', title: 'Legal' },
    { name: 'seo', title: 'Search and sharing' },
  ],
  fields: [
    defineField({
      name: 'agencyName',
      title: 'Agency name',
      type: 'localeString',
      group: 'agency',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'foundedYear',
      title: 'Year founded',
      type: 'number',
      group: 'agency',
      validation: (rule) => rule.required().integer().min(1900).max(2100),
    }),
    defineField({
      name: 'eaLicence',
      title: 'Employment agency licence number',
      description:
        "The EA licence number from the Labour Department. Hong Kong law requires it in every job advertisement: it is shown in the footer, on every vacancy and in the vacancies' search-engine data.",
      type: 'string',
      group: 'agency',
      validation: (rule) => [
        rule.required().max(40),
        rule
          .custom((value: string | undefined) =>
            isExampleLicence(value)
              ? 'This is the example licence number the site was set up with: enter the agency’s real EA licence number before the site goes live.'
              : true,
          )
          .warning(),
      ],
    }),
    defineField({
      name: 'businessRegistration',
      title: 'Business registration number',
      description: 'The business registration certificate number, shown beside the licence.',
      type: 'string',
      group: 'agency',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'aboutUs',
      title: 'About Us text',
      description: 'The story, mission and placement record shown on the About Us page.',
      type: 'localeBlockContent',
      group: 'agency',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'offices',
      title: 'Offices',
      description: 'Shown in the footer and on Contact Us, in this order.',
      type: 'array',
      group: 'contact',
      of: [defineArrayMember({ type: 'office' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'phone',
      title: 'Phone number',
      description: 'With the country code, e.g. "+852 3618 7240".',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().regex(/^\+[\d ]{7,20}$/, { name: 'international phone number' }),
    }),
    defineField({
      name: 'email',
      title: 'E-mail address',
      type: 'email',
      group: 'contact',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social media',
      type: 'array',
      group: 'contact',
      of: [defineArrayMember({ type: 'socialLink' })],
    }),
    ...jobTermsFields,
    ...hiringFields,
    defineField({
      name: 'pageImages',
      title: 'Page pictures',
      type: 'object',
      group: 'pages',
      fields: [
        defineField({
          name: 'home',
          title: 'Home, top of page',
          type: 'accessibleImage',
          validation: requiredImage,
        }),
        defineField({
          name: 'aboutClosing',
          title: 'About Us, closing picture',
          type: 'accessibleImage',
          validation: requiredImage,
        }),
        defineField({
          name: 'forYourSchool',
          title: 'For Your School',
          type: 'accessibleImage',
          validation: requiredImage,
        }),
        defineField({
          name: 'teachAbroad',
          title: 'Teach Abroad',
          type: 'accessibleImage',
          validation: requiredImage,
        }),
        defineField({ name: 'tefl', title: 'TEFL', type: 'accessibleImage', validation: requiredImage }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'privacyStatement',
      title: 'Privacy statement',
      type: 'localeBlockContent',
      group: 'legal',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'termsOfUse',
      title: 'Terms of use',
      type: 'localeBlockContent',
      group: 'legal',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'copyright',
      title: 'Copyright line',
      description:
        'Shown at the bottom of every page. Write {year} where the current year belongs, e.g. "© {year} …": the site fills it in.',
      type: 'localeString',
      group: 'legal',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'seo',
      title: 'Search and sharing defaults',
      type: 'seo',
      group: 'seo',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'studioUrl',
      title: 'Content studio address',
      description: 'Where staff sign in to edit this content.',
      type: 'url',
      group: 'seo',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
