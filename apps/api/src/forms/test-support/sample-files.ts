// Small real-looking files for upload tests: each starts with the signature its type really has.
import { crc32, deflateRawSync } from 'node:zlib';

export const pdfBytes = (size = 2048): Buffer => {
  const head = Buffer.from('%PDF-1.7\n% test CV\n', 'latin1');
  const body = Buffer.alloc(Math.max(0, size - head.length), 0x20);
  for (let i = 0; i < body.length; i += 97) body[i] = 0x41 + (i % 26);
  return Buffer.concat([head, body]).subarray(0, size);
};

export const docBytes = (): Buffer =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1016, 7)]);

export interface ZipEntrySpec {
  name: string;
  data: Buffer;
  /** Deflate the data (method 8); default stored. */
  deflate?: boolean;
  /** The uncompressed size the archive claims (a zip bomb may lie); default the real one. */
  declaredSize?: number;
}

/** A ZIP written by hand so tests need no zip library: stored or deflated entries, sizes as given. */
export function zipArchive(entries: ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const nameBytes = Buffer.from(entry.name, 'utf8');
    const stored = entry.deflate ? deflateRawSync(entry.data) : entry.data;
    const crc = crc32(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const method = entry.deflate ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, stored);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A ZIP with stored (uncompressed) text entries. */
export const zipBytes = (entries: Record<string, string>): Buffer =>
  zipArchive(Object.entries(entries).map(([name, text]) => ({ name, data: Buffer.from(text, 'utf8') })));

export const WORD_MAIN_DOCUMENT =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** [Content_Types].xml as Word writes it, naming word/document.xml with `mainType`. */
export const contentTypesXml = (mainType = WORD_MAIN_DOCUMENT) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/word/document.xml" ContentType="${mainType}"/></Types>`;

/** The parts of a minimal real DOCX, deflated as Word does; `extra` adds or replaces parts. */
export function docxEntries(extra: ZipEntrySpec[] = []): ZipEntrySpec[] {
  const base: ZipEntrySpec[] = [
    { name: '[Content_Types].xml', data: Buffer.from(contentTypesXml()), deflate: true },
    { name: '_rels/.rels', data: Buffer.from('<Relationships/>'), deflate: true },
    {
      name: 'word/document.xml',
      data: Buffer.from(
        '<w:document><w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>',
      ),
      deflate: true,
    },
  ];
  const replaced = new Set(extra.map((entry) => entry.name));
  return [...base.filter((entry) => !replaced.has(entry.name)), ...extra];
}

export const docxBytes = (extra: ZipEntrySpec[] = []): Buffer => zipArchive(docxEntries(extra));

export const elfBytes = (): Buffer =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(512, 1)]);
export const mzBytes = (): Buffer => Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(512, 0x90)]);
