import { describe, expect, it } from 'vitest';
import { DatasetFileError, parseDataset } from './embedded.ts';
import { seedContent } from './test/seed-content.ts';

describe('parseDataset', () => {
  it('keeps published documents and drops drafts and release versions', () => {
    const ndjson = [
      '{"_id":"a","_type":"vacancy"}',
      '',
      '{"_id":"drafts.a","_type":"vacancy"}',
      '{"_id":"versions.r1.a","_type":"vacancy"}',
    ].join('\n');
    expect(parseDataset(ndjson).map((doc) => doc._id)).toEqual(['a']);
  });

  it('names the file and line of a line that is not a document', () => {
    expect(() => parseDataset('{"_id":"a","_type":"x"}\n{"_id": oops}\n', 'data.ndjson')).toThrow(
      /^data\.ndjson line 2: not JSON/,
    );
    expect(() => parseDataset('{"_type":"vacancy"}', 'data.ndjson')).toThrow(DatasetFileError);
    expect(() => parseDataset('{"_type":"vacancy"}', 'data.ndjson')).toThrow(
      'data.ndjson line 1: a document needs a string _id and _type',
    );
  });
});

describe('createEmbeddedContent', () => {
  it('finds the image file behind an image URL file name', () => {
    const content = seedContent();
    const asset = content.documents.find((doc) => doc._type === 'sanity.imageAsset')!;
    const fileName = String(asset._id)
      .replace(/^image-/, '')
      .replace(/-(\w+)$/, '.$1');
    expect(content.imageFile(fileName)).toMatch(new RegExp(`studio/seed/images/${asset.originalFilename}$`));
    expect(content.imageFile('nope.jpg')).toBeUndefined();
  });
});
