import { describe, expect, it } from 'vitest';
import { createEmbeddedContent, DatasetFileError, parseDataset } from './embedded.ts';
import { seedContent } from './test/seed-content.ts';

describe('parseDataset', () => {
  it('keeps published documents and drafts (for preview), and drops release versions', () => {
    const ndjson = [
      '{"_id":"a","_type":"vacancy"}',
      '',
      '{"_id":"drafts.a","_type":"vacancy"}',
      '{"_id":"versions.r1.a","_type":"vacancy"}',
    ].join('\n');
    expect(parseDataset(ndjson).map((doc) => doc._id)).toEqual(['a', 'drafts.a']);
  });

  it('answers published documents by default and drafts in their place in the drafts perspective', async () => {
    const content = createEmbeddedContent({
      documents: parseDataset(
        [
          '{"_id":"a","_type":"vacancy","title":"Published"}',
          '{"_id":"drafts.a","_type":"vacancy","title":"Draft"}',
          '{"_id":"drafts.b","_type":"vacancy","title":"Never published"}',
          '{"_id":"c","_type":"vacancy","title":"Untouched"}',
        ].join('\n'),
      ),
      imagesDir: '/nowhere',
    });
    const query = '*[_type == "vacancy"] | order(_id) { _id, title }';
    expect(await content.fetch(query)).toEqual([
      { _id: 'a', title: 'Published' },
      { _id: 'c', title: 'Untouched' },
    ]);
    expect(await content.fetch(query, {}, { perspective: 'drafts' })).toEqual([
      { _id: 'a', title: 'Draft' },
      { _id: 'b', title: 'Never published' },
      { _id: 'c', title: 'Untouched' },
    ]);
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
