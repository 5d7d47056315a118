// The secrets in e-mailed links (job alerts, application drafts, status links): a random token, 32 bytes in
// base64url (256 bits). Only its SHA-256 is stored, so a copy of the database opens nothing; each kind of link
// keeps its own table of hashes with its own lifetime and single-use rule.
import { createHash, randomBytes } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
/** A token as links carry it: 43 base64url characters. Anything else is refused before a lookup. */
export const isTokenShaped = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
