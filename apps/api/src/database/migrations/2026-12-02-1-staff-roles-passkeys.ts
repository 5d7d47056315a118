// Staff sign-in with an identity provider or a passkey, roles, fresh sign-ins (issue 46, decision 068).
// Accounts get a role: the oldest account becomes the admin, the others recruiters (an admin promotes them).
// Sessions learn when the person last proved who they are (a fresh sign-in for the riskiest actions), how, and
// from which browser and network (the account page lists them). Passkeys are rows of their own; WebAuthn
// challenges and OpenID Connect states are single-use rows that expire; settings are a small key/value table.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of its day
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const time = pg ? 'BIGINT' : 'INTEGER';
  const ref = pg ? 'BIGINT' : 'INTEGER';
  for (const statement of [
    "ALTER TABLE staff_accounts ADD COLUMN role TEXT NOT NULL DEFAULT 'recruiter' CHECK (role IN ('admin', 'recruiter'))",
    "UPDATE staff_accounts SET role = 'admin' WHERE id = (SELECT min(id) FROM staff_accounts)",
    `ALTER TABLE staff_sessions ADD COLUMN authenticated_at ${time} NOT NULL DEFAULT 0`,
    'UPDATE staff_sessions SET authenticated_at = created_at',
    "ALTER TABLE staff_sessions ADD COLUMN method TEXT NOT NULL DEFAULT 'password'",
    'ALTER TABLE staff_sessions ADD COLUMN user_agent TEXT',
    'ALTER TABLE staff_sessions ADD COLUMN address_prefix TEXT',
    'CREATE INDEX staff_sessions_account ON staff_sessions (account_id)',
    `CREATE TABLE staff_passkeys (
      credential_id TEXT PRIMARY KEY,
      account_id ${ref} NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
      public_key TEXT NOT NULL,
      counter ${time} NOT NULL,
      transports TEXT NOT NULL,
      name TEXT NOT NULL,
      created_at ${time} NOT NULL,
      last_used_at ${time}
    )`,
    'CREATE INDEX staff_passkeys_account ON staff_passkeys (account_id)',
    `CREATE TABLE staff_sign_in_challenges (
      key TEXT PRIMARY KEY,
      purpose TEXT NOT NULL,
      account_id ${ref} REFERENCES staff_accounts (id) ON DELETE CASCADE,
      session_hash TEXT,
      browser_hash TEXT,
      nonce TEXT,
      code_verifier TEXT,
      return_to TEXT,
      expires_at ${time} NOT NULL
    )`,
    'CREATE INDEX staff_sign_in_challenges_expiry ON staff_sign_in_challenges (expires_at)',
    'CREATE TABLE staff_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)',
  ])
    await sql.raw(statement).execute(db);
}
