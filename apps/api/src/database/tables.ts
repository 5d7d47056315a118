// The tables as the queries see them (Kysely's types). One interface per table, named as in SQL; a migration that
// adds or changes a table changes its interface here too. Times are milliseconds since the epoch (BIGINT on
// Postgres, read back as numbers: see database.ts).
import type { Generated, Kysely, Transaction } from 'kysely';
import type { AlertTables } from './alert-tables.ts';
import type { StatusTables } from './status-tables.ts';
import type { DraftTables } from './draft-tables.ts';
import type { StaffAccessTables } from './staff-access-tables.ts';
import type { InsightsTables } from './insights-tables.ts';
import type { CandidateTables } from './candidate-tables.ts';
import type { ProfileShareTables } from './profile-share-tables.ts';
import type { CandidateMailTables } from './candidate-mail-tables.ts';
import type { CvTextTables } from './cv-text-tables.ts';

export type SubmissionKind = 'enquiry' | 'application';
export type MailPurpose =
  | 'agency'
  | 'acknowledgement'
  | 'alert-confirm'
  | 'alert-digest'
  | 'alert-keep'
  /** A confirmed alert's manage link, asked for by address (alerts/alert-manage-link.ts). */
  | 'alert-manage-link'
  /** Application status (status/status-mails.ts): the link, "your status changed", a withdrawal to the agency. */
  | 'status-link'
  | 'status-changed'
  | 'withdrawal'
  /** A saved application draft's resume link and reminder (drafts/draft-mails.ts). */
  | 'draft-resume'
  | 'draft-reminder'
  /** To a staff member: sign-ins to their account were held back (staff/accounts/lock-out-alert.ts). */
  | 'staff-lock-out'
  /** To the agency: the nightly backup failed (backups/backup-failed-mail.ts). */
  | 'backup-failed'
  /** To a staff member each morning: their candidates waiting for a follow-up (recruiting/waiting-mail.ts). */
  | 'staff-waiting'
  /** A candidate's profile, to a school contact; the school's answer, to the staff member (presenting/). */
  | 'profile-share'
  | 'profile-answer'
  /** Written by staff to a candidate from their record (recruiting/candidate-mail/, decision 073). */
  | 'candidate-mail';
/** 'cancelled': a held-back mail called off before it went (recruiting/candidate-mail/). */
export type OutboxStatus = 'pending' | 'sent' | 'dead' | 'cancelled';

export interface SubmissionsTable {
  id: Generated<number>;
  kind: SubmissionKind;
  reference: string;
  idempotency_key: string;
  created_at: number;
  email: string;
  /** The validated fields as JSON text, keyed by field name. */
  data: string;
  /** 1 = kept past the retention period. */
  retain: Generated<number>;
  status: Generated<string>;
  retention_from: number | null;
  /** Reference, name and e-mail in one column for the inbox search (written with the reference). */
  search_text: Generated<string>;
  /** When the applicant asked, from the status page, for their data to be erased (staff decide). */
  erasure_requested_at: number | null;
  /** The person it came from (candidate-keys.ts); NULL only once their address was erased. */
  candidate_id: number | null;
  /** An application's board: its vacancy's slug or 'pool' (NULL for an enquiry). */
  board: string | null;
  /** When the application entered its stage (its status). */
  stage_since: number | null;
  /** Why a card was rejected or withdrawn (a reason key of @agency/forms/pipeline). */
  end_reason: string | null;
  /** The phone's digits, and the normalised name with the date of birth: "possible duplicate" keys. */
  phone_key: string | null;
  name_dob_key: string | null;
  /** An application's answers matching reads (@agency/forms eligibility-answers `matchingFactsOf`; decision 074). */
  match_facts: string | null;
}

export interface UploadsTable {
  id: string;
  created_at: number;
  submission_id: number | null;
  claimed_at: number | null;
}

