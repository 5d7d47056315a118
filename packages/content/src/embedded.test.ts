import { describe, expect, it } from 'vitest';
import { contentSource, seedContent } from './embedded.ts';

describe('contentSource', () => {
  it('is the seed dataset without a Sanity project', () => {
    expect(contentSource({ dataset: 'production', apiVersion: '2025-02-19' })).toBe(seedContent());
  });

  it('is the HTTP client with a Sanity project', () => {
    const source = contentSource({ projectId: 'abc123', dataset: 'production', apiVersion: '2025-02-19' });
    expect(source).not.toBe(seedContent());
    expect((source as { config?: { projectId?: string } }).config?.projectId).toBe('abc123');
  });
});

describe('seedContent', () => {
  it('finds the seed file behind an image URL file name', () => {
    const asset = seedContent().documents.find((doc) => doc._type === 'sanity.imageAsset')!;
    const fileName = String(asset._id)
      .replace(/^image-/, '')
      .replace(/-(\w+)$/, '.$1');
    expect(seedContent().imageFile(fileName)).toMatch(
      new RegExp(`studio/seed/images/${asset.originalFilename}$`),
    );
    expect(seedContent().imageFile('nope.jpg')).toBeUndefined();
  });
});
