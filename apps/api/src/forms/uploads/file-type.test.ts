import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  contentTypesXml,
  docBytes,
  docxBytes,
  elfBytes,
  pdfBytes,
  zipBytes,
} from '../test-support/sample-files.ts';
import { sanitiseOriginalName, sniffFileType, typeFromExtension } from './file-type.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-type-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (bytes: Buffer) => {
  const file = path.join(dir, `f${Math.random()}`);
  fs.writeFileSync(file, bytes);
  return file;
};

test('recognises PDF, DOC (OLE2) and DOCX by content', async () => {
  expect(await sniffFileType(write(pdfBytes()))).toBe('pdf');
  expect(await sniffFileType(write(docBytes()))).toBe('doc');
  expect(await sniffFileType(write(docxBytes()))).toBe('docx');
});

test('a ZIP is DOCX only with both [Content_Types].xml and word/document.xml', async () => {
  expect(
    await sniffFileType(write(zipBytes({ '[Content_Types].xml': 'x', 'xl/workbook.xml': 'x' }))),
  ).toBeNull();
  expect(await sniffFileType(write(zipBytes({ 'word/document.xml': 'x' })))).toBeNull();
});

describe('hostile Word files (issue 11)', () => {
  const MB = 1024 * 1024;
  test('a ZIP with [Content_Types].xml and some word/ entry but no word/document.xml is not DOCX', async () => {
    const fake = zipBytes({ '[Content_Types].xml': contentTypesXml(), 'word/styles.xml': '<w:styles/>' });
    expect(await sniffFileType(write(fake))).toBeNull();
  });

  test('word/document.xml must be declared the main document', async () => {
    const spreadsheetType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
    const wrong = docxBytes([
      { name: '[Content_Types].xml', data: Buffer.from(contentTypesXml(spreadsheetType)) },
    ]);
    expect(await sniffFileType(write(wrong))).toBeNull();
    const none = docxBytes([{ name: '[Content_Types].xml', data: Buffer.from('<Types/>') }]);
    expect(await sniffFileType(write(none))).toBeNull();
  });

  test('macros are refused: vbaProject.bin, or a macro-enabled content type', async () => {
    const withVba = docxBytes([{ name: 'word/vbaProject.bin', data: Buffer.from('VBA') }]);
    expect(await sniffFileType(write(withVba))).toBe('docx-with-macros');
    const docm = docxBytes([
      {
        name: '[Content_Types].xml',
        data: Buffer.from(contentTypesXml('application/vnd.ms-word.document.macroEnabled.main+xml')),
      },
    ]);
    expect(await sniffFileType(write(docm))).toBe('docx-with-macros');
  });

  test('a zip bomb declaring 2 GiB is refused without inflating anything', async () => {
    const bomb = docxBytes([
      { name: 'word/media/huge.bin', data: Buffer.alloc(1000), deflate: true, declaredSize: 2 * 1024 * MB },
    ]);
    expect(await sniffFileType(write(bomb))).toBe('zip-bomb');
  });

  test('a zip bomb that lies about its size is stopped while inflating', async () => {
    const lying = docxBytes([
      { name: 'word/media/a.bin', data: Buffer.alloc(60 * MB), deflate: true, declaredSize: 1000 },
    ]);
    expect(lying.length).toBeLessThan(MB);
    expect(await sniffFileType(write(lying))).toBe('zip-bomb');
  });

  test('over 100:1 is refused even under 50 MB', async () => {
    const dense = docxBytes([{ name: 'word/media/a.bin', data: Buffer.alloc(20 * MB), deflate: true }]);
    expect(await sniffFileType(write(dense))).toBe('zip-bomb');
  });

  test('a deflated DOCX with a photo in it passes', async () => {
    const photo = randomBytes(300_000); // as incompressible as a JPEG
    const docx = docxBytes([{ name: 'word/media/image1.jpeg', data: photo, deflate: true }]);
    expect(await sniffFileType(write(docx))).toBe('docx');
  });
});

test('a truncated or corrupt ZIP is not DOCX', async () => {
  const docx = docxBytes();
  expect(await sniffFileType(write(docx.subarray(0, docx.length - 30)))).toBeNull();
  const corrupt = Buffer.from(docx);
  corrupt.writeUInt32LE(0xffffffff, corrupt.length - 6); // central directory offset past the end
  expect(await sniffFileType(write(corrupt))).toBeNull();
});

test('executables and tiny files are nothing', async () => {
  expect(await sniffFileType(write(elfBytes()))).toBeNull();
  expect(await sniffFileType(write(Buffer.from('%P')))).toBeNull();
});

test('extensions are matched case-insensitively from an allow-list', () => {
  expect(typeFromExtension('CV.PDF')).toBe('pdf');
  expect(typeFromExtension('cv.docx')).toBe('docx');
  expect(typeFromExtension('cv.pdf.exe')).toBeNull();
  expect(typeFromExtension('cv')).toBeNull();
});

test('original names keep only a clean base name', () => {
  expect(sanitiseOriginalName('../../etc/passwd.pdf')).toBe('passwd.pdf');
  expect(sanitiseOriginalName('C:\\Users\\me\\CV.docx')).toBe('CV.docx');
  expect(sanitiseOriginalName('.htaccess.pdf')).toBe('htaccess.pdf');
  expect(sanitiseOriginalName('a\r\nBcc: x@y.com.pdf')).toBe('aBcc x@y.com.pdf');
  expect(sanitiseOriginalName('履歷.pdf')).toBe('履歷.pdf');
  expect(sanitiseOriginalName('...')).toBe('cv');
  expect(sanitiseOriginalName(`${'a'.repeat(300)}.pdf`)).toHaveLength(104);
});
