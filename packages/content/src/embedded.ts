/**
 * Node only: runs the site's GROQ queries over the seed dataset (studio/seed/dataset.ndjson) with groq-js.
 * Used by the prerender script and by the API server's local query endpoint.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluate, parse } from 'groq-js';
import { createContentClient } from './client.ts';
import { isEmbedded, type ContentConfig } from './config.ts';
import type { QueryParams, ResultOf } from './query-types.ts';

export const SEED_DIR = path.resolve(import.meta.dirname, '../../../studio/seed');
export const SEED_DATASET_PATH = path.join(SEED_DIR, 'dataset.ndjson');
export const SEED_IMAGES_DIR = path.join(SEED_DIR, 'images');

export interface SeedDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** Drafts and release versions are never published content. */
export function isPublishedId(id: string): boolean {
  return !id.startsWith('drafts.') && !id.startsWith('versions.');
}

/** Reads an NDJSON export (`sanity dataset export --raw`), keeping only published documents. */
export function readDataset(file: string = SEED_DATASET_PATH): SeedDocument[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SeedDocument)
    .filter((doc) => isPublishedId(doc._id));
}

export interface EmbeddedContent {
  readonly documents: readonly SeedDocument[];
  /** Runs a query; throws groq-js's error (with a message) for a malformed query or missing parameter. */
  fetch<Q extends string>(query: Q, params?: QueryParams): Promise<ResultOf<Q>>;
  /** The seed image file behind a Sanity image URL's file name (`<assetId>-<w>x<h>.<ext>`), if any. */
  imageFile(fileName: string): string | undefined;
}

/** An in-memory content source; pass `documents` in tests, or read the seed dataset by default. */
export function createEmbeddedContent(
  options: { documents?: readonly SeedDocument[]; datasetPath?: string; imagesDir?: string } = {},
): EmbeddedContent {
  const documents = (options.documents ?? readDataset(options.datasetPath)).filter((doc) =>
    isPublishedId(doc._id),
  );
  const imagesDir = options.imagesDir ?? SEED_IMAGES_DIR;
  const assetsByFile = new Map<string, string>();
  for (const doc of documents) {
    const match = /^image-([a-f0-9]+)-(\d+x\d+)-(\w+)$/.exec(doc._id);
    if (doc._type === 'sanity.imageAsset' && match && typeof doc.originalFilename === 'string') {
      assetsByFile.set(
        `${match[1]}-${match[2]}.${match[3]}`,
        path.join(imagesDir, path.basename(doc.originalFilename)),
      );
    }
  }
  return {
    documents,
    async fetch(query, params = {}) {
      const tree = parse(query, { params });
      const value = await evaluate(tree, { dataset: documents, params });
      return (await value.get()) as never;
    },
    imageFile: (fileName) => assetsByFile.get(fileName),
  };
}

let shared: EmbeddedContent | undefined;

/** The seed dataset, read once per process. */
export function seedContent(): EmbeddedContent {
  shared ??= createEmbeddedContent();
  return shared;
}

export interface ContentFetcher {
  fetch<Q extends string>(query: Q, params?: QueryParams): Promise<ResultOf<Q>>;
}

/** Where Node code (e.g. the prerender) reads content: the Sanity project when one is configured, else the seed. */
export function contentSource(config: ContentConfig): ContentFetcher {
  return isEmbedded(config) ? seedContent() : createContentClient(config);
}