export interface UploadFilesTable {
  /** Also the stored file's name. */
  id: string;
  upload_id: string;
  position: number;
  original_name: string;
  file_type: 'pdf' | 'doc' | 'docx';
  size: number;
  sha256: string;
}

export interface OutboxTable {
  id: Generated<number>;
  /** The submission the mail is about; NULL for a job-alert mail (alert_id set) or a draft's (draft_id set). */
  submission_id: number | null;
  alert_id: number | null;
  draft_id: Generated<number | null>;
  alert_digest_id: number | null;
  /** What a job-alert mail needs until sent (its link token); cleared once sent. */
  payload: string | null;
  purpose: MailPurpose;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
  /** When the current run of delivery attempts began (NULL: created_at). */
  queued_at: number | null;
  /** A node is sending this row until then (multi-node claims); NULL when nobody is. */
  claimed_until: number | null;
  /** A mail to a staff member (then no other owner is set). */
  staff_account_id: number | null;
  /** The failed nightly backup a mail to the agency tells of (then no other owner is set). */
  backup_run_id: number | null;
}

export interface StaffAccountsTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string | null;
  disabled_at: number | null;
  created_at: number;
  role: 'admin' | 'recruiter';
}

export interface StaffPasswordTokensTable {
  token_hash: string;
  account_id: number;
  expires_at: number;
}

export interface StaffSessionsTable {
  token_hash: string;
  account_id: number;
  created_at: number;
  last_seen_at: number;
  /** The last time the person proved who they are in this session (a fresh sign-in, staff/guards). */
  authenticated_at: number;
  method: 'password' | 'passkey' | 'identity-provider';
  user_agent: string | null;
  address_prefix: string | null;
}

export interface StaffSignInFailuresTable {
  key: string;
  at: number;
}

export interface SubmissionNotesTable {
  id: Generated<number>;
  submission_id: number;
  author: string;
  text: string;
  created_at: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  actor: string;
  action: string;
  reference: string | null;
  detail: string | null;
}

/** Scheduled jobs that run once across nodes (jobs.ts): when each last ran. */
export interface ScheduledJobsTable {
  name: string;
  last_run_at: number;
}

/** The nightly backup's attempts (database/backup-runs.ts). */
export interface BackupRunsTable {
  id: Generated<number>;
  started_at: number;
  finished_at: number;
  outcome: 'taken' | 'failed';
  /** The backup's entry in the destination (taken). */
  entry: string | null;
  bytes: number | null;
  /** What went wrong (failed): the error's message, which names no applicant. */
  problem: string | null;
}

/** Fixed-window request counters shared by every node (rate-limit-store.ts). */
export interface RateLimitsTable {
  key: string;
  window_start: number;
  hits: number;
}

/** Publish-webhook signatures already accepted (content/seen-signatures.ts), until they would expire anyway. */
export interface WebhookSignaturesTable {
  signature: string;
  expires_at: number;
}

export interface Tables
  extends
    AlertTables,
    StatusTables,
    DraftTables,
    StaffAccessTables,
    CandidateTables,
    CandidateMailTables,
    InsightsTables,
    ProfileShareTables,
    CvTextTables {
  submissions: SubmissionsTable;
  uploads: UploadsTable;
  upload_files: UploadFilesTable;
  outbox: OutboxTable;
  staff_accounts: StaffAccountsTable;
  staff_password_tokens: StaffPasswordTokensTable;
  staff_sessions: StaffSessionsTable;
  staff_sign_in_failures: StaffSignInFailuresTable;
  submission_notes: SubmissionNotesTable;
  audit_log: AuditLogTable;
  scheduled_jobs: ScheduledJobsTable;
  rate_limits: RateLimitsTable;
  webhook_signatures: WebhookSignaturesTable;
  backup_runs: BackupRunsTable;
}

/** The query builder over every table; a transaction is one too. */
export type Db = Kysely<Tables>;
export type Tx = Transaction<Tables>;
