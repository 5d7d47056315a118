// The browser's checks of chosen CV files: name, size and the magic-byte rules of @agency/forms (the server applies
// the same ones). Content checks run once per file and are remembered, so re-validating does not re-read a file.
import { checkCvFiles, checkCvSignature, CV_MAX_FILES, type CvFileProblem } from '@agency/forms';

const checked = new WeakMap<File, Promise<CvFileProblem | null>>();

function contentProblem(file: File): Promise<CvFileProblem | null> {
  let result = checked.get(file);
  if (!result) {
    result = checkCvSignature(file);
    checked.set(file, result);
  }
  return result;
}

/** The first chosen file whose content does not match its name (a text file named .pdf), or null. */
export async function cvContentProblem(files: readonly File[]): Promise<CvFileProblem | null> {
  const results = await Promise.all(files.map(contentProblem));
  return results.find((problem) => problem !== null) ?? null;
}

/** A chosen file that was not added to the list, and why. `problem` null: the list already held the most allowed. */
export interface RefusedCv {
  file: File;
  problem: CvFileProblem | null;
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Sorts newly chosen (or dropped) files: those that pass every check join the list (a file already there is
 * skipped) up to CV_MAX_FILES; every other one is refused with its own reason, so all of them can be shown at once.
 */
export async function chooseCvFiles(
  current: readonly File[],
  chosen: readonly File[],
  /** How many files the list may hold (fewer when a saved draft already keeps some). */
  max: number = CV_MAX_FILES,
): Promise<{ files: File[]; refused: RefusedCv[] }> {
  const fresh = chosen.filter(
    (file, index) =>
      !current.some((f) => sameFile(f, file)) && chosen.findIndex((f) => sameFile(f, file)) === index,
  );
  const problems = await Promise.all(
    fresh.map(async (file) => checkCvFiles([file])[0] ?? (await contentProblem(file))),
  );
  const files = [...current];
  const refused: RefusedCv[] = [];
  fresh.forEach((file, index) => {
    const problem = problems[index] ?? null;
    if (problem) refused.push({ file, problem });
    else if (files.length >= max) refused.push({ file, problem: null });
    else files.push(file);
  });
  return { files, refused };
}
