// The secrets in job-alert links (issue 29, decision 028).
//
// - Confirmation and "keep this alert?" links carry a random token (../security/link-tokens.ts). Only its SHA-256
//   is stored; it is single-use and expires (7 days to confirm, 30 days to keep).
// - The links in every digest (manage, unsubscribe, feedback) name the alert and are signed with HMAC-SHA256 under
//   a random key kept in the database: `<alert id>.<link version>.<mac>`. Nothing per mail is stored, a changed
//   or made-up link fails the check (404), and raising the alert's link version (erasure) kills every old link.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const KEEP_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const newLinkKey = (): string => randomBytes(32).toString('base64url');

const mac = (key: string, alertId: number, version: number) =>
  createHmac('sha256', key).update(`job-alert:${alertId}:${version}`).digest('base64url').slice(0, 32);

export function signAlertLink(key: string, alertId: number, version: number): string {
  return `${alertId}.${version}.${mac(key, alertId, version)}`;
}

export interface AlertLink {
  alertId: number;
  version: number;
}

/** The alert a signed link names, or null when it was not signed with this key. */
export function readAlertLink(key: string, value: unknown): AlertLink | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,15})\.(\d{1,9})\.([A-Za-z0-9_-]{32})$/.exec(value);
  if (!match) return null;
  const alertId = Number(match[1]);
  const version = Number(match[2]);
  const expected = Buffer.from(mac(key, alertId, version));
  const given = Buffer.from(match[3] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected) ? { alertId, version } : null;
}

/** Suppressed and erased addresses are remembered by this digest only, never in clear. */
export const addressKey = (email: string): string => email.trim().toLowerCase();
export const addressHash = (email: string): string =>
  createHash('sha256')
    .update(`job-alert-address:${addressKey(email)}`)
    .digest('hex');
