/** Reads the committed seed dataset (all documents, drafts included) for tests and the import script. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const seedDir = import.meta.dirname;
export const datasetFile = path.join(seedDir, 'dataset.ndjson');
export const imagesDir = path.join(seedDir, 'images');

export interface DatasetDocument {
  _id: string;
  _type: string;
  _createdAt: string;
  _updatedAt: string;
  _rev: string;
  [field: string]: unknown;
}

export function readSeedDataset(file = datasetFile): DatasetDocument[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as DatasetDocument);
}

/** Every `_ref` anywhere inside a value. */
export function collectRefs(value: unknown, refs: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => collectRefs(item, refs));
  else if (value && typeof value === 'object') {
    const ref = (value as { _ref?: unknown })._ref;
    if (typeof ref === 'string') refs.push(ref);
    Object.values(value).forEach((item) => collectRefs(item, refs));
  }
  return refs;
}
