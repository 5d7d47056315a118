// Single-use proofs in progress (a WebAuthn challenge, an OpenID Connect sign-in's state), kept server-side in
// the database so any node can finish what another started. Taking one deletes it in the same statement: a
// replayed passkey assertion or identity-provider answer finds nothing.
import type { Database } from '../../database/database.ts';
import type { StaffSignInChallengesTable } from '../../database/staff-access-tables.ts';

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export type Challenge = StaffSignInChallengesTable;
type Purpose = Challenge['purpose'];

export async function keepChallenge(
  { db }: Database,
  challenge: Partial<Challenge> & { key: string; purpose: Purpose },
  now: number,
): Promise<void> {
  await db.deleteFrom('staff_sign_in_challenges').where('expires_at', '<', now).execute();
  await db
    .insertInto('staff_sign_in_challenges')
    .values({
      account_id: null,
      session_hash: null,
      browser_hash: null,
      nonce: null,
      code_verifier: null,
      return_to: null,
      expires_at: now + CHALLENGE_TTL_MS,
      ...challenge,
    })
    .execute();
}

/** The challenge with this key and purpose if it is still valid; it is used up either way. */
export async function takeChallenge(
  { db }: Database,
  key: string,
  purpose: Purpose,
  now: number,
): Promise<Challenge | null> {
  const row = await db
    .deleteFrom('staff_sign_in_challenges')
    .where('key', '=', key)
    .where('purpose', '=', purpose)
    .returningAll()
    .executeTakeFirst();
  return row && row.expires_at >= now ? row : null;
}
