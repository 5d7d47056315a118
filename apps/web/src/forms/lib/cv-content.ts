// The browser's content check of chosen CV files: the magic-byte rules of @agency/forms (the server applies the
// same ones), run once per file and remembered, so re-validating while the visitor types does not re-read it.
import { checkCvSignature, type CvFileProblem } from '@agency/forms';

const checked = new WeakMap<File, Promise<CvFileProblem | null>>();

/** The first chosen file whose content does not match its name (a text file named .pdf), or null. */
export async function cvContentProblem(files: readonly File[]): Promise<CvFileProblem | null> {
  const results = await Promise.all(
    files.map((file) => {
      let result = checked.get(file);
      if (!result) {
        result = checkCvSignature(file);
        checked.set(file, result);
      }
      return result;
    }),
  );
  return results.find((problem) => problem !== null) ?? null;
}
