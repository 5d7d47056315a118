// Staff accounts in the database: created and managed from the command line (cli/staff-admin.ts); a new or
// reset account signs in for the first time with a one-time set-password link valid for 24 hours.
import crypto from 'node:crypto';
import type { Database } from '../../database/database.ts';
import type { StaffRole } from '../../security/staff-access.ts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';

export type { StaffRole };

export const SET_PASSWORD_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export interface StaffAccount {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

interface AccountRow extends StaffAccount {
  password_hash: string | null;
  disabled_at: number | null;
}

export class StaffAccountError extends Error {}

export const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
export const randomToken = () => crypto.randomBytes(32).toString('base64url');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Addresses are compared without case (SQLite: lower() on both sides; Postgres: the unique index is on lower()).
export function findAccount({ db }: Database, email: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('staff_accounts')
    .select(['id', 'email', 'name', 'role', 'password_hash', 'disabled_at'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

async function requireAccount(database: Database, email: string): Promise<AccountRow> {
  const account = await findAccount(database, email);
  if (!account) throw new StaffAccountError(`There is no staff account for ${email}.`);
  return account;
}

export async function setPassword({ db }: Database, accountId: number, password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new StaffAccountError(problem);
  const hashed = await hashPassword(password);
  await db.updateTable('staff_accounts').set({ password_hash: hashed }).where('id', '=', accountId).execute();
}

/** A new one-time token (the only copy is returned; the database keeps its hash). Earlier ones stop working. */
export async function issueSetPasswordToken(
  { db }: Database,
  accountId: number,
  now: number,
): Promise<string> {
  const token = randomToken();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staff_password_tokens').where('account_id', '=', accountId).execute();
    await trx
      .insertInto('staff_password_tokens')
      .values({
        token_hash: sha256(token),
        account_id: accountId,
        expires_at: now + SET_PASSWORD_LINK_TTL_MS,
      })
      .execute();
  });
  return token;
}

/** Creates an account; the very first one is an admin whatever was asked (someone must manage the others). */
export async function createAccount(
  database: Database,
  email: string,
  name: string,
  now: number,
  role: StaffRole = 'recruiter',
): Promise<StaffAccount> {
  const trimmed = email.trim();
  if (!EMAIL.test(trimmed)) throw new StaffAccountError(`"${email}" is not an e-mail address.`);
  if (name.trim() === '') throw new StaffAccountError('Give the person a name with --name "Their Name".');
  if (await findAccount(database, trimmed))
    throw new StaffAccountError(`A staff account for ${trimmed} already exists.`);
  const first = !(await database.db.selectFrom('staff_accounts').select('id').limit(1).executeTakeFirst());
  const given: StaffRole = first ? 'admin' : role;
  const { id } = await database.db
    .insertInto('staff_accounts')
    .values({
      email: trimmed,
      name: name.trim(),
      created_at: now,
      password_hash: null,
      disabled_at: null,
      role: given,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, email: trimmed, name: name.trim(), role: given };
}

/** Ends every session of the account and stops it signing in. */
export async function disableAccount(database: Database, email: string, now: number): Promise<StaffAccount> {
  const account = await requireAccount(database, email);
  await database.db.transaction().execute(async (trx) => {
    await trx.updateTable('staff_accounts').set({ disabled_at: now }).where('id', '=', account.id).execute();
    await trx.deleteFrom('staff_sessions').where('account_id', '=', account.id).execute();
    await trx.deleteFrom('staff_password_tokens').where('account_id', '=', account.id).execute();
  });
  return account;
}

/** Forgets the password, ends every session and re-enables the account; the caller sets or links a new one. */
export async function resetAccount(database: Database, email: string): Promise<StaffAccount> {
  const account = await requireAccount(database, email);
  await database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_accounts')
      .set({ password_hash: null, disabled_at: null })
      .where('id', '=', account.id)
      .execute();
    await trx.deleteFrom('staff_sessions').where('account_id', '=', account.id).execute();
  });
  return account;
}

/** The account for a correct e-mail and password; null for anything else (never says which part was wrong). */
export async function checkCredentials(
  database: Database,
  email: string,
  password: string,
): Promise<StaffAccount | null> {
  const account = await findAccount(database, email);
  const usable = account && account.disabled_at === null ? account.password_hash : null;
  const ok = await verifyPassword(usable ?? null, password);
  return ok && account
    ? { id: account.id, email: account.email, name: account.name, role: account.role }
    : null;
}

/** Sets the password of the account a valid one-time token belongs to, and uses the token up. */
export async function redeemSetPasswordToken(
  database: Database,
  token: string,
  password: string,
  now: number,
): Promise<StaffAccount | null> {
  const row = await database.db
    .selectFrom('staff_password_tokens as t')
    .innerJoin('staff_accounts as a', 'a.id', 't.account_id')
    .select(['a.id', 'a.email', 'a.name', 'a.role'])
    .where('t.token_hash', '=', sha256(token))
    .where('t.expires_at', '>', now)
    .where('a.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  await setPassword(database, row.id, password);
  await database.db.deleteFrom('staff_password_tokens').where('account_id', '=', row.id).execute();
  return row;
}
