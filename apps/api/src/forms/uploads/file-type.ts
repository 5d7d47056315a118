// What a CV file really is, judged by its content (OWASP File Upload Cheat Sheet): the extension must agree with
// the signature. The Content-Type header the browser sends is ignored.
import fsp from 'node:fs/promises';
import path from 'node:path';
import { checkDocx } from './docx-check.ts';

export type CvFileType = 'pdf' | 'doc' | 'docx';
/** What a file turned out to be: a CV type, a Word file refused for what it holds, or nothing we accept. */
export type SniffedType = CvFileType | 'docx-with-macros' | 'zip-bomb' | null;

const EXTENSIONS: Record<string, CvFileType> = { '.pdf': 'pdf', '.doc': 'doc', '.docx': 'docx' };

const PDF = Buffer.from('%PDF-', 'latin1');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function typeFromExtension(fileName: string): CvFileType | null {
  return EXTENSIONS[path.extname(fileName).toLowerCase()] ?? null;
}

/** Reads the stored file and names its type, or null when it is none of PDF, DOC (OLE2) or DOCX. */
export async function sniffFileType(file: string): Promise<SniffedType> {
  const handle = await fsp.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, 8));
    await handle.read(head, 0, head.length, 0);
    if (head.subarray(0, PDF.length).equals(PDF)) return 'pdf';
    if (head.subarray(0, OLE.length).equals(OLE)) return 'doc';
    if (head.subarray(0, ZIP.length).equals(ZIP)) {
      const verdict = await checkDocx(file, handle, size);
      if (verdict === 'docx') return 'docx';
      if (verdict === 'macro') return 'docx-with-macros';
      if (verdict === 'bomb') return 'zip-bomb';
    }
    return null;
  } finally {
    await handle.close();
  }
}

/** The applicant's file name reduced to something safe to show and to put in mail metadata. */
export function sanitiseOriginalName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"<>|:*?]/gu, '')
    .replace(/^\.+/, '')
    .trim();
  const extension = path.extname(cleaned).slice(0, 10);
  const stem = cleaned.slice(0, cleaned.length - extension.length).slice(0, 100);
  return stem ? `${stem}${extension}` : `cv${extension}`;
}
