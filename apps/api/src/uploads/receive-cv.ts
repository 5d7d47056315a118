// Streams the CV files of one multipart request to temp files under DATA_DIR/uploads/.tmp, enforcing the limits
// while streaming, then checks each file's type by content. Either every file is accepted or none is kept.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CV_MAX_FILES } from '@agency/forms';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ERROR_KEYS } from '@agency/forms';
import { FILE_MODE, removeQuietly } from '../database/durable-files.ts';
import { FormError } from '../security/form-error.ts';
import {
  sanitiseOriginalName,
  sniffFileType,
  typeFromExtension,
  type CvFileType,
  type CvRefusal,
} from './file-type.ts';

export const CV_FIELD = 'file';

export interface ReceivedCv {
  tempPath: string;
  originalName: string;
  fileType: CvFileType;
  size: number;
  sha256: string;
}

export const randomId = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

const tooLarge = () =>
  new FormError(413, 'A file is larger than 4 MB.', [{ field: CV_FIELD, message: ERROR_KEYS.cvTooLarge }]);
/** A wrong extension, or content that is not what the extension says (the browser's message for the same file). */
const badType = (claimed: CvFileType | null) =>
  new FormError(415, 'Please attach a PDF or Word (.doc, .docx) file.', [
    { field: CV_FIELD, message: claimed === null ? ERROR_KEYS.cvType : ERROR_KEYS.cvContent },
  ]);

/** A file of an accepted kind refused for what it holds: the applicant reads why (in their language) by key. */
const REFUSALS: Record<CvRefusal, { key: string; message: string }> = {
  macros: { key: ERROR_KEYS.cvMacros, message: 'Word files with macros are not accepted.' },
  'zip-bomb': { key: ERROR_KEYS.cvUnpacksTooLarge, message: 'This Word file unpacks too large.' },
  embedded: { key: ERROR_KEYS.cvEmbedded, message: 'Files with embedded files or objects are not accepted.' },
  'external-links': {
    key: ERROR_KEYS.cvExternalLinks,
    message: 'Word files that load a template or pictures from the internet are not accepted.',
  },
  'pdf-script': {
    key: ERROR_KEYS.cvPdfScript,
    message: 'PDFs that run scripts or actions are not accepted.',
  },
  'pdf-damaged': { key: ERROR_KEYS.cvPdfDamaged, message: 'This PDF is damaged or incomplete.' },
  'pdf-encrypted': { key: ERROR_KEYS.cvPdfEncrypted, message: 'Password-protected PDFs are not accepted.' },
};
const refused = (reason: CvRefusal) =>
  new FormError(415, REFUSALS[reason].message, [{ field: CV_FIELD, message: REFUSALS[reason].key }]);

/** A file part streamed to a temp file: its size and SHA-256 measured on the way, not yet checked. */
export interface ReceivedPart {
  tempPath: string;
  filename: string;
  size: number;
  sha256: string;
  /** Busboy stopped at the size limit (it does so silently when limits are not thrown). */
  truncated: boolean;
}

/** Streams one file part to a new temp file in `tmpDir` (fsynced); `entry` is filled in as it goes. */
export async function receivePart(part: MultipartFile, tmpDir: string, entry: ReceivedPart): Promise<void> {
  const hash = createHash('sha256');
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      entry.size += chunk.length;
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  // flush: fsync before close, so the file is durable before it is renamed into place.
  await pipeline(
    part.file,
    measure,
    fs.createWriteStream(entry.tempPath, { flags: 'wx', mode: FILE_MODE, flush: true }),
  );
  entry.truncated = part.file.truncated;
  entry.sha256 = hash.digest('hex');
}

export const newPartEntry = (tmpDir: string, filename: string): ReceivedPart => ({
  tempPath: path.join(tmpDir, randomId('part-')),
  filename,
  size: 0,
  sha256: '',
  truncated: false,
});

/** The checks every CV passes (size, name, content); throws the FormError that says why one is refused. */
export async function checkReceivedPart(entry: ReceivedPart): Promise<ReceivedCv> {
  if (entry.truncated) throw tooLarge();
  if (entry.size === 0) {
    throw new FormError(400, 'A file is empty.', [{ field: CV_FIELD, message: ERROR_KEYS.cvEmpty }]);
  }
  const claimed = typeFromExtension(entry.filename);
  const sniffed = await sniffFileType(entry.tempPath);
  // The name's type is checked first: a refusal's words only help when the file is what it says.
  const actual = typeof sniffed === 'object' && sniffed !== null ? sniffed.type : sniffed;
  if (claimed === null || claimed !== actual) throw badType(claimed);
  if (typeof sniffed === 'object' && sniffed !== null) throw refused(sniffed.refused);
  return {
    tempPath: entry.tempPath,
    originalName: sanitiseOriginalName(entry.filename),
    fileType: claimed,
    size: entry.size,
    sha256: entry.sha256,
  };
}

/** Reads the request's file parts into temp files; throws FormError (and deletes them) on any breach. */
export async function receiveCvFiles(request: FastifyRequest, tmpDir: string): Promise<ReceivedCv[]> {
  const pending: ReceivedPart[] = [];
  try {
    // Other fields (the legacy client attaches the whole form) are read and ignored.
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const entry = newPartEntry(tmpDir, part.filename);
      pending.push(entry);
      if (part.fieldname !== CV_FIELD) {
        part.file.resume(); // drain it, or the request never ends
        throw new FormError(400, 'Unexpected file field.', [
          { field: part.fieldname.slice(0, 50), message: ERROR_KEYS.cvType },
        ]);
      }
      await receivePart(part, tmpDir, entry);
      if (entry.truncated) throw tooLarge();
    }
    if (pending.length === 0) {
      throw new FormError(400, 'Please attach your CV.', [
        { field: CV_FIELD, message: ERROR_KEYS.cvRequired },
      ]);
    }
    if (pending.length > CV_MAX_FILES)
      throw new FormError(413, 'Too many files.', [{ field: CV_FIELD, message: ERROR_KEYS.cvTooMany }]);
    const accepted: ReceivedCv[] = [];
    for (const entry of pending) accepted.push(await checkReceivedPart(entry));
    return accepted;
  } catch (error) {
    await Promise.all(pending.map((entry) => removeQuietly(entry.tempPath)));
    throw translateMultipartError(error);
  }
}

/** @fastify/multipart's limit errors become the contract's answers (413 with the field named). */
export function translateMultipartError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') {
    return new FormError(413, 'Attach at most 2 files.', [
      { field: CV_FIELD, message: ERROR_KEYS.cvTooMany },
    ]);
  }
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new FormError(413, 'Too many form fields.');
  if (code === 'FST_PROTO_VIOLATION') return new FormError(400, 'Invalid field name.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new FormError(415, 'Send the CV as multipart/form-data.');
  return error;
}
