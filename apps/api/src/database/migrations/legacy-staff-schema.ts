// The staff area's tables, applied as one numbered SQLite migration (legacy-sqlite.ts).
// The audit log has no foreign key on purpose: it outlives the submissions it speaks of and keeps only their
// reference, never personal data.
// Written out here, not shared with the queries: a shipped migration must never change.
const searchTextUpdate = (where: string) =>
  `UPDATE submissions SET search_text = reference || ' ' ||
     coalesce(json_extract(data, '$.firstName'), '') || ' ' ||
     coalesce(json_extract(data, '$.surname'), '') || ' ' || email ${where}`;

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
  -- The list walks created_at newest first within each filter without sorting.
  CREATE INDEX submissions_kind_created ON submissions (kind, created_at);
  CREATE INDEX submissions_status_created ON submissions (status, created_at);
  CREATE INDEX submissions_vacancy ON submissions (json_extract(data, '$.vacancy'), created_at);

  -- What the inbox search looks in: reference, name and e-mail in one short column, kept up to date by triggers,
  -- so a search scans one column instead of parsing every row's JSON (keyed by field name since migration 2).
  ALTER TABLE submissions ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
  ${searchTextUpdate('')};
  -- Covering: a search walks this index newest first and never reads the rows it does not return.
  CREATE INDEX submissions_created_search ON submissions (created_at, search_text);
  CREATE TRIGGER submissions_search_insert AFTER INSERT ON submissions BEGIN
    ${searchTextUpdate('WHERE id = NEW.id')};
  END;
  CREATE TRIGGER submissions_search_update AFTER UPDATE OF reference, email, data ON submissions BEGIN
    ${searchTextUpdate('WHERE id = NEW.id')};
  END;

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
