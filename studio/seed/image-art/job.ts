// One generated image: its file name, pixel size and the SVG that draws it.
export interface ImageJob {
  name: string;
  width: number;
  height: number;
  format: 'jpg' | 'png';
  draw: () => string;
}

export function jpg(name: string, width: number, height: number, draw: () => string): ImageJob {
  return { name: `${name}.jpg`, width, height, format: 'jpg', draw };
}

export function png(name: string, width: number, height: number, draw: () => string): ImageJob {
  return { name: `${name}.png`, width, height, format: 'png', draw };
}

export const GUIDE_TOPICS = ['hero', 'sights', 'cuisine', 'weather', 'transport', 'airports', 'cost-of-living'] as const;
export type GuideTopic = (typeof GUIDE_TOPICS)[number];

/** The seven destination-guide pictures of one city, 1600 × 1000 each. */
export function guideJobs(slug: string, draws: Record<GuideTopic, () => string>): ImageJob[] {
  return GUIDE_TOPICS.map((topic) => jpg(`${slug}-${topic}`, 1600, 1000, draws[topic]));
}
