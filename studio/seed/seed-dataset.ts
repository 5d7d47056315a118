/**
 * The seed dataset (package @agency/seed): where its NDJSON and images are, how to read them, and how its vacancy
 * dates follow the calendar. Used by the studio's tests and import script, the API server's embedded default and
 * the content package's tests.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const seedDir = import.meta.dirname;
export const datasetFile = path.join(seedDir, 'dataset.ndjson');
export const imagesDir = path.join(seedDir, 'images');

/**
 * The day the seed's vacancy dates are written against (studio/seed/content/vacancies.ts). When the seed is
 * loaded or imported, those dates move by the days between this day and today, so a fresh install always shows
 * the same open vacancies, in the same order, with start dates weeks ahead.
 */
export const SEED_ANCHOR_DAY = '2025-10-01';

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

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day.slice(0, 10)}T00:00:00Z`) / DAY_MS;

function shiftDate(value: unknown, days: number): unknown {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return value;
  const shifted = new Date(Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value) + days * DAY_MS);
  return value.length === 10 ? shifted.toISOString().slice(0, 10) : shifted.toISOString().replace('.000Z', 'Z');
}

/** The seed's vacancies with their dates (start, closing, published) moved from SEED_ANCHOR_DAY to `today`. */
export function rebaseSeedDates<T extends { _type: string }>(documents: T[], today: string): T[] {
  const days = dayNumber(today) - dayNumber(SEED_ANCHOR_DAY);
  return documents.map((doc) => {
    if (doc._type !== 'vacancy') return doc;
    const moved: Record<string, unknown> = { ...doc };
    for (const field of ['startDate', 'closingDate', '_createdAt', '_updatedAt']) {
      if (field in moved) moved[field] = shiftDate(moved[field], days);
    }
    return moved as T;
  });
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
