// Real CVs with words in them for the CV text and preview tests (decision 072): a PDF drawn with pdf-lib, a .docx
// zipped from its XML parts as Word writes them (namespaces, the package's relationships), optionally with a
// hostile part or relationship added.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { zipArchive, type ZipEntrySpec } from './sample-files.ts';

/** A one-page PDF whose text is `lines` (Helvetica, so Latin letters only). */
export async function pdfWithText(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 20, size: 12, font }));
  return Buffer.from(await pdf.save());
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A paragraph of plain text, as Word writes it. */
export const paragraph = (text: string) =>
  `<w:p><w:r><w:t xml:space="preserve">${escape(text)}</w:t></w:r></w:p>`;

/**
 * A .docx whose body is `bodyXml` (paragraphs; see `paragraph`), with `relationships` added to the document's
 * own (word/_rels/document.xml.rels) and `parts` added to the package.
 */
export function docxWith(
  bodyXml: string,
  options: { relationships?: string; parts?: ZipEntrySpec[]; contentTypes?: string } = {},
): Buffer {
  const part = (name: string, text: string): ZipEntrySpec => ({
    name,
    data: Buffer.from(text),
    deflate: true,
  });
  return zipArchive([
    part(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        `${options.contentTypes ?? ''}</Types>`,
    ),
    part(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
        '</Relationships>',
    ),
    part(
      'word/_rels/document.xml.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `${options.relationships ?? ''}</Relationships>`,
    ),
    part(
      'word/document.xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        `<w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>${bodyXml}</w:body></w:document>`,
    ),
    ...(options.parts ?? []),
  ]);
}
