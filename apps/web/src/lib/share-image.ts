import type { ContentImage } from '@agency/content';
import { createImageBuilder } from '@agency/content/images';
import { contentConfig } from './content-config.ts';

/** An image's Open Graph URL (1200×630 JPEG); PageHead makes a site-relative one absolute, as crawlers need. */
export function useShareImageUrl(image: ContentImage | null | undefined): string | null {
  if (!image?.asset) return null;
  return createImageBuilder(contentConfig)
    .image(image as never)
    .width(1200)
    .height(630)
    .fit('crop')
    .format('jpg')
    .quality(80)
    .url();
}
