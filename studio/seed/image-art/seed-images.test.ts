// The committed seed images must match the agreed names and sizes (CONTENT references them by name).
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { allJobs } from './all-jobs.ts';

const imagesDir = join(import.meta.dirname, '..', 'images');
const n = (count: number) => Array.from({ length: count }, (_, i) => String(i + 1).padStart(2, '0'));
const topics = ['hero', 'sights', 'cuisine', 'weather', 'transport', 'airports', 'cost-of-living'];

const agreed: Record<string, [number, number]> = {
  'hero-home.jpg': [1920, 1080],
  'about-closing.jpg': [1600, 900],
  'for-your-school.jpg': [1600, 900],
  'teach-abroad.jpg': [1600, 900],
  'tefl-course.jpg': [1600, 900],
  ...Object.fromEntries(n(8).map((i) => [`class-${i}.jpg`, [1200, 800]])),
  ...Object.fromEntries(n(6).flatMap((i) => [[`teacher-${i}.jpg`, [800, 1000]], [`teacher-${i}-hover.jpg`, [800, 1000]]])),
  ...Object.fromEntries(n(8).map((i) => [`partner-${i}.png`, [480, 240]])),
  ...Object.fromEntries(['hong-kong', 'macau'].flatMap((c) => topics.map((t) => [`${c}-${t}.jpg`, [1600, 1000]]))),
};

describe('seed images', () => {
  it('generates exactly the agreed file names at the agreed sizes', () => {
    const generated = Object.fromEntries(allJobs.map((job) => [job.name, [job.width, job.height]]));
    expect(generated).toEqual(agreed);
  });

  it('has every agreed file on disk, at its size, web-weight, logos with transparency', async () => {
    let total = 0;
    for (const [name, [width, height]] of Object.entries(agreed)) {
      const file = join(imagesDir, name);
      const meta = await sharp(file).metadata();
      const { size } = await stat(file);
      total += size;
      expect([name, meta.width, meta.height]).toEqual([name, width, height]);
      expect(meta.format).toBe(name.endsWith('.png') ? 'png' : 'jpeg');
      if (name.endsWith('.png')) expect(meta.hasAlpha).toBe(true);
      expect(size, name).toBeLessThan(300 * 1024);
    }
    expect(total).toBeLessThan(6 * 1024 * 1024);
  });

  it('keeps no stray images in the folder', async () => {
    const files = (await readdir(imagesDir)).filter((f) => /\.(jpe?g|png|webp)$/.test(f));
    expect(files.sort()).toEqual(Object.keys(agreed).sort());
  });
});
