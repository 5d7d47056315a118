// The SQLite schema's history before Kysely: numbered migrations counted in PRAGMA user_version, applied before the
// Kysely migrations (index.ts). Closed: never edit or append; a schema change is a new Kysely migration.
import type BetterSqlite3 from 'better-sqlite3';
import { STAFF_SCHEMA } from './legacy-staff-schema.ts';

/**
 * Migration 2 renames the keys of stored submissions from wire names to field names (the record is keyed by field
 * name since then). The table is written out here, not read from the forms package, so the migration stays as
 * shipped whatever the package later says. Keys that are the same on the wire (surname, phone, …) stay.
 */
const WIRE_TO_FIELD = {
  enquiry: { last_name: 'firstName', textarea: 'message' },
  application: {
    last_name: 'firstName',
    id_no: 'idNo',
    marital_status: 'maritalStatus',
    education_level: 'educationLevel',
    tefl_certificate_held: 'teflCertificateHeld',
    passport_held: 'passportHeld',
    career_level: 'careerLevel',
    location_interested_in: 'locationInterestedIn',
    region_you_reside_in: 'regionYouResideIn',
    area_you_reside_in: 'areaYouResideIn',
  },
} as const;

const renameStoredKeys = Object.entries(WIRE_TO_FIELD)
  .flatMap(([kind, renames]) =>
    Object.entries(renames).map(
      ([wire, field]) => `
  UPDATE submissions SET data = json_set(json_remove(data, '$.${wire}'), '$.${field}', json_extract(data, '$.${wire}'))
  WHERE kind = '${kind}' AND json_type(data, '$.${wire}') IS NOT NULL;`,
    ),
  )
  .join('');

export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL CHECK (kind IN ('enquiry', 'application')),
    reference TEXT NOT NULL UNIQUE,
    idempotency_key TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    email TEXT NOT NULL,
    -- the validated fields as JSON (by field name since migration 2)
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
  renameStoredKeys,
  // 3 (issue 11): when the current run of delivery attempts began. NULL = when the row was created; set again when
  // staff send a dead mail again, so its retry window starts over.
  `
  ALTER TABLE outbox ADD COLUMN queued_at INTEGER;
  CREATE INDEX outbox_dead ON outbox (submission_id) WHERE status = 'dead';
  `,
  // 4: staff accounts, sessions, tracking, notes and the audit log (apps/api/src/staff).
  STAFF_SCHEMA,
];

/** Brings an SQLite file of any earlier version (or a new one) to the last numbered migration. */
export function migrateLegacy(db: BetterSqlite3.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  MIGRATIONS.slice(current).forEach((sql, index) => {
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${current + index + 1}`);
    })();
  });
}
