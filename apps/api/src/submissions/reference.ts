import { randomInt } from 'node:crypto';
import type { SubmissionKind } from './submission-store.ts';

const PREFIX: Record<SubmissionKind, string> = { enquiry: 'ENQ', application: 'APP' };
/** Letters and digits that cannot be mistaken for one another when read out or typed (no 0/O, 1/I/L, U). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 6;

/**
 * A short, readable reference that does not count submissions (issue 27), e.g. APP-2026-7KX3Q9: kind, year of
 * submission (UTC), six random characters (30^6, about 729 million a kind and year). References made before
 * (ENQ-2026-000123, from the row number) stay as they were and keep working: a reference is looked up as stored.
 */
export function newReference(kind: SubmissionKind, createdAt: number): string {
  const year = new Date(createdAt).getUTCFullYear();
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${PREFIX[kind]}-${year}-${code}`;
}
