/**
 * Imports the seed dataset and its images into a real Sanity project:
 *   SANITY_STUDIO_PROJECT_ID=… SANITY_STUDIO_DATASET=production SANITY_WRITE_TOKEN=… \
 *     pnpm --filter @agency/studio run seed:import [--dry-run]
 * Image asset documents are replaced by `_sanityAsset: "image@file://…"` markers, so the Sanity CLI uploads each
 * file (its asset id is the file's SHA-1, the same id the seed already uses) and links every reference to it.
 * Documents with the same ids are replaced; nothing else in the dataset is touched.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { todayInHongKong } from '@agency/content/vacancy-status';
import { imagesDir, readSeedDataset, rebaseSeedDates, type DatasetDocument } from '../seed/seed-dataset.ts';

const studioDir = path.resolve(import.meta.dirname, '..');

/** The seed rewritten for `sanity dataset import`: asset docs dropped, image references pointing at files. */
export function toImportDocuments(documents: DatasetDocument[], dir = imagesDir): Record<string, unknown>[] {
  const files = new Map(
    documents
      .filter((doc) => doc._type === 'sanity.imageAsset')
      .map((doc) => [doc._id, pathToFileURL(path.join(dir, String(doc.originalFilename))).href]),
  );
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== 'object') return value;
    const ref = (value as { asset?: { _ref?: string } }).asset?._ref;
    const out = Object.fromEntries(Object.entries(value).map(([key, field]) => [key, rewrite(field)]));
    if (ref && files.has(ref)) {
      delete out.asset;
      out._sanityAsset = `image@${files.get(ref)}`;
    }
    return out;
  };
  return documents
    .filter((doc) => !doc._type.startsWith('sanity.'))
    .map((doc) => rewrite(doc) as Record<string, unknown>);
}

function settings(env: NodeJS.ProcessEnv) {
  const projectId = env.SANITY_STUDIO_PROJECT_ID || env.SANITY_PROJECT_ID || '';
  const dataset = env.SANITY_STUDIO_DATASET || env.SANITY_DATASET || '';
  const token = env.SANITY_WRITE_TOKEN || env.SANITY_IMPORT_TOKEN || '';
  const missing = [
    !projectId && 'SANITY_STUDIO_PROJECT_ID (the project id from sanity.io/manage)',
    !dataset && 'SANITY_STUDIO_DATASET (e.g. production)',
    !token && 'SANITY_WRITE_TOKEN (an API token with Editor rights: sanity.io/manage → API → Tokens)',
  ].filter(Boolean);
  return { projectId, dataset, token, missing };
}

if (import.meta.main) {
  const dryRun = process.argv.includes('--dry-run');
  const { projectId, dataset, token, missing } = settings(process.env);
  const outDir = path.join(studioDir, '.sanity/import');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'seed.ndjson');
  // The vacancies' dates move to the day of the import, so a fresh project shows open vacancies.
  const documents = toImportDocuments(rebaseSeedDates(readSeedDataset(), todayInHongKong()));
  writeFileSync(file, documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n');
  console.log(`Prepared ${documents.length} documents in ${path.relative(process.cwd(), file)}.`);
  if (dryRun) process.exit(0);
  if (missing.length > 0) {
    console.error(`Cannot import the seed into Sanity: set\n${missing.map((m) => `  - ${m}`).join('\n')}`);
    process.exit(1);
  }
  execFileSync(
    process.execPath,
    [
      path.join(studioDir, 'node_modules/sanity/bin/sanity'),
      'dataset',
      'import',
      file,
      '--dataset',
      dataset,
      '--project-id',
      projectId,
      '--replace',
    ],
    { cwd: studioDir, stdio: 'inherit', env: { ...process.env, CI: 'true', SANITY_IMPORT_TOKEN: token } },
  );
  console.log(`Imported the seed into ${projectId}/${dataset}.`);
}
