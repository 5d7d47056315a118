// The staff area's tables, applied as one numbered forms-database migration (storage/migrations.ts).
// The audit log has no foreign key on purpose: it outlives the submissions it speaks of and keeps only their
// reference, never personal data.
export const STAFF_SCHEMA = `
  CREATE TABLE staff_accounts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    name TEXT NOT NULL,
    -- argon2id PHC string; NULL until the person sets a password with their one-time link
    password_hash TEXT,
    disabled_at INTEGER,
    created_at INTEGER NOT NULL
  );

  -- One-time set-password links; only the SHA-256 of the token is kept.
  CREATE TABLE staff_password_tokens (
    token_hash TEXT PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL
  );

  -- Server-side sessions; the cookie carries the token, the row only its SHA-256.
  CREATE TABLE staff_sessions (
    token_hash TEXT PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL
  );

  -- Failed sign-ins by key ('account:<email>' or 'ip:<address>'), for throttling.
  CREATE TABLE staff_sign_in_failures (
    key TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX staff_sign_in_failures_key ON staff_sign_in_failures (key, at);

  -- Tracking: where each submission stands. retention_from is when the retention clock started (an application
  -- marked Unsuccessful); until then it runs from created_at.
  ALTER TABLE submissions ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
  ALTER TABLE submissions ADD COLUMN retention_from INTEGER;
  CREATE INDEX submissions_kind_status ON submissions (kind, status, created_at);

  CREATE TABLE submission_notes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    author TEXT NOT NULL,
    text TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX submission_notes_submission ON submission_notes (submission_id);

  CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at INTEGER NOT NULL,
    -- the staff member's e-mail address, or 'cli' for the command line
    actor TEXT NOT NULL,
    action TEXT NOT NULL,
    reference TEXT,
    detail TEXT
  );
  CREATE INDEX audit_log_at ON audit_log (at);
`;
