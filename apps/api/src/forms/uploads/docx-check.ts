// Is this ZIP a Word document we accept as a CV (issue 11)? It must have the parts every DOCX has
// (`[Content_Types].xml` naming `word/document.xml` as the main document), no macros (`vbaProject.bin`, a
// macro-enabled content type), and it must not be a zip bomb: declared or actual uncompressed size over 50 MB, or
// over 100 times its compressed size, is refused. Sizes are counted while inflating, entry by entry, and reading
// stops at the first limit: nothing is ever inflated whole first.
import { createReadStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';
import { entryDataOffset, readZipEntries, type ZipEntry } from './zip-entries.ts';

export const MAX_DOCX_UNCOMPRESSED = 50 * 1024 * 1024;
export const MAX_DOCX_RATIO = 100;
const MAIN_DOCUMENT = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** [Content_Types].xml is a few KB; more is not a Word file. */
const MAX_CONTENT_TYPES_BYTES = 256 * 1024;

export type DocxVerdict = 'docx' | 'not-docx' | 'macro' | 'bomb';

class LimitReached extends Error {}

/** Streams one entry's inflated bytes to `onChunk`; stops with LimitReached when `onChunk` says so. */
async function inflateEntry(
  file: string,
  start: number,
  entry: ZipEntry,
  onChunk: (chunk: Buffer) => boolean,
): Promise<void> {
  if (entry.compressedSize === 0) return;
  const source = createReadStream(file, { start, end: start + entry.compressedSize - 1 });
  const inflated = entry.method === 8 ? source.pipe(createInflateRaw()) : source;
  try {
    for await (const chunk of inflated as AsyncIterable<Buffer>) {
      if (!onChunk(chunk)) throw new LimitReached();
    }
  } finally {
    source.destroy();
    if (inflated !== source) inflated.destroy();
  }
}

export async function checkDocx(file: string, handle: FileHandle, size: number): Promise<DocxVerdict> {
  const entries = await readZipEntries(handle, size);
  if (!entries) return 'not-docx';
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has('word/document.xml')) return 'not-docx';
  if (entries.some((entry) => /(^|\/)vbaProject\.bin$/i.test(entry.name))) return 'macro';
  // Only stored and deflated entries; ZIP64 markers (0xFFFFFFFF) never occur in a CV-sized file.
  if (entries.some((e) => (e.method !== 0 && e.method !== 8) || e.uncompressedSize === 0xffffffff))
    return 'not-docx';
  const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > MAX_DOCX_UNCOMPRESSED || declared > MAX_DOCX_RATIO * size) return 'bomb';

  let total = 0;
  const limit = Math.min(MAX_DOCX_UNCOMPRESSED, MAX_DOCX_RATIO * size);
  let contentTypes = '';
  for (const entry of entries) {
    const start = await entryDataOffset(handle, size, entry);
    if (start === null) return 'not-docx';
    let produced = 0;
    const isContentTypes = entry.name === '[Content_Types].xml';
    try {
      await inflateEntry(file, start, entry, (chunk) => {
        produced += chunk.length;
        total += chunk.length;
        if (isContentTypes) contentTypes += chunk.toString('utf8');
        // More than the entry declared is a lie; more than the whole limit is a bomb either way.
        const cap = isContentTypes
          ? Math.min(MAX_CONTENT_TYPES_BYTES, entry.uncompressedSize)
          : entry.uncompressedSize;
        return produced <= cap && total <= limit;
      });
    } catch (error) {
      if (!(error instanceof LimitReached)) return 'not-docx'; // corrupt deflate data
      return total > limit || produced > entry.uncompressedSize ? 'bomb' : 'not-docx';
    }
  }
  if (/macroEnabled/i.test(contentTypes)) return 'macro';
  return mainDocumentType(contentTypes) === MAIN_DOCUMENT ? 'docx' : 'not-docx';
}

/** The content type [Content_Types].xml gives /word/document.xml (its <Override>), if any. */
function mainDocumentType(contentTypes: string): string | undefined {
  for (const [tag] of contentTypes.matchAll(/<Override\b[^>]*>/g)) {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
    if (attribute('PartName') === '/word/document.xml') return attribute('ContentType');
  }
  return undefined;
}
