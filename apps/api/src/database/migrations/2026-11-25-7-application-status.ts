// Application status by e-mailed link (issue 30, decision 031): the links (token hashes only, 30 minutes, single
// use, a newer one replaces the older), the short sessions a used link starts (hashes only), and when an applicant
// asked for erasure. Mails about a submission (the status link, "your status changed", a withdrawal to the agency)
// use new outbox purposes: the outbox's CHECK on purpose is dropped, so a feature adding a kind of mail needs no
// copy of the table on SQLite (the code's MailPurpose type lists them).
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect.ts';
import { copySqliteTable } from './sqlite-copy-table.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of its day
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const time = pg ? 'BIGINT' : 'INTEGER';
  const statements = [
    `CREATE TABLE status_links (
      token_hash TEXT PRIMARY KEY,
      email_key TEXT NOT NULL,
      lang TEXT NOT NULL CHECK (lang IN ('en', 'zh-Hant')),
      created_at ${time} NOT NULL,
      expires_at ${time} NOT NULL,
      used_at ${time},
      replaced_at ${time}
    )`,
    'CREATE INDEX status_links_email ON status_links (email_key)',
    'CREATE INDEX status_links_expires ON status_links (expires_at)',
    `CREATE TABLE status_sessions (
      token_hash TEXT PRIMARY KEY,
      email_key TEXT NOT NULL,
      lang TEXT NOT NULL CHECK (lang IN ('en', 'zh-Hant')),
      created_at ${time} NOT NULL,
      expires_at ${time} NOT NULL
    )`,
    'CREATE INDEX status_sessions_email ON status_sessions (email_key)',
    'CREATE INDEX status_sessions_expires ON status_sessions (expires_at)',
    `ALTER TABLE submissions ADD COLUMN erasure_requested_at ${time}`,
    // A status request looks submissions up by address, whatever its case.
    'CREATE INDEX submissions_email_key ON submissions (lower(email))',
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  if (pg) {
    await sql.raw('ALTER TABLE outbox DROP CONSTRAINT IF EXISTS outbox_purpose_check').execute(db);
    return;
  }
  await copySqliteTable(db, 'outbox', (definition) =>
    definition.replace(/\s*CHECK \(purpose IN \([^)]*\)\)/i, ''),
  );
}
