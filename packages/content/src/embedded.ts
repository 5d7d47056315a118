/**
 * Node only: runs the site's GROQ queries over a dataset file (NDJSON, the shape `sanity dataset export --raw`
 * writes) with groq-js. The API server's embedded default reads the file named by CONTENT_DATASET_FILE (by default
 * the seed, from @agency/seed); tests pass their own documents.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluate, parse } from 'groq-js';
import type { QueryParams, QueryResult } from './query-result.ts';

export interface DatasetDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** Drafts and release versions are never published content. */
export function isPublishedId(id: string): boolean {
  return !id.startsWith('drafts.') && !id.startsWith('versions.');
}

export class DatasetFileError extends Error {
  constructor(file: string, line: number, reason: string) {
    super(`${file} line ${line}: ${reason}`);
    this.name = 'DatasetFileError';
  }
}

/**
 * Parses NDJSON, keeping published documents and drafts (`drafts.…`, read only by preview); release versions are
 * left out. Names the line of the first problem.
 */
export function parseDataset(ndjson: string, file = 'dataset'): DatasetDocument[] {
  const documents: DatasetDocument[] = [];
  ndjson.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    let doc: unknown;
    try {
      doc = JSON.parse(line);
    } catch (error) {
      throw new DatasetFileError(file, index + 1, `not JSON (${(error as Error).message})`);
    }
    const { _id, _type } = (doc ?? {}) as Partial<DatasetDocument>;
    if (typeof _id !== 'string' || typeof _type !== 'string')
      throw new DatasetFileError(file, index + 1, 'a document needs a string _id and _type');
    if (isPublishedId(_id) || _id.startsWith('drafts.')) documents.push(doc as DatasetDocument);
  });
  return documents;
}

export function readDataset(file: string): DatasetDocument[] {
  return parseDataset(readFileSync(file, 'utf8'), file);
}

/**
 * Sanity's perspectives: `published` (drafts left out) and `drafts` (each draft in place of its published
 * document, under the published id with `_originalId` the draft's; drafts never published included).
 */
export type Perspective = 'published' | 'drafts';

export interface EmbeddedContent {
  /** The published documents. */
  readonly documents: readonly DatasetDocument[];
  /**
   * Runs a query (published documents unless `perspective` says drafts); throws groq-js's error (with a message)
   * for a malformed query or missing parameter.
   */
  fetch<Q extends string>(
    query: Q,
    params?: QueryParams,
    options?: { perspective?: Perspective },
  ): Promise<QueryResult<Q>>;
  /** The image file behind a Sanity image URL's file name (`<assetId>-<w>x<h>.<ext>`), if any. */
  imageFile(fileName: string): string | undefined;
}

/** The dataset as the `drafts` perspective sees it: every draft in place of its published document. */
function withDrafts(all: readonly DatasetDocument[]): DatasetDocument[] {
  const byId = new Map<string, DatasetDocument>();
  for (const doc of all) if (isPublishedId(doc._id)) byId.set(doc._id, doc);
  for (const doc of all) {
    if (!doc._id.startsWith('drafts.')) continue;
    const id = doc._id.slice('drafts.'.length);
    byId.set(id, { ...doc, _id: id, _originalId: doc._id });
  }
  return [...byId.values()];
}

/**
 * An in-memory content source over `documents` (a dataset file may hold `drafts.` documents: only preview reads
 * them). Image assets are looked up by their `originalFilename` in `imagesDir`.
 */
export function createEmbeddedContent(options: {
  documents: readonly DatasetDocument[];
  imagesDir: string;
}): EmbeddedContent {
  const documents = options.documents.filter((doc) => isPublishedId(doc._id));
  let drafts: DatasetDocument[] | undefined;
  const assetsByFile = new Map<string, string>();
  for (const doc of documents) {
    const match = /^image-([a-f0-9]+)-(\d+x\d+)-(\w+)$/.exec(doc._id);
    if (doc._type === 'sanity.imageAsset' && match && typeof doc.originalFilename === 'string') {
      assetsByFile.set(
        `${match[1]}-${match[2]}.${match[3]}`,
        path.join(options.imagesDir, path.basename(doc.originalFilename)),
      );
    }
  }
  return {
    documents,
    async fetch(query, params = {}, { perspective = 'published' } = {}) {
      const tree = parse(query, { params });
      const dataset = perspective === 'drafts' ? (drafts ??= withDrafts(options.documents)) : documents;
      const value = await evaluate(tree, { dataset, params });
      return (await value.get()) as never;
    },
    imageFile: (fileName) => assetsByFile.get(fileName),
  };
}
