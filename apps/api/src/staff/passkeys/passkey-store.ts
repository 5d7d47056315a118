// A staff member's passkeys: the public key and counter of each credential, listed on the account page.
import type { WebAuthnCredential } from '@simplewebauthn/server';
import type { Database } from '../../database/database.ts';

export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

export async function listPasskeys({ db }: Database, accountId: number): Promise<PasskeySummary[]> {
  const rows = await db
    .selectFrom('staff_passkeys')
    .select(['credential_id', 'name', 'created_at', 'last_used_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({
    id: r.credential_id,
    name: r.name,
    createdAt: r.created_at,
    lastUsedAt: r.last_used_at,
  }));
}

export async function passkeyCredentials({ db }: Database, accountId: number) {
  const rows = await db
    .selectFrom('staff_passkeys')
    .select(['credential_id', 'transports'])
    .where('account_id', '=', accountId)
    .execute();
  return rows.map((r) => ({ id: r.credential_id, transports: JSON.parse(r.transports) as string[] }));
}

export async function addPasskey(
  { db }: Database,
  accountId: number,
  credential: WebAuthnCredential,
  name: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('staff_passkeys')
    .values({
      credential_id: credential.id,
      account_id: accountId,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      name,
      created_at: now,
      last_used_at: null,
    })
    .execute();
}

/** The credential and its account, for checking an assertion (only active accounts can use theirs). */
export async function findPasskey({ db }: Database, credentialId: string) {
  const row = await db
    .selectFrom('staff_passkeys as p')
    .innerJoin('staff_accounts as a', 'a.id', 'p.account_id')
    .select([
      'p.credential_id',
      'p.public_key',
      'p.counter',
      'p.transports',
      'a.id',
      'a.email',
      'a.name',
      'a.role',
    ])
    .where('p.credential_id', '=', credentialId)
    .where('a.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const credential: WebAuthnCredential = {
    id: row.credential_id,
    publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
    counter: row.counter,
    transports: JSON.parse(row.transports) as WebAuthnCredential['transports'],
  };
  return { credential, account: { id: row.id, email: row.email, name: row.name, role: row.role } };
}

export async function recordPasskeyUse({ db }: Database, credentialId: string, counter: number, now: number) {
  await db
    .updateTable('staff_passkeys')
    .set({ counter, last_used_at: now })
    .where('credential_id', '=', credentialId)
    .execute();
}

export async function removePasskey(
  { db }: Database,
  accountId: number,
  credentialId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('staff_passkeys')
    .where('account_id', '=', accountId)
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function countPasskeys({ db }: Database, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('staff_passkeys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
