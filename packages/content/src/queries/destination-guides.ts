import { defineQuery } from 'groq';
import { imageFields } from './fragments.ts';

const sectionFields = /* groq */ `{ heading, body, "image": image{${imageFields}} }`;

/** One destination guide; `$slug` is "hong-kong" or "macau". */
export const destinationGuideQuery = defineQuery(`*[_type == "destinationGuide" && slug == $slug][0]{
  _id,
  slug,
  name,
  intro,
  "heroImage": heroImage{${imageFields}},
  "sights": sights${sectionFields},
  "cuisine": cuisine${sectionFields},
  "weather": weather${sectionFields},
  "transport": transport${sectionFields},
  "airports": airports${sectionFields},
  "costOfLiving": costOfLiving${sectionFields},
  livingCosts
}`);
