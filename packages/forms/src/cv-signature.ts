// The magic-byte rules for CV files (OWASP File Upload Cheat Sheet), shared by the browser (checks a file the
// moment it is chosen) and the API (checks what it stored). A ZIP head only says "maybe DOCX": the server also
// reads the archive's entries, which the browser does not.
import { cvExtensionOf, type CvFileProblem } from './cv-files.ts';
import { ERROR_KEYS } from './messages.ts';

export type CvFileType = 'pdf' | 'doc' | 'docx';

const BY_EXTENSION: Readonly<Record<string, CvFileType>> = { '.pdf': 'pdf', '.doc': 'doc', '.docx': 'docx' };

const SIGNATURES: Readonly<Record<CvFileType, readonly number[]>> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE2 compound file (Word 97-2003)
  docx: [0x50, 0x4b, 0x03, 0x04], // PK\3\4: a ZIP, as every Office Open XML file is
};

/** How many leading bytes `cvTypeFromHead` needs. */
export const CV_SIGNATURE_LENGTH = Math.max(...Object.values(SIGNATURES).map((s) => s.length));

/** The CV type a file name claims, or null for any other extension. */
export const typeFromExtension = (fileName: string): CvFileType | null =>
  BY_EXTENSION[cvExtensionOf(fileName)] ?? null;

/** The CV type a file's first bytes point to ('docx' = any ZIP), or null when they match none. */
export function cvTypeFromHead(head: Uint8Array): CvFileType | null {
  for (const [type, signature] of Object.entries(SIGNATURES) as [CvFileType, readonly number[]][])
    if (signature.every((byte, index) => head[index] === byte)) return type;
  return null;
}

/**
 * A chosen file whose content does not match its extension (a text file renamed .pdf), or null. Other problems
 * (extension, size, count) are `checkCvFiles`'s; a file with a non-CV extension is left to it.
 */
export async function checkCvSignature(
  file: Blob & { readonly name: string },
): Promise<CvFileProblem | null> {
  const claimed = typeFromExtension(file.name);
  if (claimed === null || file.size === 0) return null;
  const head = new Uint8Array(await file.slice(0, CV_SIGNATURE_LENGTH).arrayBuffer());
  return cvTypeFromHead(head) === claimed ? null : { message: ERROR_KEYS.cvContent, fileName: file.name };
}
