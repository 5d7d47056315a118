// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawIcon, SITE_ICON_SOURCE, SITE_ICONS } from './site-icons.ts';

const svg = () => readFile(SITE_ICON_SOURCE);

describe('site icons', () => {
  it('draws each icon from the SVG at its size, as a PNG', async () => {
    for (const icon of SITE_ICONS) {
      const meta = await sharp(await drawIcon(await svg(), icon)).metadata();
      expect([meta.format, meta.width, meta.height], icon.fileName).toEqual(['png', icon.size, icon.size]);
    }
  });

  it('fills the home-screen icon to its corners in the brand colour (iOS draws transparency black)', async () => {
    const icon = SITE_ICONS.find((i) => i.fileName === 'apple-touch-icon.png')!;
    const { data, info } = await sharp(await drawIcon(await svg(), icon))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, info.channels)]).toEqual([0x0b, 0x5d, 0x7a, 255]);
  });

  it('links the PNG favicon the build writes, never an SVG one', async () => {
    // Chromium draws an SVG favicon as an SVG document on the page's main thread, in the page's start.
    const html = await readFile(path.join(import.meta.dirname, '../index.html'), 'utf8');
    const links = [...html.matchAll(/<link rel="icon"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(['/favicon-32.png']);
    expect(SITE_ICONS.map((i) => `/${i.fileName}`)).toContain(links[0]);
  });
});
