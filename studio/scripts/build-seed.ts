/**
 * Builds studio/seed/dataset.ndjson (the shape `sanity dataset export --raw` produces) from the seed content in
 * studio/seed/content/: adds `_key`s, document metadata and one `sanity.imageAsset` per image file used.
 *   pnpm --filter @agency/studio run seed:build          writes the file
 *   pnpm --filter @agency/studio run seed:build --check  fails if the committed file is stale
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_REF_PREFIX, type SeedDoc } from '../seed/content/helpers.ts';
import { seedDocuments } from '../seed/content/index.ts';

const seedDir = path.resolve(import.meta.dirname, '../seed');
const imagesDir = path.join(seedDir, 'images');
const outFile = path.join(seedDir, 'dataset.ndjson');
const TIMESTAMP = '2025-08-01T09:00:00Z';

const hash = (value: string) => createHash('sha1').update(value).digest('hex');

async function imageAsset(file: string): Promise<SeedDoc> {
  const bytes = readFileSync(path.join(imagesDir, file));
  const sha1 = hash(bytes as unknown as string);
  const meta = await sharp(bytes).metadata();
  const { width = 0, height = 0, format = 'jpg' } = meta;
  const ext = format === 'jpeg' ? 'jpg' : format;
  const lqip = await sharp(bytes).resize(20).toFormat('jpeg', { quality: 40 }).toBuffer();
  const filePath = `images/embedded/production/${sha1}-${width}x${height}.${ext}`;
  return {
    _id: `image-${sha1}-${width}x${height}-${ext}`,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    extension: ext,
    mimeType: `image/${format}`,
    originalFilename: file,
    path: filePath,
    url: `/content/${filePath}`,
    sha1hash: sha1,
    size: bytes.length,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      hasAlpha: Boolean(meta.hasAlpha),
      isOpaque: !meta.hasAlpha,
      lqip: `data:image/jpeg;base64,${lqip.toString('base64')}`,
    },
  };
}

/** Gives array items stable `_key`s and swaps image file markers for asset ids. */
function finish(value: unknown, seed: string, refs: Map<string, string>, missing: Set<string>): unknown {
  if (Array.isArray(value)) {
    return value.map((item, index) => {
      const done = finish(item, `${seed}[${index}]`, refs, missing);
      return done && typeof done === 'object' && !('_key' in done)
        ? { _key: hash(`${seed}[${index}]`).slice(0, 12), ...done }
        : done;
    });
  }
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (
      key === 'asset' &&
      typeof (field as { _ref?: string })._ref === 'string' &&
      (field as { _ref: string })._ref.startsWith(IMAGE_REF_PREFIX)
    ) {
      const file = (field as { _ref: string })._ref.slice(IMAGE_REF_PREFIX.length);
      const id = refs.get(file);
      if (id) out.asset = { _type: 'reference', _ref: id };
      else missing.add(file);
      continue;
    }
    out[key] = finish(field, `${seed}.${key}`, refs, missing);
  }
  return out;
}

function collectFiles(value: unknown, files: Set<string>) {
  if (Array.isArray(value)) value.forEach((item) => collectFiles(item, files));
  else if (value && typeof value === 'object') {
    const ref = (value as { _ref?: unknown })._ref;
    if (typeof ref === 'string' && ref.startsWith(IMAGE_REF_PREFIX))
      files.add(ref.slice(IMAGE_REF_PREFIX.length));
    Object.values(value).forEach((item) => collectFiles(item, files));
  }
}

export async function buildSeed(): Promise<{ ndjson: string; missing: string[] }> {
  const files = new Set<string>();
  collectFiles(seedDocuments, files);
  const assets: SeedDoc[] = [];
  for (const file of [...files].sort())
    if (existsSync(path.join(imagesDir, file))) assets.push(await imageAsset(file));
  const refs = new Map(assets.map((asset) => [asset.originalFilename as string, asset._id]));
  const missing = new Set<string>();
  const docs = seedDocuments.map((doc) => {
    const body = finish(doc, doc._id, refs, missing) as SeedDoc;
    return {
      _createdAt: TIMESTAMP,
      _updatedAt: TIMESTAMP,
      _rev: hash(JSON.stringify(body)).slice(0, 22),
      ...body,
    };
  });
  const all = [
    ...docs,
    ...assets.map((a) => ({ _createdAt: TIMESTAMP, _updatedAt: TIMESTAMP, _rev: a.assetId, ...a })),
  ];
  return { ndjson: all.map((doc) => JSON.stringify(doc)).join('\n') + '\n', missing: [...missing].sort() };
}

if (import.meta.main) {
  const { ndjson, missing } = await buildSeed();
  if (missing.length)
    console.warn(`Images not in studio/seed/images yet (left without an asset): ${missing.join(', ')}`);
  if (process.argv.includes('--check')) {
    const current = existsSync(outFile) ? readFileSync(outFile, 'utf8') : '';
    if (current !== ndjson) {
      console.error(
        'studio/seed/dataset.ndjson is stale: run `pnpm --filter @agency/studio run seed:build`.',
      );
      process.exit(1);
    }
    console.log('studio/seed/dataset.ndjson is up to date.');
  } else {
    writeFileSync(outFile, ndjson);
    console.log(
      `Wrote ${ndjson.split('\n').length - 1} documents to ${path.relative(process.cwd(), outFile)}.`,
    );
  }
}
