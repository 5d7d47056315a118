import { createImageUrlBuilder } from '@sanity/image-url';
import { EMBEDDED_PROJECT_ID, isEmbedded, type ContentConfig } from './config.ts';
import { localize, type Lang, type Localized } from './localize.ts';

/** An image as the queries project it (see `imageFields`). */
export interface ContentImage {
  alt?: Localized<string> | null;
  hotspot?: { x?: number; y?: number; height?: number; width?: number } | null;
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null;
  asset: { _id: string; width: number | null; height: number | null } | null;
}

export interface ImageProps {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
}

export const DEFAULT_SRCSET_WIDTHS = [320, 480, 640, 800, 1080, 1280, 1600, 1920];

/**
 * Every width the site asks the image server for (besides an image's own width): the srcset widths of all pages.
 * The server snaps any other width to the nearest of these, so a visitor cannot make it render (and cache) an
 * image at each of 4,000 widths. imageProps snaps too, so a page never asks for anything else.
 */
export const IMAGE_WIDTHS: readonly number[] = [
  240, 320, 480, 640, 800, 828, 960, 1080, 1200, 1280, 1600, 1920,
];

/** The nearest allowed width (ties go to the larger) no wider than the original, or the original itself. */
export function snapImageWidth(requested: number, originalWidth: number): number {
  const candidates = [...IMAGE_WIDTHS.filter((w) => w < originalWidth), originalWidth];
  let best = originalWidth;
  for (const width of candidates) {
    const distance = Math.abs(width - requested);
    const bestDistance = Math.abs(best - requested);
    if (distance < bestDistance || (distance === bestDistance && width > best)) best = width;
  }
  return best;
}

/**
 * An @sanity/image-url builder for either mode: cdn.sanity.io with a project, the API server's
 * `/content/images/embedded/<dataset>/…` route (same parameters) in the embedded default.
 */
export function createImageBuilder(config: ContentConfig) {
  return isEmbedded(config)
    ? createImageUrlBuilder({
        projectId: EMBEDDED_PROJECT_ID,
        dataset: config.dataset,
        baseUrl: `${(config.origin ?? '').replace(/\/+$/, '')}/content`,
      })
    : createImageUrlBuilder({ projectId: config.projectId!, dataset: config.dataset });
}

/**
 * `<img>` attributes for a content image: src at `width`, a srcset up to the original's width, the
 * intrinsic size scaled to `width` (so the page reserves space) and the alt text in `lang`.
 * Returns undefined when the image has no asset.
 */
export function imageProps(
  config: ContentConfig,
  image: ContentImage | null | undefined,
  options: { width: number; lang: Lang; aspectRatio?: number; widths?: number[]; quality?: number },
): ImageProps | undefined {
  const asset = image?.asset;
  if (!asset?.width || !asset.height) return undefined;
  const ratio = options.aspectRatio ?? asset.width / asset.height;
  const widthFor = (w: number) => snapImageWidth(w, asset.width!);
  const url = (w: number) => {
    let builder = createImageBuilder(config)
      .image(image as never)
      .width(widthFor(w))
      .auto('format')
      .quality(options.quality ?? 75);
    if (options.aspectRatio) builder = builder.height(Math.round(widthFor(w) / ratio)).fit('crop');
    return builder.url();
  };
  const widths = (options.widths ?? DEFAULT_SRCSET_WIDTHS).filter((w) => w <= asset.width!).map(widthFor);
  const width = widthFor(options.width);
  return {
    src: url(width),
    srcSet: [...new Set([...widths, width])]
      .sort((a, b) => a - b)
      .map((w) => `${url(w)} ${w}w`)
      .join(', '),
    width,
    height: Math.round(width / ratio),
    alt: localize(image?.alt ?? undefined, options.lang) ?? '',
  };
}
