/**
 * A content image with a srcset (the image server picks AVIF/WebP by the browser's Accept header), intrinsic
 * width/height so the browser reserves its space (no layout shift), lazy loading below the fold, and high fetch
 * priority for the page's main image.
 */
import { localize, type ContentImage } from '@agency/content';
import { imageProps } from '@agency/content/images';
import { useLang } from '../../i18n/use-lang.ts';
import { contentConfig } from '../../lib/content-config.ts';

export interface ResponsiveImageProps {
  image: ContentImage | null | undefined;
  /** The `sizes` attribute: how wide the image is shown, e.g. "(min-width: 64rem) 50vw, 100vw". */
  sizes: string;
  /** Width of the fallback `src` (and the width attribute); default 1280. */
  width?: number;
  /** Crop to this aspect ratio (width / height); default: the original's. */
  aspectRatio?: number;
  widths?: number[];
  /** Above the fold (hero, LCP image): eager + fetchpriority high. */
  priority?: boolean;
  /** Overrides the content's alt text; "" marks the image as decorative. */
  alt?: string;
  className?: string;
}

export function ResponsiveImage({
  image,
  sizes,
  width = 1280,
  aspectRatio,
  widths,
  priority = false,
  alt,
  className,
}: ResponsiveImageProps) {
  const lang = useLang();
  const props = imageProps(contentConfig, image, { width, aspectRatio, widths, lang });
  if (!props) return null;
  return (
    <img
      className={className}
      src={props.src}
      srcSet={props.srcSet}
      sizes={sizes}
      width={props.width}
      height={props.height}
      alt={alt ?? localize(image?.alt ?? undefined, lang) ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
