// Small real files for upload tests: a whole PDF (header, objects, cross-reference table, %%EOF), an OLE2 Word
// document (a WordDocument stream), a DOCX; and the same with what the server refuses added.
import CFB from 'cfb';
import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A PDF with a page and the given extra objects (numbered from 4), `catalogExtra` added to the catalog, and a
 * cross-reference table with the real offsets. `size` pads it with comment lines to exactly that many bytes.
 */
export function pdfDocument(
  options: { catalogExtra?: string; objects?: string[]; size?: number } = {},
): Buffer {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${options.catalogExtra ?? ''}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    ...(options.objects ?? []),
  ];
  const build = (padding: number) => {
    let text = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
    const offsets: number[] = [];
    objects.forEach((body, index) => {
      offsets.push(Buffer.byteLength(text, 'latin1'));
      text += `${index + 1} 0 obj\n${body}\nendobj\n`;
    });
    // Comment lines of 80 bytes, the last one shorter: exactly `padding` bytes (at least 2).
    if (padding >= 2) {
      const lines = Math.floor(padding / 80);
      text += `%${'c'.repeat(78)}\n`.repeat(lines);
      if (padding % 80 >= 2) text += `%${'c'.repeat((padding % 80) - 2)}\n`;
      else if (padding % 80 === 1) text = `${text.slice(0, -1)}c\n`;
    }
    const xref = Buffer.byteLength(text, 'latin1');
    text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
    text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(text, 'latin1');
  };
  if (options.size === undefined) return build(0);
  // The startxref number may grow a digit with the padding: settle in a step or two.
  let padding = options.size - build(0).length;
  let pdf = build(padding);
  for (let i = 0; pdf.length !== options.size && i < 4; i += 1) {
    padding += options.size - pdf.length;
    pdf = build(padding);
  }
  return pdf;
}

/** A PDF holding `image` as a JPEG-compressed picture: unique, incompressible content, as a scanned CV has. */
export const pdfWithImage = (image: Buffer): Buffer =>
  pdfDocument({
    objects: [
      `<< /Type /XObject /Subtype /Image /Filter /DCTDecode /Length ${image.length} >>\nstream\n${image.toString('latin1')}\nendstream`,
    ],
  });

/** A plain PDF CV of about `size` bytes (at least `size`; the upload limit tests need exact sizes: subarray). */
export const pdfBytes = (size = 2048): Buffer => pdfDocument({ size });

/** An OLE2 compound file with the given streams (path → bytes), as Word 97-2003 writes its documents. */
export function compoundFile(streams: Record<string, Buffer | string>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [name, data] of Object.entries(streams)) CFB.utils.cfb_add(container, name, Buffer.from(data));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

export const docBytes = (): Buffer =>
  compoundFile({ '/WordDocument': Buffer.alloc(1024, 7), '/1Table': Buffer.alloc(512, 1) });

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
