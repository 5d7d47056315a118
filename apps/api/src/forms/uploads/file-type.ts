// What a CV file really is, judged by its content (OWASP File Upload Cheat Sheet): the extension must agree with
// the signature. The Content-Type header the browser sends is ignored.
// The signatures themselves are @agency/forms' (the browser checks a chosen file by the same rules).
import fsp from 'node:fs/promises';
import path from 'node:path';
import { CV_SIGNATURE_LENGTH, cvTypeFromHead, type CvFileType } from '@agency/forms';
import { checkDocx } from './docx-check.ts';

export { typeFromExtension, type CvFileType } from '@agency/forms';
/** What a file turned out to be: a CV type, a Word file refused for what it holds, or nothing we accept. */
export type SniffedType = CvFileType | 'docx-with-macros' | 'zip-bomb' | null;

/** Reads the stored file and names its type, or null when it is none of PDF, DOC (OLE2) or DOCX. */
export async function sniffFileType(file: string): Promise<SniffedType> {
  const handle = await fsp.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, CV_SIGNATURE_LENGTH));
    await handle.read(head, 0, head.length, 0);
    const byHead = cvTypeFromHead(head);
    if (byHead === 'pdf' || byHead === 'doc') return byHead;
    if (byHead === 'docx') {
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
