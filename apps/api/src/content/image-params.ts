/**
 * The subset of Sanity's image pipeline parameters that @sanity/image-url emits, validated:
 * w, h, fit, fm, q, auto=format, dpr, rect, crop, fp-x, fp-y, bg. Absurd sizes are refused; only the formats the
 * site uses (the originals' JPEG/PNG and WebP) are made; widths are snapped to the site's (`snapToSiteWidths`).
 */
import { snapImageWidth } from '@agency/content';
export type Fit = 'clip' | 'crop' | 'fill' | 'fillmax' | 'max' | 'scale' | 'min';
export type Format = 'jpg' | 'png' | 'webp';

export interface ImageParams {
  width?: number;
  height?: number;
  fit: Fit;
  format?: Format;
  autoFormat: boolean;
  quality: number;
  rect?: [number, number, number, number];
  focalPoint: [number, number];
  background?: string;
}

export const MAX_DIMENSION = 4000;
const FITS: Fit[] = ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min'];
const FORMATS: Format[] = ['jpg', 'png', 'webp'];

export class ImageParamError extends Error {}

function integer(name: string, raw: unknown, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (typeof raw !== 'string' || !Number.isInteger(value) || value < min || value > max) {
    throw new ImageParamError(`"${name}" must be a whole number from ${min} to ${max}.`);
  }
  return value;
}

function fraction(name: string, raw: unknown): number {
  if (raw === undefined) return 0.5;
  const value = Number(raw);
  if (typeof raw !== 'string' || !(value >= 0 && value <= 1))
    throw new ImageParamError(`"${name}" must be between 0 and 1.`);
  return value;
}

export function parseImageParams(search: Record<string, unknown>): ImageParams {
  const dpr = search.dpr === undefined ? 1 : Number(search.dpr);
  if (!(dpr >= 1 && dpr <= 3)) throw new ImageParamError('"dpr" must be between 1 and 3.');
  const scaled = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * dpr));
  const width = scaled(integer('w', search.w, 1, MAX_DIMENSION));
  const height = scaled(integer('h', search.h, 1, MAX_DIMENSION));
  if (height !== undefined && width === undefined)
    throw new ImageParamError('"h" needs "w": images are asked for by width.');
  if ((width ?? 0) > MAX_DIMENSION || (height ?? 0) > MAX_DIMENSION) {
    throw new ImageParamError(`Images are served at most ${MAX_DIMENSION} pixels wide or high.`);
  }
  const fit = (search.fit ?? 'clip') as Fit;
  if (!FITS.includes(fit)) throw new ImageParamError(`"fit" must be one of ${FITS.join(', ')}.`);
  const format = search.fm === undefined ? undefined : ((search.fm === 'jpeg' ? 'jpg' : search.fm) as Format);
  if (format !== undefined && !FORMATS.includes(format))
    throw new ImageParamError(`"fm" must be one of ${FORMATS.join(', ')}.`);
  if (search.auto !== undefined && search.auto !== 'format')
    throw new ImageParamError('"auto" only supports "format".');
  let rect: ImageParams['rect'];
  if (search.rect !== undefined) {
    const parts = String(search.rect).split(',').map(Number);
    if (
      parts.length !== 4 ||
      !parts.every((n) => Number.isInteger(n) && n >= 0) ||
      parts[2] === 0 ||
      parts[3] === 0
    ) {
      throw new ImageParamError('"rect" must be left,top,width,height in whole pixels.');
    }
    rect = parts as [number, number, number, number];
  }
  const background = search.bg === undefined ? undefined : String(search.bg);
  if (background !== undefined && !/^([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(background)) {
    throw new ImageParamError('"bg" must be a hex colour such as fff or ffffff.');
  }
  return {
    ...(width === undefined ? {} : { width }),
    ...(height === undefined ? {} : { height }),
    fit,
    ...(format === undefined ? {} : { format }),
    autoFormat: search.auto === 'format',
    quality: integer('q', search.q, 1, 100) ?? 75,
    ...(rect ? { rect } : {}),
    focalPoint: [fraction('fp-x', search['fp-x']), fraction('fp-y', search['fp-y'])],
    ...(background === undefined ? {} : { background }),
  };
}

/**
 * The width snapped to the nearest the site uses (never past the original's), the height scaled with it so the
 * requested aspect ratio holds. However many widths a visitor asks for, only these few are ever made.
 */
export function snapToSiteWidths(params: ImageParams, originalWidth: number): ImageParams {
  if (params.width === undefined) return params;
  const width = snapImageWidth(params.width, originalWidth);
  if (params.height === undefined) return { ...params, width };
  return { ...params, width, height: Math.max(1, Math.round((params.height * width) / params.width)) };
}
