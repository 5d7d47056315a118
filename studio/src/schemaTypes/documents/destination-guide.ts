import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe';
import { defineField, defineType } from 'sanity';
import { requiredImage } from '../objects/accessible-image.ts';
import { regions } from '../../constants.ts';

const sections = ['sights', 'cuisine', 'weather', 'transport', 'airports', 'costOfLiving'] as const;
const sectionTitles: Record<(typeof sections)[number], string> = {
  sights: 'Sights',
  cuisine: 'Cuisine',
  weather: 'Weather',
  transport: 'Getting around',
  airports: 'Airports',
  costOfLiving: 'Cost of living',
};

export const destinationGuide = defineType({
  name: 'destinationGuide',
  title: 'Destination guide',
  type: 'document',
  icon: EarthGlobeIcon,
  fields: [
    defineField({
      name: 'slug',
      title: 'Destination',
      description: 'There is one guide per destination.',
      type: 'string',
      options: { list: regions, layout: 'radio', direction: 'horizontal' },
      readOnly: ({ document }) => Boolean(document?._createdAt && document.slug),
      validation: (rule) =>
        rule.required().custom(async (slug, context) => {
          if (!slug || !context.document) return true;
          // Another guide (published or draft) for the same destination: the site would show only one of them.
          const id = context.document._id.replace(/^drafts\./, '');
          const others = await context
            .getClient({ apiVersion: '2025-02-19' })
            .fetch<number>(
              'count(*[_type == "destinationGuide" && slug == $slug && !(_id in [$id, "drafts." + $id])])',
              { slug, id },
            );
          return others === 0 || 'There is already a guide for this destination: edit that one instead.';
        }),
    }),
    defineField({ name: 'name', title: 'Name', type: 'localeString', validation: (rule) => rule.required() }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      description: 'A short paragraph under the page heading.',
      type: 'localeText',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'heroImage',
      title: 'Main picture',
      type: 'accessibleImage',
      validation: requiredImage,
    }),
    ...sections.map((name) =>
      defineField({
        name,
        title: sectionTitles[name],
        type: 'guideSection',
        validation: (rule) => rule.required(),
      }),
    ),
    defineField({
      name: 'livingCosts',
      title: 'Housing cost figures',
      description: 'The numbers quoted in the cost-of-living section.',
      type: 'livingCosts',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'name.en', media: 'heroImage' } },
});
