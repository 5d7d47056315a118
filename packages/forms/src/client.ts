// Endpoint client for the forms contract (spec section 7). Base URL and paths are configuration, so the site can
// talk to apps/api or to the agency's existing provider. Every call resolves; none throws.
import { toAlertWire, type AlertValues } from './alert-schema.ts';
import { toStatusRequestWire, type StatusRequestValues } from './status-request-schema.ts';
import type { ApplicationValues, ApplicationVariant } from './application-schema.ts';
import {
  failureFromResponse,
  receiptFromBody,
  uploadFromBody,
  type FormsResult,
  type SubmissionReceipt,
  type UploadReceipt,
} from './client-result.ts';
import {
  draftSavedFromBody,
  DRAFT_TOKEN_WIRE,
  openedDraftFromBody,
  type DraftSaved,
  type OpenedDraft,
} from './drafts.ts';
import type { EnquiryValues } from './enquiry-schema.ts';
import type { FormMeta } from './form-meta.ts';
import { postMultipart, type UploadOptions } from './upload.ts';
import {
  applicationFieldOf,
  enquiryFieldOf,
  META_WIRE_NAMES,
  toApplicationWire,
  toEnquiryWire,
} from './wire.ts';

export interface FormsPaths {
  enquiry: string;
  cv: string;
  application: string;
  alert: string;
  draft: string;
  draftOpen: string;
  status: string;
}

export const DEFAULT_FORMS_PATHS: FormsPaths = {
  enquiry: '/api/forms/enquiry',
  cv: '/api/forms/cv',
  application: '/api/forms/application',
  alert: '/api/forms/alert',
  draft: '/api/forms/draft',
  draftOpen: '/api/forms/draft/open',
  status: '/api/forms/status',
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
  /** A status link: the answer is the same whether or not anything matched (no reference). */
  sendStatusRequest(
    values: StatusRequestValues,
    meta: FormMeta,
    options?: { signal?: AbortSignal },
  ): Promise<FormsResult<SubmissionReceipt>>;
  sendApplication(
    values: ApplicationValues,
    meta: FormMeta,
    variant: ApplicationVariant,
    /** `draft`: the token of the saved draft this finishes (the server deletes that draft with it). */
    options?: { signal?: AbortSignal; draft?: string },
  ): Promise<FormsResult<SubmissionReceipt>>;
  /** Saves the application as typed, with new CVs (streamed) and the stored ones to keep (decision 032). */
  saveDraft(
    draft: {
      values: object;
      variant: ApplicationVariant;
      meta: FormMeta;
      token?: string;
      keep: readonly string[];
      files: readonly File[];
    },
    options?: UploadOptions,
  ): Promise<FormsResult<DraftSaved>>;
  /** The draft a resume link's token opens; 410 (`draft-gone`) when it opens none. */
  openDraft(token: string): Promise<FormsResult<OpenedDraft>>;
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

  /** A multipart POST with upload progress; `read` takes the data out of a 2xx answer (none: a server failure). */
  async function sendMultipart<T>(
    path: string,
    form: FormData,
    options: UploadOptions,
    read: (body: unknown) => T | undefined,
  ): Promise<FormsResult<T>> {
    try {
      const answer = await postMultipart(url(path), form, options);
      if (answer.status >= 200 && answer.status < 300) {
        const data = read(answer.body);
        return data ? { ok: true, data } : { ok: false, failure: { kind: 'server', status: answer.status } };
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
  }

  return {
    sendEnquiry: (values, meta, options) =>
      postForm(paths.enquiry, toEnquiryWire(values, meta), enquiryFieldOf, options?.signal),

    sendAlert: (values, meta, options) =>
      postForm(paths.alert, toAlertWire(values, meta), (wire) => wire, options?.signal),

    sendApplication: (values, meta, variant, options) => {
      const body = toApplicationWire(values, meta, variant);
      if (options?.draft) body.append(DRAFT_TOKEN_WIRE, options.draft);
      return postForm(paths.application, body, applicationFieldOf, options?.signal);
    },

    async saveDraft(draft, options = {}) {
      const form = new FormData();
      form.append(META_WIRE_NAMES.formStartedAt, String(draft.meta.formStartedAt));
      form.append(META_WIRE_NAMES.honeypot, draft.meta.honeypot);
      if (draft.meta.lang) form.append(META_WIRE_NAMES.lang, draft.meta.lang);
      form.append('variant', draft.variant);
      form.append('values', JSON.stringify(draft.values));
      if (draft.token) form.append(DRAFT_TOKEN_WIRE, draft.token);
      for (const id of draft.keep) form.append('keep', id);
      // Files last: the fields are read before the first byte of a CV.
      for (const file of draft.files) form.append('file', file, file.name);
      return sendMultipart(paths.draft, form, options, draftSavedFromBody);
    },

    async openDraft(token) {
      let response: Response;
      try {
        response = await fetch(url(paths.draftOpen), {
          method: 'POST',
          body: new URLSearchParams({ token }),
          headers: { Accept: 'application/json' },
        });
      } catch {
        return { ok: false, failure: { kind: 'network' } };
      }
      const json = await readJson(response);
      const draft = response.ok ? openedDraftFromBody(json) : undefined;
      if (draft) return { ok: true, data: draft };
      return {
        ok: false,
        failure: response.ok
          ? { kind: 'server', status: response.status }
          : failureFromResponse(response.status, json, response.headers.get('Retry-After'), (wire) => wire),
      };
    },
    sendStatusRequest: (values, meta, options) =>
      postForm(paths.status, toStatusRequestWire(values, meta), (wire) => wire, options?.signal),

    async uploadCv(files, options = {}) {
      const form = new FormData();
      for (const file of files) form.append('file', file, 'name' in file ? file.name : 'cv');
      return sendMultipart(paths.cv, form, options, uploadFromBody);
    },
  };
}
