// Numbered schema migrations; never edit one that has shipped, append a new one.
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL CHECK (kind IN ('enquiry', 'application')),
    reference TEXT NOT NULL UNIQUE,
    idempotency_key TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    email TEXT NOT NULL,
    -- the validated wire fields as JSON
    data TEXT NOT NULL,
    -- 1 = keep past the retention period (e.g. the applicant consented)
    retain INTEGER NOT NULL DEFAULT 0,
    UNIQUE (kind, idempotency_key)
  );
  CREATE INDEX submissions_created_at ON submissions (created_at);

  -- One CV upload request (1-2 files); its id is the fileName the client posts with the application.
  CREATE TABLE uploads (
    id TEXT PRIMARY KEY,
    created_at INTEGER NOT NULL,
    submission_id INTEGER REFERENCES submissions (id) ON DELETE CASCADE,
    claimed_at INTEGER
  );
  CREATE INDEX uploads_unclaimed ON uploads (created_at) WHERE submission_id IS NULL;

  CREATE TABLE upload_files (
    -- also the stored file's name under DATA_DIR/uploads
    id TEXT PRIMARY KEY,
    upload_id TEXT NOT NULL REFERENCES uploads (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    original_name TEXT NOT NULL,
    file_type TEXT NOT NULL CHECK (file_type IN ('pdf', 'doc', 'docx')),
    size INTEGER NOT NULL,
    sha256 TEXT NOT NULL
  );
  CREATE INDEX upload_files_upload ON upload_files (upload_id);

  -- Transactional outbox: written in the submission's transaction, sent by the mail worker.
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    submission_id INTEGER NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    purpose TEXT NOT NULL CHECK (purpose IN ('agency', 'acknowledgement')),
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dead')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT,
    created_at INTEGER NOT NULL,
    sent_at INTEGER
  );
  CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';
  `,
  // 2 (issue 11): when the current run of delivery attempts began. NULL = when the row was created; set again when
  // staff send a dead mail again, so its retry window starts over.
  `
  ALTER TABLE outbox ADD COLUMN queued_at INTEGER;
  CREATE INDEX outbox_dead ON outbox (submission_id) WHERE status = 'dead';
  `,
];
