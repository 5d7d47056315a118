import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSeedDataset } from '../seed/seed-dataset.ts';
import { toImportDocuments } from './import-seed.ts';

describe('toImportDocuments', () => {
  const seed = readSeedDataset();
  const documents = toImportDocuments(seed);
  const json = JSON.stringify(documents);

  it('keeps every content document and drops the asset documents', () => {
    expect(documents).toHaveLength(seed.filter((doc) => !doc._type.startsWith('sanity.')).length);
    expect(json).not.toContain('sanity.imageAsset');
    expect(json).not.toMatch(/"_ref":"image-/);
  });

  it('points every image at an existing seed file for the CLI to upload', () => {
    const markers = [...json.matchAll(/"_sanityAsset":"image@(file:[^"]+)"/g)].map((m) => m[1]!);
    expect(markers.length).toBeGreaterThanOrEqual(40);
    for (const url of markers) expect(existsSync(fileURLToPath(url)), url).toBe(true);
  });
});
