import { createImageBuilder, type ContentImage } from '@agency/content';
import { contentConfig } from './content-config.ts';

/** An Open Graph image URL (1200×630 JPEG); PageHead makes a site-relative one absolute, as crawlers need. */
export function shareImageUrl(image: ContentImage | null | undefined): string | null {
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
