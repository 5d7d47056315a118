// What a CV file really is, judged by its content (OWASP File Upload Cheat Sheet): the extension must agree with
// the signature, and the file must be a plain document of its kind (pdf-check.ts, doc-check.ts, docx-check.ts):
// no macros, scripts, embedded objects or files, or links that fetch from the internet on opening.
// The Content-Type header the browser sends is ignored.
// The signatures themselves are @agency/forms' (the browser checks a chosen file by the same rules).
import fsp from 'node:fs/promises';
import path from 'node:path';
import { CV_SIGNATURE_LENGTH, cvTypeFromHead, type CvFileType } from '@agency/forms';
import { limitConcurrency } from '../security/concurrency-limit.ts';
import { checkDoc } from './doc-check.ts';
import { checkDocx } from './docx-check.ts';
import { checkPdf } from './pdf-check.ts';

export { typeFromExtension, type CvFileType } from '@agency/forms';

/** Why a file of an accepted kind is refused all the same. */
export type CvRefusal =
  'macros' | 'zip-bomb' | 'embedded' | 'external-links' | 'pdf-script' | 'pdf-damaged' | 'pdf-encrypted';

/** What a file turned out to be: a CV type, a file of that type refused for what it holds, or nothing we accept. */
export type SniffedType = CvFileType | { type: CvFileType; refused: CvRefusal } | null;

const PDF_REFUSALS = {
  damaged: 'pdf-damaged',
  script: 'pdf-script',
  embedded: 'embedded',
  encrypted: 'pdf-encrypted',
} as const;
const DOCX_REFUSALS = {
  macro: 'macros',
  bomb: 'zip-bomb',
  embedded: 'embedded',
  external: 'external-links',
} as const;

/**
 * A PDF or DOC is read whole to be checked (with its text: about twice its size in memory). Checks run one at a
 * time on the event loop anyway; reading at most two files at once keeps a burst of uploads from holding every
 * file in memory together (50 concurrent 4 MB CVs added ~200 MB to the peak).
 */
const wholeFileChecks = limitConcurrency(2);

/** Reads the stored file and names its type, or null when it is none of PDF, DOC (OLE2) or DOCX. */
export function sniffFileType(file: string): Promise<SniffedType> {
  return wholeFileChecks(() => sniff(file));
}

async function sniff(file: string): Promise<SniffedType> {
  const handle = await fsp.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, CV_SIGNATURE_LENGTH));
    await handle.read(head, 0, head.length, 0);
    const byHead = cvTypeFromHead(head);
    if (byHead === 'pdf') {
      const verdict = checkPdf(await handle.readFile());
      return verdict === 'pdf' ? 'pdf' : { type: 'pdf', refused: PDF_REFUSALS[verdict] };
    }
    if (byHead === 'doc') {
      const verdict = checkDoc(await handle.readFile());
      if (verdict === 'not-doc') return null;
      return verdict === 'doc'
        ? 'doc'
        : { type: 'doc', refused: verdict === 'macro' ? 'macros' : 'embedded' };
    }
    if (byHead === 'docx') {
      const verdict = await checkDocx(file, handle, size);
      if (verdict === 'not-docx') return null;
      return verdict === 'docx' ? 'docx' : { type: 'docx', refused: DOCX_REFUSALS[verdict] };
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
