// Is this ZIP a Word document we accept as a CV (issues 11, 27)? It must have the parts every DOCX has
// (`[Content_Types].xml` naming `word/document.xml` as the main document), and it must not be a zip bomb: declared
// or actual uncompressed size over 50 MB, or over 100 times its compressed size, is refused. Sizes are counted
// while inflating, entry by entry, and reading stops at the first limit: nothing is ever inflated whole first.
// It must hold no macros: no `vbaProject.bin`, and no part whose content type (by Override or by its extension's
// Default, whatever the part is called) or relationship is VBA, macro-enabled or ActiveX. No embedded OLE objects
// or packages (an executable rides in those), whatever names them or nothing does (issue 42): no part whose bytes
// are an OLE container or an executable, none in an `embeddings` folder, none with a program's extension. No external relationships other than hyperlinks: a remote template
// or a linked picture makes Word fetch from the internet when the file opens.
import { createReadStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';
import { entryDataOffset, readZipEntries, type ZipEntry } from './zip-entries.ts';

export const MAX_DOCX_UNCOMPRESSED = 50 * 1024 * 1024;
export const MAX_DOCX_RATIO = 100;
const MAIN_DOCUMENT = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

export type DocxVerdict = 'docx' | 'not-docx' | 'macro' | 'bomb' | 'embedded' | 'external';

/** Content types and relationship types that are code. */
const MACRO_TYPE =
  /macroEnabled|vbaProject|vbaData|ms-office\.activeX|relationships\/(wordVbaData|keyMapCustomizations)/i;
/** Content types and relationship types of embedded objects. */
const EMBEDDED_TYPE = /oleObject|officedocument\.package|relationships\/package\b/i;
/** Word keeps embedded objects in this folder, and program files have these extensions: refused by name. */
const EMBEDDED_NAME = /(^|\/)embeddings\/|\.(exe|dll|scr|com|msi|bat|cmd|ps1|vbs|js|jar|hta|lnk)$/i;
/** How many bytes of each part are kept to tell what it is. */
const HEAD_BYTES = 1024;

/** An OLE2 container (embedded objects, packages) or a Windows, Linux or macOS program, by its first bytes. */
export function isContainerOrProgram(head: Buffer): boolean {
  if (head.subarray(0, 8).equals(Buffer.from('d0cf11e0a1b11ae1', 'hex'))) return true;
  if (
    head.length >= 4 &&
    [0x7f454c46, 0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe].includes(head.readUInt32BE(0))
  )
    return true;
  // "MZ" alone is two bytes any binary part may start with: a Windows program also has "PE\0\0" where it points.
  if (head.length < 0x40 || head.toString('latin1', 0, 2) !== 'MZ') return false;
  const pe = head.readUInt32LE(0x3c);
  return pe + 4 <= head.length && head.toString('latin1', pe, pe + 4) === 'PE\0\0';
}

/** The one external relationship a CV may have: a link the reader can choose to follow (transitional or strict). */
const HYPERLINK = /\/relationships\/hyperlink$/;
/** Each XML part read whole (content types, relationships) is a few KB; more is not a Word file. */
const MAX_XML_PART_BYTES = 256 * 1024;

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
  /** The XML parts read whole: [Content_Types].xml and every relationships part. */
  const xmlParts = new Map<string, string>();
  let containerOrProgram = false;
  for (const entry of entries) {
    const start = await entryDataOffset(handle, size, entry);
    if (start === null) return 'not-docx';
    let produced = 0;
    const keep = entry.name === '[Content_Types].xml' || entry.name.endsWith('.rels');
    let xml = '';
    const head: Buffer[] = [];
    try {
      await inflateEntry(file, start, entry, (chunk) => {
        if (produced < HEAD_BYTES) head.push(chunk.subarray(0, HEAD_BYTES - produced));
        produced += chunk.length;
        total += chunk.length;
        if (keep) xml += chunk.toString('utf8');
        // More than the entry declared is a lie; more than the whole limit is a bomb either way.
        const cap = keep ? Math.min(MAX_XML_PART_BYTES, entry.uncompressedSize) : entry.uncompressedSize;
        return produced <= cap && total <= limit;
      });
      if (keep) xmlParts.set(entry.name, xml);
      if (isContainerOrProgram(Buffer.concat(head))) containerOrProgram = true;
    } catch (error) {
      if (!(error instanceof LimitReached)) return 'not-docx'; // corrupt deflate data
      return total > limit || produced > entry.uncompressedSize ? 'bomb' : 'not-docx';
    }
  }
  const contentTypes = xmlParts.get('[Content_Types].xml') ?? '';
  const typeOf = partTypes(contentTypes);
  const types = entries.map((entry) => typeOf(entry.name));
  const relationships = [...xmlParts]
    .filter(([name]) => name.endsWith('.rels'))
    .flatMap(([, xml]) => tags(xml, 'Relationship'));
  if (
    types.some((type) => MACRO_TYPE.test(type)) ||
    relationships.some((rel) => MACRO_TYPE.test(rel('Type') ?? ''))
  )
    return 'macro';
  if (typeOf('word/document.xml') !== MAIN_DOCUMENT) return 'not-docx';
  if (
    containerOrProgram ||
    entries.some((entry) => EMBEDDED_NAME.test(entry.name)) ||
    types.some((type) => EMBEDDED_TYPE.test(type)) ||
    relationships.some((rel) => EMBEDDED_TYPE.test(rel('Type') ?? ''))
  )
    return 'embedded';
  if (
    relationships.some(
      (rel) => /^external$/i.test(rel('TargetMode') ?? '') && !HYPERLINK.test(rel('Type') ?? ''),
    )
  )
    return 'external';
  return 'docx';
}

/** Each `<name …>` tag of the XML, as a reader of its attributes. */
function tags(xml: string, name: string): ((attribute: string) => string | undefined)[] {
  return [...xml.matchAll(new RegExp(`<(?:\\w+:)?${name}\\b[^>]*>`, 'g'))].map(
    ([tag]) =>
      (attribute: string) =>
        new RegExp(`\\s${attribute}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)
          .exec(tag)
          ?.slice(1)
          .find((v) => v !== undefined),
  );
}

/** The content type [Content_Types].xml gives a part: its Override, else its extension's Default. */
function partTypes(contentTypes: string): (partName: string) => string {
  const overrides = new Map<string, string>();
  for (const tag of tags(contentTypes, 'Override'))
    overrides.set((tag('PartName') ?? '').toLowerCase(), tag('ContentType') ?? '');
  const defaults = new Map<string, string>();
  for (const tag of tags(contentTypes, 'Default'))
    defaults.set((tag('Extension') ?? '').toLowerCase(), tag('ContentType') ?? '');
  return (partName) => {
    const override = overrides.get(`/${partName}`.toLowerCase());
    if (override !== undefined) return override;
    const extension = /\.([^./]+)$/.exec(partName)?.[1]?.toLowerCase() ?? '';
    return defaults.get(extension) ?? '';
  };
}
