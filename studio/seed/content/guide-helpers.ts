import { image, rich, str, text, type SeedDoc } from './helpers.ts';

export interface GuideSectionSource {
  heading: [string, string];
  body: [string, string];
  alt: [string, string];
}

export type GuideSectionName = 'sights' | 'cuisine' | 'weather' | 'transport' | 'airports' | 'costOfLiving';

const fileSuffix: Record<GuideSectionName, string> = {
  sights: 'sights',
  cuisine: 'cuisine',
  weather: 'weather',
  transport: 'transport',
  airports: 'airports',
  costOfLiving: 'cost-of-living',
};

/** A destinationGuide document; images are `<slug>-<section>.jpg` in studio/seed/images/. */
export function guide(options: {
  slug: 'hong-kong' | 'macau';
  name: [string, string];
  intro: [string, string];
  heroAlt: [string, string];
  sections: Record<GuideSectionName, GuideSectionSource>;
  livingCosts: Record<string, unknown>;
}): SeedDoc {
  const { slug } = options;
  const sections = Object.fromEntries(
    (Object.keys(fileSuffix) as GuideSectionName[]).map((name) => {
      const s = options.sections[name];
      return [
        name,
        {
          _type: 'guideSection',
          heading: str(...s.heading),
          body: rich(...s.body),
          image: image(`${slug}-${fileSuffix[name]}.jpg`, ...s.alt),
        },
      ];
    }),
  );
  return {
    _id: `destinationGuide-${slug}`,
    _type: 'destinationGuide',
    slug,
    name: str(...options.name),
    intro: text(...options.intro),
    heroImage: image(`${slug}-hero.jpg`, ...options.heroAlt),
    ...sections,
    livingCosts: { _type: 'livingCosts', ...options.livingCosts },
  };
}
