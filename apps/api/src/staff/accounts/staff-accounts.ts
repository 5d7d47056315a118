// Staff accounts in the forms database: created and managed from the command line (cli/staff-admin.ts); a new or
// reset account signs in for the first time with a one-time set-password link valid for 24 hours.
import crypto from 'node:crypto';
import type { FormsDatabase } from '../../forms/storage/database.ts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';

export const SET_PASSWORD_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export interface StaffAccount {
  id: number;
  email: string;
  name: string;
}

interface AccountRow extends StaffAccount {
  password_hash: string | null;
  disabled_at: number | null;
}

export class StaffAccountError extends Error {}

export const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
export const randomToken = () => crypto.randomBytes(32).toString('base64url');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function findAccount(db: FormsDatabase, email: string): AccountRow | undefined {
  return db
    .prepare('SELECT id, email, name, password_hash, disabled_at FROM staff_accounts WHERE email = ?')
    .get(email.trim()) as AccountRow | undefined;
}

function requireAccount(db: FormsDatabase, email: string): AccountRow {
  const account = findAccount(db, email);
  if (!account) throw new StaffAccountError(`There is no staff account for ${email}.`);
  return account;
}

export async function setPassword(db: FormsDatabase, accountId: number, password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new StaffAccountError(problem);
  const hashed = await hashPassword(password);
  db.prepare('UPDATE staff_accounts SET password_hash = ? WHERE id = ?').run(hashed, accountId);
}

/** A new one-time token (the only copy is returned; the database keeps its hash). Earlier ones stop working. */
export function issueSetPasswordToken(db: FormsDatabase, accountId: number, now: number): string {
  const token = randomToken();
  db.transaction(() => {
    db.prepare('DELETE FROM staff_password_tokens WHERE account_id = ?').run(accountId);
    db.prepare('INSERT INTO staff_password_tokens (token_hash, account_id, expires_at) VALUES (?, ?, ?)').run(
      sha256(token),
      accountId,
      now + SET_PASSWORD_LINK_TTL_MS,
    );
  })();
  return token;
}

export function createAccount(db: FormsDatabase, email: string, name: string, now: number): StaffAccount {
  const trimmed = email.trim();
  if (!EMAIL.test(trimmed)) throw new StaffAccountError(`"${email}" is not an e-mail address.`);
  if (name.trim() === '') throw new StaffAccountError('Give the person a name with --name "Their Name".');
  if (findAccount(db, trimmed)) throw new StaffAccountError(`A staff account for ${trimmed} already exists.`);
  const id = Number(
    db
      .prepare('INSERT INTO staff_accounts (email, name, created_at) VALUES (?, ?, ?)')
      .run(trimmed, name.trim(), now).lastInsertRowid,
  );
  return { id, email: trimmed, name: name.trim() };
}

/** Ends every session of the account and stops it signing in. */
export function disableAccount(db: FormsDatabase, email: string, now: number): StaffAccount {
  const account = requireAccount(db, email);
  db.transaction(() => {
    db.prepare('UPDATE staff_accounts SET disabled_at = ? WHERE id = ?').run(now, account.id);
    db.prepare('DELETE FROM staff_sessions WHERE account_id = ?').run(account.id);
    db.prepare('DELETE FROM staff_password_tokens WHERE account_id = ?').run(account.id);
  })();
  return account;
}

/** Forgets the password, ends every session and re-enables the account; the caller sets or links a new one. */
export function resetAccount(db: FormsDatabase, email: string): StaffAccount {
  const account = requireAccount(db, email);
  db.transaction(() => {
    db.prepare('UPDATE staff_accounts SET password_hash = NULL, disabled_at = NULL WHERE id = ?').run(
      account.id,
    );
    db.prepare('DELETE FROM staff_sessions WHERE account_id = ?').run(account.id);
  })();
  return account;
}

/** The account for a correct e-mail and password; null for anything else (never says which part was wrong). */
export async function checkCredentials(
  db: FormsDatabase,
  email: string,
  password: string,
): Promise<StaffAccount | null> {
  const account = findAccount(db, email);
  const usable = account && account.disabled_at === null ? account.password_hash : null;
  const ok = await verifyPassword(usable ?? null, password);
  return ok && account ? { id: account.id, email: account.email, name: account.name } : null;
}

/** Sets the password of the account a valid one-time token belongs to, and uses the token up. */
export async function redeemSetPasswordToken(
  db: FormsDatabase,
  token: string,
  password: string,
  now: number,
): Promise<StaffAccount | null> {
  const row = db
    .prepare(
      `SELECT a.id, a.email, a.name FROM staff_password_tokens t JOIN staff_accounts a ON a.id = t.account_id
       WHERE t.token_hash = ? AND t.expires_at > ? AND a.disabled_at IS NULL`,
    )
    .get(sha256(token), now) as StaffAccount | undefined;
  if (!row) return null;
  await setPassword(db, row.id, password);
  db.prepare('DELETE FROM staff_password_tokens WHERE account_id = ?').run(row.id);
  return row;
}
