import { describe, expect, it } from 'vitest';
import { checkCvSignature, cvTypeFromHead, typeFromExtension } from './cv-signature.ts';

const file = (name: string, bytes: number[] | string) =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name);
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0];
const ZIP = [0x50, 0x4b, 0x03, 0x04, 0x14, 0];

describe('CV signatures', () => {
  it('names the type a file name claims', () => {
    expect(['cv.PDF', 'a.b.doc', 'x.docx', 'cv.exe', 'pdf'].map(typeFromExtension)).toEqual([
      'pdf',
      'doc',
      'docx',
      null,
      null,
    ]);
  });

  it('reads the type from the first bytes', () => {
    expect(cvTypeFromHead(new TextEncoder().encode('%PDF-1.7\n'))).toBe('pdf');
    expect(cvTypeFromHead(new Uint8Array(OLE))).toBe('doc');
    expect(cvTypeFromHead(new Uint8Array(ZIP))).toBe('docx');
    expect(cvTypeFromHead(new TextEncoder().encode('%PDF'))).toBeNull();
    expect(cvTypeFromHead(new TextEncoder().encode('Dear school,'))).toBeNull();
    expect(cvTypeFromHead(new Uint8Array([0x4d, 0x5a, 0x90, 0]))).toBeNull();
  });

  it('passes a file whose content matches its name', async () => {
    expect(await checkCvSignature(file('cv.pdf', '%PDF-1.4 ...'))).toBeNull();
    expect(await checkCvSignature(file('cv.doc', OLE))).toBeNull();
    expect(await checkCvSignature(file('cv.docx', ZIP))).toBeNull();
  });

  it.each([
    ['a text file named .pdf', 'notes.pdf', 'I am not a PDF'],
    ['a PDF named .docx', 'cv.docx', '%PDF-1.7'],
    ['a DOCX named .doc', 'cv.doc', ZIP],
    ['a file too short to carry a signature', 'cv.pdf', '%P'],
  ])('names %s with the message the server gives', async (_label, name, bytes) => {
    expect(await checkCvSignature(file(name, bytes))).toEqual({
      message: 'forms:errors.cv.content',
      fileName: name,
    });
  });

  it('leaves wrong extensions and empty files to checkCvFiles', async () => {
    expect(await checkCvSignature(file('cv.exe', 'MZ'))).toBeNull();
    expect(await checkCvSignature(file('cv.pdf', ''))).toBeNull();
  });
});
