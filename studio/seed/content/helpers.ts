/**
 * Small builders for the seed content. `scripts/build-seed.ts` turns their output into the NDJSON dataset:
 * it fills in `_key`s, document metadata and the image asset documents.
 */
import { portableText } from './portable-text.ts';

export interface SeedDoc {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** Marks an image reference that the build resolves to `image-<sha1>-<w>x<h>-<ext>`. */
export const IMAGE_REF_PREFIX = 'seed-file:';

export const str = (en: string, zhHant: string) => ({ _type: 'localeString', en, zhHant });
export const text = (en: string, zhHant: string) => ({ _type: 'localeText', en, zhHant });
export const rich = (en: string, zhHant: string) => ({
  _type: 'localeBlockContent',
  en: portableText(en),
  zhHant: portableText(zhHant),
});

/** An accessible image pointing at a file in studio/seed/images/. */
export const image = (file: string, altEn: string, altZh: string) => ({
  _type: 'accessibleImage',
  alt: str(altEn, altZh),
  asset: { _type: 'reference', _ref: `${IMAGE_REF_PREFIX}${file}` },
});
