// Endpoint client for the forms contract (spec section 7). Base URL and paths are configuration, so the site can
// talk to apps/api or to the agency's existing provider. Every call resolves; none throws.
import { toAlertWire, type AlertValues } from './alert-schema.ts';
import type { ApplicationValues, ApplicationVariant } from './application-schema.ts';
import {
  failureFromResponse,
  receiptFromBody,
  uploadFromBody,
  type FormsResult,
  type SubmissionReceipt,
  type UploadReceipt,
} from './client-result.ts';
import type { EnquiryValues } from './enquiry-schema.ts';
import type { FormMeta } from './form-meta.ts';
import { postMultipart, type UploadOptions } from './upload.ts';
import { applicationFieldOf, enquiryFieldOf, toApplicationWire, toEnquiryWire } from './wire.ts';

export interface FormsPaths {
  enquiry: string;
  cv: string;
  application: string;
  alert: string;
}

export const DEFAULT_FORMS_PATHS: FormsPaths = {
  enquiry: '/api/forms/enquiry',
  cv: '/api/forms/cv',
  application: '/api/forms/application',
  alert: '/api/forms/alert',
};

export interface FormsClientConfig {
  /** '' = the site's own origin. */
  baseUrl: string;
  paths?: Partial<FormsPaths>;
}

export interface FormsClient {
  sendEnquiry(
    values: EnquiryValues,
    meta: FormMeta,
    options?: { signal?: AbortSignal },
  ): Promise<FormsResult<SubmissionReceipt>>;
  uploadCv(
    files: readonly Blob[] | readonly File[],
    options?: UploadOptions,
  ): Promise<FormsResult<UploadReceipt>>;
  /** Job alerts: the answer is the same whether or not the address has an alert (no reference). */
  sendAlert(
    values: AlertValues,
    meta: FormMeta,
    options?: { signal?: AbortSignal },
  ): Promise<FormsResult<SubmissionReceipt>>;
  sendApplication(
    values: ApplicationValues,
    meta: FormMeta,
    variant: ApplicationVariant,
    options?: { signal?: AbortSignal },
  ): Promise<FormsResult<SubmissionReceipt>>;
}

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
};

const isAbort = (error: unknown, signal?: AbortSignal) =>
  signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');

export function createFormsClient(config: FormsClientConfig): FormsClient {
  const paths = { ...DEFAULT_FORMS_PATHS, ...config.paths };
  const url = (path: string) => `${config.baseUrl.replace(/\/+$/, '')}${path}`;

  async function postForm(
    path: string,
    body: URLSearchParams,
    fieldOf: (wire: string) => string,
    signal?: AbortSignal,
  ): Promise<FormsResult<SubmissionReceipt>> {
    let response: Response;
    try {
      response = await fetch(url(path), {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
        signal,
      });
    } catch (error) {
      return { ok: false, failure: { kind: isAbort(error, signal) ? 'aborted' : 'network' } };
    }
    const json = await readJson(response);
    if (response.ok) {
      const receipt = receiptFromBody(json);
      return receipt
        ? { ok: true, data: receipt }
        : { ok: false, failure: { kind: 'server', status: response.status } };
    }
    return {
      ok: false,
      failure: failureFromResponse(response.status, json, response.headers.get('Retry-After'), fieldOf),
    };
  }

  return {
    sendEnquiry: (values, meta, options) =>
      postForm(paths.enquiry, toEnquiryWire(values, meta), enquiryFieldOf, options?.signal),

    sendAlert: (values, meta, options) =>
      postForm(paths.alert, toAlertWire(values, meta), (wire) => wire, options?.signal),

    sendApplication: (values, meta, variant, options) =>
      postForm(
        paths.application,
        toApplicationWire(values, meta, variant),
        applicationFieldOf,
        options?.signal,
      ),

    async uploadCv(files, options = {}) {
      const form = new FormData();
      for (const file of files) form.append('file', file, 'name' in file ? file.name : 'cv');
      try {
        const answer = await postMultipart(url(paths.cv), form, options);
        if (answer.status >= 200 && answer.status < 300) {
          const receipt = uploadFromBody(answer.body);
          return receipt
            ? { ok: true, data: receipt }
            : { ok: false, failure: { kind: 'server', status: answer.status } };
        }
        return {
          ok: false,
          failure: failureFromResponse(answer.status, answer.body, answer.retryAfter, (wire) =>
            wire === 'file' ? 'cv' : wire,
          ),
        };
      } catch (error) {
        return {
          ok: false,
          failure: { kind: (error as Error).message === 'aborted' ? 'aborted' : 'network' },
        };
      }
    },
  };
}
