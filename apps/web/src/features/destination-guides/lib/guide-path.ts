import { REGION_IDS, type RegionId } from '@agency/regions';

/** One destination guide per region, its slug the region's id ↔ the agency's existing URL segment. */
export const guideSlugs = REGION_IDS;
export type GuideSlug = RegionId;

const segmentBySlug: Record<GuideSlug, string> = { 'hong-kong': 'HongKong', macau: 'Macau' };

/** Path of a guide without the language prefix, e.g. `/DestinationGuides/Macau`. */
export function guidePath(slug: GuideSlug): string {
  return `/DestinationGuides/${segmentBySlug[slug]}`;
}

/** Reads a guide from any spelling of its name: `Macau`, `macao`, `HongKong`, `hong-kong`, `Hong Kong`. */
export function guideFromName(name: string): GuideSlug | null {
  const key = name.toLowerCase().replace(/[^a-z]/g, '');
  if (key === 'hongkong' || key === 'hk') return 'hong-kong';
  if (key === 'macau' || key === 'macao') return 'macau';
  return null;
}

/**
 * Old links carried the guide in a `path` query parameter, either as a bare name (`?path=Macau`) or as the
 * route (`?path=/DestinationGuides/Macau`, possibly a full URL or language-prefixed). The last path segment
 * names the guide.
 */
export function guideFromLegacyQuery(search: string | URLSearchParams): GuideSlug | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get('path');
  if (!value) return null;
  const withoutQuery = safeDecode(value).split(/[?#]/)[0] ?? '';
  const last = withoutQuery
    .split('/')
    .filter((segment) => segment.length > 0)
    .at(-1);
  return last ? guideFromName(last) : null;
}

/** Some old links were encoded twice; a stray `%` must not throw. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
