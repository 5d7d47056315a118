// Validation messages are i18n keys in the web app's `forms` namespace, so the browser shows them in English or
// Traditional Chinese and the API can return the same keys in its 400 answers.
export const requiredKey = (field: string) => `forms:errors.required.${field}`;

export const ERROR_KEYS = {
  tooLong: 'forms:errors.tooLong',
  phoneFormat: 'forms:errors.phoneFormat',
  phoneLength: 'forms:errors.phoneLength',
  emailFormat: 'forms:errors.emailFormat',
  invalidOption: 'forms:errors.invalidOption',
  vacancyFormat: 'forms:errors.vacancyFormat',
  referenceFormat: 'forms:errors.referenceFormat',
  fileNameFormat: 'forms:errors.fileNameFormat',
  metaInvalid: 'forms:errors.metaInvalid',
  cvRequired: 'forms:errors.cv.required',
  cvTooMany: 'forms:errors.cv.tooMany',
  cvTooLarge: 'forms:errors.cv.tooLarge',
  cvEmpty: 'forms:errors.cv.empty',
  cvType: 'forms:errors.cv.type',
  cvContent: 'forms:errors.cv.content',
  cvMacros: 'forms:errors.cv.macros',
  cvUnpacksTooLarge: 'forms:errors.cv.unpacksTooLarge',
  cvEmbedded: 'forms:errors.cv.embedded',
  cvExternalLinks: 'forms:errors.cv.externalLinks',
  cvPdfScript: 'forms:errors.cv.pdfScript',
  cvPdfDamaged: 'forms:errors.cv.pdfDamaged',
  cvPdfEncrypted: 'forms:errors.cv.pdfEncrypted',
  controlCharacters: 'forms:errors.controlCharacters',
  /** A draft's link that opens nothing any more: sent (perhaps from another tab), expired or erased. */
  draftGone: 'forms:errors.draftGone',
} as const;

export type ErrorKey = (typeof ERROR_KEYS)[keyof typeof ERROR_KEYS] | `forms:errors.required.${string}`;
