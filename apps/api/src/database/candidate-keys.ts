// Who a submission comes from (issue 43, decision 070): a candidate is a person matched by normalised address.
// Ground, because the forms' store (submissions/) creates the candidate in the transaction that stores the
// submission, and the staff area and the status pages move the card (card-moves.ts).
import { TALENT_POOL } from '@agency/forms';
import { matchingFactsOf } from '@agency/forms/eligibility-answers';
import type { Tx } from './tables.ts';

/** The address as candidates are matched: trimmed, lower-cased. */
export const emailKey = (email: string) => email.trim().toLowerCase();

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A name for matching: letters and digits only, lower-cased, accents dropped ("Zoë O'Brien" → "zoeobrien"). */
const nameKey = (first: string, last: string) =>
  `${first} ${last}`
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** What a card and "possible duplicate" need of a submission's stored data. */
export function cardKeys(data: Record<string, unknown>) {
  const digits = text(data.phone).replace(/\D/g, '');
  const name = nameKey(text(data.firstName), text(data.surname));
  // The forms ask no date of birth today; data kept from elsewhere (or a future form) may carry one.
  const dob = text(data.dateOfBirth);
  const vacancy = text(data.vacancy);
  return {
    /** Fewer than 6 digits matches too much to mean the same person. */
    phoneKey: digits.length >= 6 ? digits : null,
    nameDobKey: name && dob ? `${name}|${dob}` : null,
    board: vacancy || TALENT_POOL,
    /** What matching reads (decision 074). */
    matchFacts: matchingFactsOf(data),
  };
}

/** What the candidates list searches: the address and the name the newest submission gave. */
export const candidateSearchText = (key: string, data: Record<string, unknown>) =>
  `${key} ${text(data.firstName)} ${text(data.surname)}`.trim();

/**
 * The candidates of these addresses, created when new, by address key; each one's last activity becomes `now`.
 * One statement, safe when two nodes store submissions from one new address at once: the UNIQUE key makes the
 * second insert an update of the first's row (Postgres waits for the first commit).
 */
export async function candidatesFor(
  tx: Tx,
  submissions: readonly { email: string; data: Record<string, unknown> }[],
  now: number,
): Promise<Map<string, number>> {
  // One row per address (the last submission's name wins), in key order: two batches never wait on each other.
  const byKey = new Map(submissions.map(({ email, data }) => [emailKey(email), data]));
  const keys = [...byKey.keys()].sort();
  if (keys.length === 0) return new Map();
  const rows = await tx
    .insertInto('candidates')
    .values(
      keys.map((key) => ({
        email_key: key,
        search_text: candidateSearchText(key, byKey.get(key)!),
        created_at: now,
        last_activity_at: now,
      })),
    )
    .onConflict((conflict) =>
      conflict.column('email_key').doUpdateSet((eb) => ({
        last_activity_at: eb.ref('excluded.last_activity_at'),
        search_text: eb.ref('excluded.search_text'),
      })),
    )
    .returning(['id', 'email_key'])
    .execute();
  return new Map(rows.map((row) => [row.email_key, Number(row.id)]));
}
