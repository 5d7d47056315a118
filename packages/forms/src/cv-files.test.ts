import { describe, expect, it } from 'vitest';
import { checkCvFiles, CV_MAX_BYTES } from './cv-files.ts';

const file = (name: string, size = 1000) => ({ name, size });

describe('checkCvFiles', () => {
  it('accepts one or two Word or PDF files up to 4 MB', () => {
    expect(checkCvFiles([file('cv.pdf')])).toEqual([]);
    expect(checkCvFiles([file('CV.DOCX', CV_MAX_BYTES), file('letter.doc')])).toEqual([]);
  });

  it('asks for a file when none is chosen', () => {
    expect(checkCvFiles([])).toEqual([{ message: 'forms:errors.cv.required' }]);
  });

  it('refuses a third file', () => {
    expect(checkCvFiles([file('a.pdf'), file('b.pdf'), file('c.pdf')])).toEqual([
      { message: 'forms:errors.cv.tooMany' },
    ]);
  });

  it('names a file of the wrong type', () => {
    expect(checkCvFiles([file('cv.pages'), file('cv.pdf.exe')])).toEqual([
      { message: 'forms:errors.cv.type', fileName: 'cv.pages' },
      { message: 'forms:errors.cv.type', fileName: 'cv.pdf.exe' },
    ]);
    expect(checkCvFiles([file('pdf')])).toEqual([{ message: 'forms:errors.cv.type', fileName: 'pdf' }]);
  });

  it('names a file over 4 MB, and an empty one', () => {
    expect(checkCvFiles([file('big.pdf', CV_MAX_BYTES + 1), file('empty.doc', 0)])).toEqual([
      { message: 'forms:errors.cv.tooLarge', fileName: 'big.pdf' },
      { message: 'forms:errors.cv.empty', fileName: 'empty.doc' },
    ]);
  });
});
