import type { Format, ImageParams } from './image-params.ts';

const MIME: Record<Format, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The output format: `fm` wins; `auto=format` picks WebP for browsers that accept it; else the original's. */
export function outputFormat(params: ImageParams, original: Format, accept: string | undefined): Format {
  if (params.format) return params.format;
  if (params.autoFormat && accept?.includes('image/webp')) return 'webp';
  return original;
}

export function mimeType(format: Format): string {
  return MIME[format];
}

/** Resizes like Sanity's pipeline: crop rect first, then fit into w×h (never enlarging for clip/max). */
export async function transformImage(file: string, params: ImageParams, format: Format): Promise<Buffer> {
  // Loaded on the first transform, not at start: sharp and libvips add ~20 MB to every node's memory, and most
  // nodes serve images from the cache (or a Sanity project's CDN) and never transform one.
  const { default: sharp } = await import('sharp');
  // libvips' own cache of operations and open files (50 MB by default) stays in native memory after a flood of
  // sizes; results are kept by the server's image cache (image-cache.ts, on disk, bounded) instead (issue 42).
  sharp.cache(false);
  let image = sharp(file, { limitInputPixels: 50_000_000 });
  const meta = await image.metadata();
  let srcWidth = meta.width ?? 1;
  let srcHeight = meta.height ?? 1;
  if (params.rect) {
    const [left, top, width, height] = params.rect;
    const w = Math.min(width, srcWidth - left);
    const h = Math.min(height, srcHeight - top);
    if (w > 0 && h > 0) {
      image = image.extract({ left, top, width: w, height: h });
      [srcWidth, srcHeight] = [w, h];
    }
  }
  const { width, height, fit } = params;
  if (width || height) {
    if ((fit === 'crop' || fit === 'min') && width && height) {
      // Cover the box, then cut the window around the focal point (hotspot).
      const scale = Math.max(width / srcWidth, height / srcHeight);
      const coverW = Math.max(width, Math.round(srcWidth * scale));
      const coverH = Math.max(height, Math.round(srcHeight * scale));
      const left = Math.min(
        coverW - width,
        Math.max(0, Math.round(coverW * params.focalPoint[0] - width / 2)),
      );
      const top = Math.min(
        coverH - height,
        Math.max(0, Math.round(coverH * params.focalPoint[1] - height / 2)),
      );
      image = image.resize(coverW, coverH, { fit: 'fill' }).extract({ left, top, width, height });
    } else if (fit === 'fill' || fit === 'fillmax') {
      const background = params.background
        ? `#${params.background}`
        : { r: 255, g: 255, b: 255, alpha: format === 'jpg' ? 1 : 0 };
      image = image.resize(width, height, {
        fit: 'contain',
        background,
        withoutEnlargement: fit === 'fillmax',
      });
    } else if (fit === 'scale') {
      image = image.resize(width, height, { fit: 'fill' });
    } else {
      image = image.resize(width, height, { fit: 'inside', withoutEnlargement: true });
    }
  }
  const quality = params.quality;
  if (format === 'jpg')
    image = image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true, progressive: true });
  else if (format === 'png') image = image.png({ palette: meta.format === 'png' && meta.isPalette === true });
  else image = image.webp({ quality });
  return image.toBuffer();
}
