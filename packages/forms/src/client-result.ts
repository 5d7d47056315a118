// What every client call resolves to: data, or a failure the form can explain in words. Calls never throw.
import type { FieldError } from './validate.ts';

export type FormsFailure =
  /** 400: each failing field (FORM field names) with its i18n message key. */
  | { kind: 'validation'; errors: FieldError[] }
  | { kind: 'rate-limited'; retryAfterSeconds?: number }
  | { kind: 'too-large' }
  | { kind: 'unsupported-type' }
  /**
   * 409: the idempotency key was already used for DIFFERENT details (e.g. a submission whose answer was lost, then
   * corrected). Nothing new was stored; send again under a new key.
   */
  | { kind: 'key-reused' }
  /** 410: the saved draft this was finished from was already sent (another tab) or is gone; nothing stored. */
  | { kind: 'draft-gone' }
  | { kind: 'network' }
  | { kind: 'aborted' }
  | { kind: 'server'; status: number };

export type FormsResult<T> = { ok: true; data: T } | { ok: false; failure: FormsFailure };

export interface SubmissionReceipt {
  /** The agency's reference number for this submission (shown in the success dialog). */
  reference: string;
  message: string;
}

export interface UploadReceipt {
  /** The id the server gave the uploaded CV(s); posted with the application as `fileName`. */
  fileName: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Maps an HTTP answer (status, Retry-After, parsed JSON or undefined) to a failure. */
export function failureFromResponse(
  status: number,
  body: unknown,
  retryAfter: string | null,
  fieldOf: (wire: string) => string,
): FormsFailure {
  if (status === 400) {
    const list = isRecord(body) && Array.isArray(body.errors) ? body.errors : [];
    const errors = list
      .filter(isRecord)
      .filter((e) => typeof e.field === 'string' && typeof e.message === 'string')
      .map((e) => ({ field: fieldOf(e.field as string), message: e.message as string }));
    return { kind: 'validation', errors };
  }
  if (status === 429) {
    const seconds = Number(retryAfter);
    return Number.isFinite(seconds) && seconds > 0
      ? { kind: 'rate-limited', retryAfterSeconds: seconds }
      : { kind: 'rate-limited' };
  }
  if (status === 409) return { kind: 'key-reused' };
  if (status === 410) return { kind: 'draft-gone' };
  if (status === 413) return { kind: 'too-large' };
  if (status === 415) return { kind: 'unsupported-type' };
  return { kind: 'server', status };
}

/** A 2xx answer is a success only if the body says so too (the legacy provider answers 200 with `status`). */
export function receiptFromBody(body: unknown): SubmissionReceipt | undefined {
  if (!isRecord(body)) return undefined;
  const status = Number(body.status ?? 200);
  if (!(status >= 200 && status < 300)) return undefined;
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  return { reference: text(body.reference), message: text(body.message) };
}

export function uploadFromBody(body: unknown): UploadReceipt | undefined {
  const data = isRecord(body) && isRecord(body.data) ? body.data : undefined;
  const fileName = data?.fileName;
  return typeof fileName === 'string' && fileName !== '' ? { fileName } : undefined;
}
