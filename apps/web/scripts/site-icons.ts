/**
 * The site's icons, drawn from one source (src/icons/site-icon.svg) as PNGs: a 32 px favicon (linked from
 * index.html) and a 180 px home-screen icon (iOS asks for /apple-touch-icon.png without a link, so no page carries
 * one). Not the SVG itself: Chromium draws an SVG favicon as an SVG document on the page's main thread,
 * a 4–30 ms task right after the first paint on every page (docs/benchmarks.md, "Session 10"); a PNG favicon is
 * decoded by the browser, off that thread. The build writes the files to dist/; `pnpm dev` draws them on request.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

export const SITE_ICON_SOURCE = path.join(import.meta.dirname, '../src/icons/site-icon.svg');
/** The source's own size (its viewBox), in CSS pixels at 72 dpi. */
const SOURCE_SIZE = 64;
/** The brand colour: fills the home-screen icon's corners, which iOS would draw black where transparent. */
const BRAND = '#0b5d7a';

export const SITE_ICONS = [
  { fileName: 'favicon-32.png', size: 32, square: false },
  { fileName: 'apple-touch-icon.png', size: 180, square: true },
] as const;

export type SiteIcon = (typeof SITE_ICONS)[number];

export async function drawIcon(svg: Buffer, { size, square }: SiteIcon): Promise<Buffer> {
  // Loaded when an icon is drawn, not with the config: every `vite` and `vitest` start reads vite.config.ts.
  const { default: sharp } = await import('sharp');
  let image = sharp(svg, { density: Math.ceil((72 * size) / SOURCE_SIZE) }).resize(size, size);
  if (square) image = image.flatten({ background: BRAND });
  return image.png({ compressionLevel: 9 }).toBuffer();
}

export function siteIcons(): Plugin {
  const source = () => readFile(SITE_ICON_SOURCE);
  return {
    name: 'site-icons',
    // The client build only: the server bundle (dist-ssr) serves no files.
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      const svg = await source();
      for (const icon of SITE_ICONS) {
        this.emitFile({ type: 'asset', fileName: icon.fileName, source: await drawIcon(svg, icon) });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const icon = SITE_ICONS.find((i) => req.url === `/${i.fileName}`);
        if (!icon) return next();
        source()
          .then((svg) => drawIcon(svg, icon))
          .then((png) => res.setHeader('Content-Type', 'image/png').end(png), next);
      });
    },
  };
}
