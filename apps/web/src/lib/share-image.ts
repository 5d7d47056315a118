import type { ContentImage } from '@agency/content';
import { useBuiltImage } from './built-values.ts';
import { contentConfig } from './content-config.ts';

/**
 * An image's Open Graph URL (1200×630 JPEG); PageHead makes a site-relative one absolute, as crawlers need. Built on
 * the server; in the browser from the page's state (lib/built-values.ts).
 */
export function useShareImageUrl(image: ContentImage | null | undefined): string | null {
  const url = useBuiltImage(
    image?.asset ? JSON.stringify(['share', image.asset._id, image.crop, image.hotspot]) : null,
    ({ createImageBuilder }) =>
      createImageBuilder(contentConfig)
        .image(image as never)
        .width(1200)
        .height(630)
        .fit('crop')
        .format('jpg')
        .quality(80)
        .url(),
  );
  return url ?? null;
}
