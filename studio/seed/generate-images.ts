// Renders the seed artwork (SVG compositions in ./image-art) to web-sized JPEG/PNG files in ./images.
// Usage: node seed/generate-images.ts [name-filter] ; PREVIEW_DIR=/tmp/x also writes PNG previews.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { allJobs } from './image-art/all-jobs.ts';
import type { ImageJob } from './image-art/job.ts';

const outDir = join(import.meta.dirname, 'images');
const filter = process.argv[2];
const previewDir = process.env['PREVIEW_DIR'];

async function render(job: ImageJob): Promise<number> {
  const svg = Buffer.from(job.draw());
  const image = sharp(svg, { density: 72 }).resize(job.width, job.height, { fit: 'fill' });
  const data =
    job.format === 'jpg'
      ? await image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, progressive: true, mozjpeg: true }).toBuffer()
      : await image.png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 }).toBuffer();
  await writeFile(join(outDir, job.name), data);
  if (previewDir) await sharp(data).png().toFile(join(previewDir, job.name.replace(/\.\w+$/, '.png')));
  return data.length;
}

await mkdir(outDir, { recursive: true });
if (previewDir) await mkdir(previewDir, { recursive: true });
const jobs = allJobs.filter((job) => !filter || job.name.includes(filter));
let total = 0;
for (const job of jobs) {
  const bytes = await render(job);
  total += bytes;
  console.log(`${job.name.padEnd(32)} ${job.width}x${job.height} ${(bytes / 1024).toFixed(0).padStart(4)} KB`);
}
console.log(`${jobs.length} images, ${(total / 1024 / 1024).toFixed(2)} MB`);
