import { createImageBuilder, type ContentImage } from '@agency/content';
import { absoluteUrl } from '../components/ui/page-head.tsx';
import { contentConfig } from './content-config.ts';

/** An Open Graph image URL (1200×630 JPEG), absolute as crawlers need. */
export function shareImageUrl(image: ContentImage | null | undefined): string | null {
  if (!image?.asset) return null;
  const url = createImageBuilder(contentConfig)
    .image(image as never)
    .width(1200)
    .height(630)
    .fit('crop')
    .format('jpg')
    .quality(80)
    .url();
  return url.startsWith('http') ? url : absoluteUrl(url);
}
