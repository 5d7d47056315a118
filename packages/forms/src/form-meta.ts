// The anti-abuse fields every POST carries: an idempotency key and a start time created when the form renders,
// and the honeypot that people never see and so leave empty.
export interface FormMeta {
  idempotencyKey: string;
  /** ms since epoch when the form rendered. */
  formStartedAt: number;
  /** Value of the hidden `company_website` field; anything but '' means a bot filled it. */
  honeypot: string;
  /** The page's language when the form was sent ('en' or 'zh-Hant'): the acknowledgement is written in it first. */
  lang?: string;
  /**
   * Where the visitor came from (insights, decision 071): the landing's source the site's script keeps in memory,
   * sent with the form so the submission knows its source. Unvalidated here; the API cleans it.
   */
  landing?: { source: string; medium?: string | null; campaign?: string | null };
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A v4 uuid; `crypto.randomUUID` exists only in secure contexts, so fall back to getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const createFormMeta = (now: number = Date.now()): FormMeta => ({
  idempotencyKey: newIdempotencyKey(),
  formStartedAt: now,
  honeypot: '',
});
