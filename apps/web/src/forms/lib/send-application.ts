// Upload the CV(s) first, then post the application with the server's `fileName`. A retry with the same files
// reuses the earlier upload instead of storing the CV twice.
import type { ApplicationFormValues, ApplicationVariant, FormMeta, FormsClient } from '@agency/forms';
import type { SendResult } from './use-form-flow.ts';

export interface ApplicationWithCv extends ApplicationFormValues {
  cv: File[];
}

interface Upload {
  files: readonly File[];
  fileName: string;
}

const sameFiles = (a: readonly File[], b: readonly File[]) =>
  a.length === b.length && a.every((f, i) => f === b[i]);

export function createApplicationSender(client: () => FormsClient, variant: ApplicationVariant) {
  let upload: Upload | undefined;
  return async function sendApplication(
    { cv, ...values }: ApplicationWithCv,
    meta: FormMeta,
    onProgress: (fraction: number) => void,
  ): Promise<SendResult> {
    if (!upload || !sameFiles(upload.files, cv)) {
      onProgress(0);
      const uploaded = await client().uploadCv(cv, { onProgress });
      if (!uploaded.ok) return uploaded;
      upload = { files: cv, fileName: uploaded.data.fileName };
    }
    const result = await client().sendApplication({ ...values, fileName: upload.fileName }, meta, variant);
    // The server no longer knows that upload (expired, or claimed): the next try uploads again.
    // Also after a 409: the earlier submission under that key holds this upload, so a resend uploads again.
    if (
      !result.ok &&
      (result.failure.kind === 'key-reused' ||
        (result.failure.kind === 'validation' && result.failure.errors.some((e) => e.field === 'fileName')))
    )
      upload = undefined;
    if (result.ok) upload = undefined;
    return result;
  };
}
