// The secrets in links the agency mails (job alerts, application status, saved drafts): a random token of 32 bytes
// (256 bits, base64url) that only the mail carries. The database keeps its SHA-256 alone, with when it expires and
// when it was used, so a copy of the database opens nothing. Every feature's link tokens are made, shaped and
// judged here; each keeps its own table (who the token is for differs).
import { createHash, randomBytes } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A token as links carry it: 43 base64url characters. Anything else is refused before a lookup. */
export const isTokenShaped = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

/** A new token and the columns every token table stores for it (the token itself goes only into the mail). */
export function issueToken(
  now: number,
  ttlMs: number,
): { token: string; token_hash: string; created_at: number; expires_at: number } {
  const token = newToken();
  return { token, token_hash: hashToken(token), created_at: now, expires_at: now + ttlMs };
}

/** Why a stored token no longer works (or that it does): the page says which. */
export type TokenState = 'valid' | 'used' | 'expired' | 'replaced';

export function tokenState(
  row: { expires_at: number; used_at: number | null; replaced_at?: number | null },
  now: number,
): TokenState {
  if (row.used_at !== null) return 'used';
  if (row.replaced_at !== undefined && row.replaced_at !== null) return 'replaced';
  if (row.expires_at <= now) return 'expired';
  return 'valid';
}
