// CV upload limits (spec section 5: at most 2 files, Word or PDF, 4 MB) and the browser-side check that explains
// a problem before anything is uploaded. The server re-checks extension AND content signature.
import { ERROR_KEYS } from './messages.ts';

export const CV_MAX_BYTES = 4 * 1024 * 1024;
export const CV_MAX_FILES = 2;
export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
/** For `<input type="file" accept>`: extensions plus the MIME types browsers map them to. */
export const CV_ACCEPT = [
  ...CV_EXTENSIONS,
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');

export interface CvFileLike {
  readonly name: string;
  readonly size: number;
}

export interface CvFileProblem {
  /** i18n key, e.g. `forms:errors.cv.tooLarge`. */
  message: string;
  /** The file concerned (absent for count problems). */
  fileName?: string;
}

export const cvExtensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

export const isCvExtension = (name: string) =>
  (CV_EXTENSIONS as readonly string[]).includes(cvExtensionOf(name));

/** Problems with the chosen files, most important first; empty when they can be uploaded. */
export function checkCvFiles(files: readonly CvFileLike[]): CvFileProblem[] {
  if (files.length === 0) return [{ message: ERROR_KEYS.cvRequired }];
  const problems: CvFileProblem[] = [];
  if (files.length > CV_MAX_FILES) problems.push({ message: ERROR_KEYS.cvTooMany });
  for (const file of files) {
    if (!isCvExtension(file.name)) problems.push({ message: ERROR_KEYS.cvType, fileName: file.name });
    else if (file.size > CV_MAX_BYTES) problems.push({ message: ERROR_KEYS.cvTooLarge, fileName: file.name });
    else if (file.size === 0) problems.push({ message: ERROR_KEYS.cvEmpty, fileName: file.name });
  }
  return problems;
}
